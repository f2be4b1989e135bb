// The states every screen shares: loading, empty, missing (the platform's 404) with the way on, error with retry.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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

/** An exhibitor's address (a shared link) the platform answers 404: said calmly, and the way on to every exhibitor. */
export const MissingExhibitor: Story = {
  render: () => (
    <Router {...memoryLocation({ path: '/products?exhibitor=999', static: true })}>
      <MissingState message="Exhibitor tidak ditemukan." onRetry={fn()} />
    </Router>
  ),
  play: async () => {
    expect(screen.getByRole('heading', { name: copy.common.missing.title })).toBeVisible();
    expect(screen.getByRole('link', { name: copy.common.missing.toProducts })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: copy.common.retry })).toBeNull();
  },
};

/** Where the address names no one thing, a 404 is a failure like any other: said, with its retry. */
export const MissingOutsideADetail: Story = {
  render: () => <MissingState message="Data tidak ditemukan." onRetry={fn()} />,
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent('Data tidak ditemukan.');
    expect(screen.getByRole('button', { name: copy.common.retry })).toBeVisible();
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
