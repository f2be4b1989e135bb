// The route table: every screen is its own chunk (React.lazy + import()), loaded on demand.
// Paths follow SPEC §2. `/` redirects to `/home` and unknown paths get `not-found` (see shell).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { HOME_PATH } from './lib/paths';

export interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

const loginScreen = lazy(() => import('./screens/login'));

export const routes: readonly RouteEntry[] = [
  { path: HOME_PATH, screen: lazy(() => import('./screens/home')) },
  { path: '/login', screen: loginScreen },
  // The same page as /login (SPEC §2); it opens on the registration tab.
  { path: '/register', screen: loginScreen },
  { path: '/products', screen: lazy(() => import('./screens/products')) },
  { path: '/profile', screen: lazy(() => import('./screens/profile')) },
  { path: '/my-transaction', screen: lazy(() => import('./screens/my-transaction')) },
  { path: '/journey', screen: lazy(() => import('./screens/journey')) },
  { path: '/popup-media', screen: lazy(() => import('./screens/popup-media')) },
  { path: '/popup-alert', screen: lazy(() => import('./screens/popup-alert')) },
  { path: '/live-stream/:id', screen: lazy(() => import('./screens/live-stream')) },
  { path: '/popup-gift', screen: lazy(() => import('./screens/popup-gift')) },
  { path: '/popup-tnc', screen: lazy(() => import('./screens/popup-tnc')) },
  { path: '/agenda', screen: lazy(() => import('./screens/agenda')) },
  { path: '/denah', screen: lazy(() => import('./screens/denah')) },
  { path: '/countdown', screen: lazy(() => import('./screens/countdown')) },
  { path: '/admin-gift', screen: lazy(() => import('./screens/admin-gift')) },
];

export const NotFoundScreen = lazy(() => import('./screens/not-found'));
