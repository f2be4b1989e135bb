import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../../src/components/Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Tambah ke keranjang', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'accent', 'secondary', 'ghost', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Accent: Story = { args: { variant: 'accent', children: 'Pilih' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Coba lagi' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Batal' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Keluar' } };

/** Busy: spinner, disabled, aria-busy — a click does nothing. */
export const Busy: Story = {
  args: { busy: true, children: 'Memproses…' },
  play: async ({ args }) => {
    const button = screen.getByRole('button', { name: /Memproses/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const BlockWithLongLabel: Story = {
  args: { block: true, children: 'Kirim pesanan suku cadang untuk seluruh unit alat berat di wilayah timur' },
};
