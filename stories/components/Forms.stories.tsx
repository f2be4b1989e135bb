import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Tabs } from '../../src/components/Tabs';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/Forms',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Field: Story = {
  render: () => <TextField label="Kode undangan" hint="Kode tercantum di undangan Anda." defaultValue="" />,
};

export const FieldWithError: Story = {
  render: () => <TextField label="Email" defaultValue="budi@" error="Format email tidak valid." />,
  play: async () => {
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Format email tidak valid.');
  },
};

function TabsDemo() {
  const [selected, setSelected] = useState<'code' | 'register'>('code');
  return (
    <Tabs<'code' | 'register'>
      label="Cara masuk"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'code', label: 'Kode Undangan', panel: <p>Masuk dengan kode undangan.</p> },
        { key: 'register', label: 'Daftar', panel: <p>Daftar sebagai pengunjung baru.</p> },
      ]}
    />
  );
}

export const TabsByKeyboard: Story = {
  render: () => <TabsDemo />,
  play: async () => {
    await userEvent.click(screen.getByRole('tab', { name: 'Kode Undangan' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Daftar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Daftar sebagai pengunjung baru.')).toBeVisible();
  },
};
