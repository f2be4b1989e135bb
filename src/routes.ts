// The routes: each path of the route table (./routeTable.ts) with its screen, every screen its
// own chunk (React.lazy + import()), loaded on demand. `/` redirects to `/home` and unknown paths
// get `not-found` (see shell).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Loader } from './data/doorReads';
import { ROUTE_TABLE, type ScreenFolder } from './routeTable';

/** What a screen's chunk exports: the screen, and its door's loader. */
export interface ScreenModule {
  default: ComponentType;
  loader?: Loader;
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

/** Each screen folder's chunk, loaded on demand (import() names each folder, so the build splits them). */
const SCREENS: Record<ScreenFolder, Screen> = {
  home: lazyScreen(() => import('./screens/home')),
  login: lazyScreen(() => import('./screens/login')),
  products: lazyScreen(() => import('./screens/products')),
  profile: lazyScreen(() => import('./screens/profile')),
  'my-transaction': lazyScreen(() => import('./screens/my-transaction')),
  journey: lazyScreen(() => import('./screens/journey')),
  'popup-media': lazyScreen(() => import('./screens/popup-media')),
  'popup-alert': lazyScreen(() => import('./screens/popup-alert')),
  'live-stream': lazyScreen(() => import('./screens/live-stream')),
  'popup-gift': lazyScreen(() => import('./screens/popup-gift')),
  'popup-tnc': lazyScreen(() => import('./screens/popup-tnc')),
  agenda: lazyScreen(() => import('./screens/agenda')),
  denah: lazyScreen(() => import('./screens/denah')),
  countdown: lazyScreen(() => import('./screens/countdown')),
  'admin-gift': lazyScreen(() => import('./screens/admin-gift')),
  scan: lazyScreen(() => import('./screens/scan')),
  'admin-stamps': lazyScreen(() => import('./screens/admin-stamps')),
  'exhibitor-desk': lazyScreen(() => import('./screens/exhibitor-desk')),
  'my-day': lazyScreen(() => import('./screens/my-day')),
};

export const routes: readonly RouteEntry[] = ROUTE_TABLE.map(({ path, screen }) => ({ path, screen: SCREENS[screen] }));

export const NotFoundScreen = lazy(() => import('./screens/not-found'));

/** The screen a path opens, found by its first segment (as index.html's route preload finds its chunks). */
export function screenAt(pathname: string): Screen | undefined {
  const segment = pathname.split('/')[1];
  return routes.find((route) => route.path.split('/')[1] === segment)?.screen;
}
