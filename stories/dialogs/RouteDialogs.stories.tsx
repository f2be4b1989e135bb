// The dialog routes (SPEC §2): each opens over the shell from its URL, query included.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { popups as popupsCopy } from '../../src/copy/popups';
import { onRoute } from '../support/screen';

const meta = {
  title: 'Dialogs/Route dialogs',
  ...onRoute('/popup-alert'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string) => ({ pameran: { route } });

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#0b3d5c"/><text x="160" y="98" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#f2a900">Mesin CNC 5-Axis</text></svg>',
)}`;

export const AlertWithMessage: Story = {
  parameters: at(`/popup-alert?title=${encodeURIComponent('Sesi segera dimulai')}&message=${encodeURIComponent('Sesi "Peluncuran Mesin CNC Generasi Baru" dimulai 10 menit lagi di Ruang Seminar 3.')}`),
  play: async () => {
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Sesi segera dimulai');
    expect(alert).toHaveTextContent('Ruang Seminar 3');
  },
};

export const AlertDefaults: Story = {
  parameters: at('/popup-alert'),
  play: async () => {
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(popupsCopy.alertDefault);
  },
};

/** A picture of the app's own origin; the dialog's name is never taken from the address. */
export const MediaImage: Story = {
  parameters: at(`/popup-media?type=image&src=${encodeURIComponent('/media/cnc.png')}`),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: popupsCopy.mediaTitle });
    expect(dialog.querySelector('img')).not.toBeNull();
  },
};

/** A source that is not http(s) (here a data: URL) is refused: "no media", never injected. */
export const MediaRefused: Story = {
  parameters: at(`/popup-media?src=${encodeURIComponent(picture)}`),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: popupsCopy.mediaTitle });
    expect(dialog).toHaveTextContent(popupsCopy.mediaEmpty);
  },
};

export const MediaMissing: Story = {
  parameters: at('/popup-media'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: popupsCopy.mediaTitle });
    expect(dialog).toHaveTextContent(popupsCopy.mediaEmpty);
  },
};

export const TermsAndConditions: Story = {
  parameters: at('/popup-tnc'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: popupsCopy.tncTitle });
    expect(dialog.querySelectorAll('li')).toHaveLength(popupsCopy.tncBody.length);
  },
};
