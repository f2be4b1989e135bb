import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { FloatingBanners } from '../../src/components/FloatingBanners';
import LanguageOffer from '../../src/shell/LanguageOffer';
import { ShellHeader } from '../../src/shell/ShellHeader';
import { onViewport } from '../support/viewports';

// The banners that come after the screen is up float over the page's end, above the bottom
// menu on a phone: the screen under them does not move when one appears.
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
