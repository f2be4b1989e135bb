// Stories of routes render the app's own shell at a location: the header, the lazily loaded
// screen, the gift dialog host — nothing copied.
import type { Meta } from '@storybook/react-vite';
import { AppShell } from '../../src/shell/AppShell';
import type { PameranParameters } from './withPameran';

export function renderShell() {
  return <AppShell />;
}

/** The meta of a route's stories: `export default screenMeta('Screens/Home', '/home')`. */
export function screenMeta(title: string, route: string, pameran: Omit<PameranParameters, 'route'> = {}): Meta {
  return {
    title,
    render: renderShell,
    parameters: { layout: 'fullscreen', pameran: { ...pameran, route } },
  };
}
