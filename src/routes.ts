// The route table: every screen is its own chunk (React.lazy + import()), loaded on demand.
// Paths follow SPEC §2. `/` redirects to `/home` and unknown paths get `not-found` (see shell).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
  /** Dialog routes render as a modal over the shell's empty main area. */
  kind: 'page' | 'dialog';
}

export const HOME_PATH = '/home';

const loginScreen = lazy(() => import('./screens/login'));

export const routes: readonly RouteEntry[] = [
  { path: '/home', kind: 'page', screen: lazy(() => import('./screens/home')) },
  { path: '/login', kind: 'page', screen: loginScreen },
  // The same page as /login (SPEC §2); it opens on the registration tab.
  { path: '/register', kind: 'page', screen: loginScreen },
  { path: '/products', kind: 'page', screen: lazy(() => import('./screens/products')) },
  { path: '/profile', kind: 'page', screen: lazy(() => import('./screens/profile')) },
  { path: '/my-transaction', kind: 'page', screen: lazy(() => import('./screens/my-transaction')) },
  { path: '/journey', kind: 'page', screen: lazy(() => import('./screens/journey')) },
  { path: '/popup-media', kind: 'dialog', screen: lazy(() => import('./screens/popup-media')) },
  { path: '/popup-alert', kind: 'dialog', screen: lazy(() => import('./screens/popup-alert')) },
  { path: '/live-stream/:id', kind: 'page', screen: lazy(() => import('./screens/live-stream')) },
  { path: '/popup-gift', kind: 'dialog', screen: lazy(() => import('./screens/popup-gift')) },
  { path: '/popup-tnc', kind: 'dialog', screen: lazy(() => import('./screens/popup-tnc')) },
  { path: '/countdown', kind: 'page', screen: lazy(() => import('./screens/countdown')) },
  { path: '/admin-gift', kind: 'page', screen: lazy(() => import('./screens/admin-gift')) },
];

export const NotFoundScreen = lazy(() => import('./screens/not-found'));
