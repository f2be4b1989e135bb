// The states every screen shares: loading, empty, missing (the platform's 404) with the way on, error with retry.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { copy } from '../../src/copy';
import { gift as giftCopy } from '../../src/copy/gift';
import { EmptyState } from '../../src/components/EmptyState';
import { ErrorState, MissingState } from '../../src/components/ErrorState';
import { GiftIcon } from '../../src/components/Icon';
import { Skeleton } from '../../src/components/Skeleton';
import { LoadingState } from '../../src/components/Spinner';

const meta = {
  title: 'Components/States',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <LoadingState label="Memuat produk…" />,
  play: async () => {
    expect(screen.getByRole('status', { name: 'Memuat produk…' })).toBeInTheDocument();
  },
};

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton $height="160px" />
      <Skeleton $height="20px" $width="70%" />
      <Skeleton $height="20px" $width="40%" />
    </div>
  ),
};

export const Empty: Story = {
  render: () => <EmptyState />,
  play: async () => {
    expect(screen.getByRole('heading', { name: copy.common.emptyTitle })).toBeVisible();
  },
};

export const EmptyWithIcon: Story = {
  render: () => <EmptyState icon={<GiftIcon size={40} />} title={giftCopy.emptyTitle} description={giftCopy.emptyDescription} />,
};

/** Outside Produk and the agenda, the way on from something missing is home. */
export const Missing: Story = {
  render: () => <MissingState />,
  play: async () => {
    expect(screen.getByRole('heading', { name: copy.common.missing.title })).toBeVisible();
    expect(screen.getByRole('link', { name: copy.common.missing.toHome })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: copy.common.retry })).toBeNull();
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  render: () => <ErrorState message="Terjadi gangguan pada server (503). Silakan coba lagi nanti." onRetry={retry} />,
  play: async () => {
    retry.mockClear();
    expect(screen.getByRole('alert')).toHaveTextContent('gangguan pada server');
    await userEvent.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(retry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithoutMessage: Story = {
  render: () => <ErrorState />,
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(copy.machineMessages.genericError);
  },
};
