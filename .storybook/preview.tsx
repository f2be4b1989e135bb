import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { withPameran } from '../stories/support/withPameran';
import { viewports } from '../stories/support/viewports';

// The app's language: screen readers and hyphenation read the stories as Indonesian.
document.documentElement.lang = 'id';

// Screens load as lazy chunks: a cold start (first story, CI) can take seconds, so the play
// functions' findBy*/waitFor wait up to 5 s instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withPameran],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'phone', isRotated: false },
  },
};

export default preview;
