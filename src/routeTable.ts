// Every route's path (SPEC §2) and the screen folder that draws it (src/screens/<folder>): the
// one table of them. src/routes.ts loads each folder's chunk on demand; build.mjs finds from it
// which screen's chunks index.html asks for at a path's first segment. `/` opens the home screen
// (the shell redirects it to /home).
import { AGENDA_PATH, DENAH_PATH, HOME_PATH, MY_DAY_PATH } from './lib/paths';

export const ROUTE_TABLE = [
  { path: HOME_PATH, screen: 'home' },
  { path: '/login', screen: 'login' },
  // The same page as /login (SPEC §2); it opens on the registration tab.
  { path: '/register', screen: 'login' },
  { path: '/products', screen: 'products' },
  { path: '/profile', screen: 'profile' },
  { path: '/my-transaction', screen: 'my-transaction' },
  { path: '/journey', screen: 'journey' },
  { path: '/popup-media', screen: 'popup-media' },
  { path: '/popup-alert', screen: 'popup-alert' },
  { path: '/live-stream/:id', screen: 'live-stream' },
  { path: '/popup-gift', screen: 'popup-gift' },
  { path: '/popup-tnc', screen: 'popup-tnc' },
  { path: AGENDA_PATH, screen: 'agenda' },
  { path: DENAH_PATH, screen: 'denah' },
  { path: '/countdown', screen: 'countdown' },
  { path: '/admin-gift', screen: 'admin-gift' },
  // Booth QR codes: the scanner, and the organisers' printable sheet and stamp card.
  { path: '/scan', screen: 'scan' },
  { path: '/admin-stamps', screen: 'admin-stamps' },
  // The exhibitor's staff: quotation requests, shared contacts and meeting requests (x-assumed).
  { path: '/exhibitor', screen: 'exhibitor-desk' },
  // The visitor's day on one timeline: starred sessions, booths to visit, meetings.
  { path: MY_DAY_PATH, screen: 'my-day' },
] as const;

export type ScreenFolder = (typeof ROUTE_TABLE)[number]['screen'];

/**
 * The doors: the screens a visitor arrives at by an address of their own (a shared link, a booth's
 * QR code, the installed app's start: each has a loader that says what it reads) and the sign-in.
 * index.html names their chunks ahead, so a door's screen downloads beside the app's entry; the
 * other screens (the profile, the cart, the day, the scanner, the dialog routes, the staff's desks)
 * are opened from the app and load when opened: naming them would cost every first download.
 */
export const DOORS: readonly string[] = ['home', 'products', 'agenda', 'denah', 'live-stream', 'login'];

/** The screen `/` opens. */
export const ROOT_SCREEN: ScreenFolder = 'home';

/** First path segment → screen folder, where they differ (every other segment names its own folder). */
export function screenOfSegment(): Record<string, ScreenFolder> {
  const differing = ROUTE_TABLE.map(({ path, screen }) => [path.split('/')[1] ?? '', screen] as const).filter(([segment, screen]) => segment !== screen);
  return { '': ROOT_SCREEN, ...Object.fromEntries(differing) };
}
