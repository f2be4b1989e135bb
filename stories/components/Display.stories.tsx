import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Avatar } from '../../src/components/Avatar';
import { Badge } from '../../src/components/Badge';
import { Card } from '../../src/components/Card';
import { Grid } from '../../src/components/Grid';
import { PageHeader } from '../../src/components/PageHeader';
import { Price } from '../../src/components/Price';
import { onViewport } from '../support/viewports';

const meta = {
  title: 'Components/Display',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar initials="BS" size={36} />
      <Avatar initials="RM" size={72} label="Raden Mas Bagus" />
    </div>
  ),
};

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>5</Badge>
      <Badge $tone="brand">Baru</Badge>
      <Badge $tone="muted">Selesai</Badge>
    </div>
  ),
};

export const Prices: Story = {
  render: () => (
    <p>
      <Price amount={150000} /> · <Price amount={1_250_000_000} /> · <Price amount={0} />
    </p>
  ),
  play: async () => {
    expect(screen.getByText(/Rp 150\.000/)).toBeVisible();
  },
};

export const PageHeaderWithLongTitle: Story = {
  render: () => (
    <PageHeader
      title="Seal Kit Silinder Hidrolik Excavator 20 Ton Lengkap dengan O-Ring"
      subtitle="PT Perusahaan Alat Berat dan Suku Cadang Mesin Industri Nusantara Tbk."
    />
  ),
  play: async () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seal Kit');
  },
};

const cards = Array.from({ length: 8 }, (_, index) => (
  <Card key={index} $selected={index === 2}>
    Kartu {index + 1}
  </Card>
));

export const GridOnPhone: Story = {
  ...onViewport('phone'),
  render: () => <Grid $columns={2} $wideColumns={4}>{cards}</Grid>,
};

export const GridOnDesktop: Story = {
  ...onViewport('desktop'),
  render: () => <Grid $columns={2} $wideColumns={4}>{cards}</Grid>,
};
