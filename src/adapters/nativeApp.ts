// Native only (main.tsx loads it with import() when window.Capacitor says so): the Android
// hardware back button and the deep links that open the app, over @capacitor/app.
//
// Back button, in this order, as the browser's Back does on the web:
//   1. a dialog that closes on Back is open (the prize dialog, the order summary, an alert: the
//      web's Back closes them too, Dialog/backCloses.ts) → the topmost one closes, as its close
//      icon would, and the page under it stays;
//   2. another dialog is open (a dialog route, whose route is its history entry) → it gets
//      Escape, what a keyboard user's Escape does: the route closes and goes home;
//   3. at home → the app exits;
//   4. elsewhere → one step back in the web view's history, or home when there is none.
// With a backButton listener registered, Capacitor leaves all of this to us.
import type { AppPlugin } from '@capacitor/app';
import { HOME_PATH } from '../../machines';
import { closeTopDialog } from '../components/Dialog/backCloses';
import { deepLinkPath } from './nativeLinks';

export interface NativeAppOptions {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** The router's current path. */
  currentPath(): string;
  /** One step back in history (the web view's). */
  back(): void;
  /** Resolves to the plugin's module (a Capacitor plugin is a thenable Proxy; see storage.ts). */
  load?: () => Promise<{ App: AppPlugin }>;
  document?: Document;
}

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Closes the topmost open dialog the way Escape does; false when none is open. */
export function dismissTopDialog(doc: Document): boolean {
  const dialogs = doc.querySelectorAll<HTMLElement>(OPEN_DIALOGS);
  const top = dialogs[dialogs.length - 1];
  if (!top) return false;
  top.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
  return true;
}

/** Starts listening; resolves to a function that stops. */
export async function startNativeApp({
  navigate,
  currentPath,
  back,
  load = () => import('@capacitor/app'),
  document: doc = document,
}: NativeAppOptions): Promise<() => void> {
  const { App } = await load();

  const openLink = (url: string, replace = false) => {
    const path = deepLinkPath(url);
    if (path && path !== currentPath()) navigate(path, { replace });
  };

  const handles = await Promise.all([
    App.addListener('backButton', ({ canGoBack }) => {
      if (closeTopDialog() || dismissTopDialog(doc)) return;
      const path = currentPath();
      if (path === HOME_PATH || path === '/') void App.exitApp();
      else if (canGoBack) back();
      else navigate(HOME_PATH, { replace: true });
    }),
    App.addListener('appUrlOpen', ({ url }) => openLink(url)),
  ]);

  // A link that started the app before this listener existed.
  try {
    const launch = await App.getLaunchUrl();
    if (launch?.url) openLink(launch.url, true);
  } catch {
    // No launch URL to be had: start where the app starts.
  }

  return () => {
    for (const handle of handles) void handle.remove().catch(() => {});
  };
}
