// The route table: every screen is its own chunk (React.lazy + import()), loaded on demand.
// Paths follow SPEC §2. `/` redirects to `/home` and unknown paths get `not-found` (see shell).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Read } from './data/reads';
import { HOME_PATH } from './lib/paths';

/** What a screen's chunk exports: the screen, and the reads it opens first at an address (src/main.tsx waits for them). */
export interface ScreenModule {
  default: ComponentType;
  firstReads?: (address: { search: string }) => readonly Read<unknown>[];
}

export type Screen = LazyExoticComponent<ComponentType> & {
  /** Loads the screen's chunk ahead of its first render. */
  load(): Promise<ScreenModule>;
};

export interface RouteEntry {
  path: string;
  screen: Screen;
}

/**
 * A screen loaded on demand. Once its chunk has loaded (`load`, or an earlier render), React.lazy
 * gets it through a thenable that calls back at once, which React resolves in the same render:
 * the screen draws without its Suspense fallback first.
 */
export function lazyScreen(importScreen: () => Promise<ScreenModule>): Screen {
  let loaded: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const load = () => (loading ??= importScreen().then((module) => (loaded = module)));
  const ready = { then: (resolve: (module: ScreenModule) => void) => resolve(loaded!) } as unknown as Promise<ScreenModule>;
  return Object.assign(lazy(() => (loaded ? ready : load())), { load });
}

const loginScreen = lazyScreen(() => import('./screens/login'));

export const routes: readonly RouteEntry[] = [
  { path: HOME_PATH, screen: lazyScreen(() => import('./screens/home')) },
  { path: '/login', screen: loginScreen },
  // The same page as /login (SPEC §2); it opens on the registration tab.
  { path: '/register', screen: loginScreen },
  { path: '/products', screen: lazyScreen(() => import('./screens/products')) },
  { path: '/profile', screen: lazyScreen(() => import('./screens/profile')) },
  { path: '/my-transaction', screen: lazyScreen(() => import('./screens/my-transaction')) },
  { path: '/journey', screen: lazyScreen(() => import('./screens/journey')) },
  { path: '/popup-media', screen: lazyScreen(() => import('./screens/popup-media')) },
  { path: '/popup-alert', screen: lazyScreen(() => import('./screens/popup-alert')) },
  { path: '/live-stream/:id', screen: lazyScreen(() => import('./screens/live-stream')) },
  { path: '/popup-gift', screen: lazyScreen(() => import('./screens/popup-gift')) },
  { path: '/popup-tnc', screen: lazyScreen(() => import('./screens/popup-tnc')) },
  { path: '/agenda', screen: lazyScreen(() => import('./screens/agenda')) },
  { path: '/denah', screen: lazyScreen(() => import('./screens/denah')) },
  { path: '/countdown', screen: lazyScreen(() => import('./screens/countdown')) },
  { path: '/admin-gift', screen: lazyScreen(() => import('./screens/admin-gift')) },
  // Booth QR codes: the scanner, and the organisers' printable sheet and stamp card.
  { path: '/scan', screen: lazyScreen(() => import('./screens/scan')) },
  { path: '/admin-stamps', screen: lazyScreen(() => import('./screens/admin-stamps')) },
];

export const NotFoundScreen = lazy(() => import('./screens/not-found'));

/** The screen a path opens, found by its first segment (as index.html's route preload finds its chunks). */
export function screenAt(pathname: string): Screen | undefined {
  const segment = pathname.split('/')[1];
  return routes.find((route) => route.path.split('/')[1] === segment)?.screen;
}
