import type { Preview } from '@storybook/react-vite';
import { withPameran } from '../stories/support/withPameran';
import { viewports } from '../stories/support/viewports';

// The app's language: screen readers and hyphenation read the stories as Indonesian.
document.documentElement.lang = 'id';

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
