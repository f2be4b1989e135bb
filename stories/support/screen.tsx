// Stories of routes render the app's own shell at a location: the header, the lazily loaded
// screen, the gift dialog host — nothing copied.
import { AppShell } from '../../src/shell/AppShell';
import type { PameranParameters } from './withPameran';

export function renderShell() {
  return <AppShell />;
}

/**
 * The shared part of a route's meta. Storybook indexes titles statically, so the meta stays an
 * object literal: `export default { title: 'Screens/Home', ...onRoute('/home') } satisfies Meta`.
 */
export function onRoute(route: string, pameran: Omit<PameranParameters, 'route'> = {}) {
  return {
    render: renderShell,
    parameters: { layout: 'fullscreen', pameran: { ...pameran, route } },
  };
}
