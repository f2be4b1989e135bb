import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../src/components/Dialog';
import { FloatingBanners } from '../../src/components/FloatingBanners';
import LanguageOffer from '../../src/shell/LanguageOffer';
import { ShellHeader } from '../../src/shell/ShellHeader';
import { onViewport } from '../support/viewports';

// The banners that come after the screen is up float over the page's end, above the bottom
// menu on a phone: the screen under them does not move when one appears. While a modal dialog
// is open they wait, hidden, and come back when it closes (docs/ui.md "Layers").
const meta = {
  title: 'Components/Floating banners',
  component: FloatingBanners,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
  render: (args) => (
    <>
      <ShellHeader visitor={null} cartQuantity={0} />
      <main style={{ padding: 16 }}>
        <h1>Beranda</h1>
        <p>Isi layar tetap di tempatnya saat spanduk muncul.</p>
      </main>
      <FloatingBanners {...args} />
    </>
  ),
} satisfies Meta<typeof FloatingBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishOffer: Story = {
  args: { children: <LanguageOffer offered /> },
  play: async () => {
    const offer = screen.getByRole('region', { name: 'This app is also available in English.' });
    expect(offer).toBeVisible();
    expect(offer).toHaveAttribute('lang', 'en');
  },
};

export const EnglishOfferOnPhone: Story = {
  ...EnglishOffer,
  ...onViewport('phone'),
};

const OFFER = 'This app is also available in English.';

/** A dialog over the page, open until its close icon is tapped. */
function OpenDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} title="Ubah data diri" onClose={() => setOpen(false)}>
      <p>Banner menunggu selama dialog ini terbuka.</p>
    </Dialog>
  );
}

/** The offer waits while a dialog is open, and shows again once it closes. */
export const WaitingWhileADialogIsOpen: Story = {
  args: {
    children: (
      <>
        <LanguageOffer offered />
        <OpenDialog />
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    // Hidden from sight and from assistive technology: found by its label, not its accessible name.
    const offer = document.querySelector<HTMLElement>(`[role="region"][aria-label="${OFFER}"]`)!;
    expect(offer).not.toBeVisible();
    await userEvent.click(within(dialog).getByRole('button'), { pointerEventsCheck: 0 });
    await waitFor(() => expect(offer).toBeVisible());
  },
};

export const WaitingWhileADialogIsOpenOnPhone: Story = {
  ...WaitingWhileADialogIsOpen,
  ...onViewport('phone'),
};
