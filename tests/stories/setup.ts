// The preview's decorators, parameters and globals for portable stories: a story rendered in
// Vitest gets exactly what it gets in Storybook.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);
