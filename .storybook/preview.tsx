import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { withPameran } from '../stories/support/withPameran';
import { viewports } from '../stories/support/viewports';
import { showLanguage } from '../src/copy/switchLanguage';
import { isLanguage } from '../src/copy/language';

// Screens load as lazy chunks: a cold start (first story, CI) can take seconds, so the play
// functions' findBy*/waitFor wait up to 5 s instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withPameran],
  // The toolbar's language switch: every story in Indonesian (the default) or English,
  // shown the way the app shows it (the English text written into the tables; `<html lang>` follows).
  globalTypes: {
    language: {
      description: 'Language of the app',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  loaders: [
    async ({ globals }) => {
      await showLanguage(isLanguage(globals.language) ? globals.language : 'id');
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  initialGlobals: {
    language: 'id',
    viewport: { value: 'phone', isRotated: false },
  },
};

export default preview;
