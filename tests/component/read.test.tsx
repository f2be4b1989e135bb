// useRead + ResourceView: how every screen reads platform data and shows its states, inside the
// app as the page assembles it (tests/component/support/renderApp.tsx).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResourceView } from '../../src/data/ResourceView';
import { useRead } from '../../src/data/useRead';
import { useApi } from '../../src/data/api';
import { AuthGate } from '../../src/features/session/AuthGate';
import { apiError, makeUser, renderApp, visitorToken } from './support/renderApp';

type OrdersLoad = (signal: AbortSignal, id: number) => Promise<string[]>;

function Orders({ load, id = 1 }: { load: OrdersLoad; id?: number }) {
  const orders = useRead({ key: ['orders', id], load: (_api, signal) => load(signal, id), staleAfter: [] });
  return (
    <ResourceView resource={orders} empty={{ title: 'Belum ada pesanan' }}>
      {(list) => <ul>{list.map((order) => <li key={order}>{order}</li>)}</ul>}
    </ResourceView>
  );
}

/** The visitor's orders as the platform answers them, through the app's SDK. */
function PlatformOrders() {
  const api = useApi();
  return <Orders load={(signal) => api.commerce.orders({ signal }).then((orders) => orders.map((order) => String(order.id)))} />;
}

function renderOrders(load: OrdersLoad) {
  // Each test its own app, so its own SDK and read store; the loads here never reach the platform.
  const view = renderApp({ children: <Orders load={load} id={1} /> });
  const rerenderWith = (id: number) => view.rerenderChildren(<Orders load={load} id={id} />);
  return { ...view, rerenderWith };
}

describe('useRead', () => {
  it('shows a spinner while loading, then the data', async () => {
    let resolve!: (orders: string[]) => void;
    renderOrders(() => new Promise((done) => { resolve = done; }));
    expect(screen.getByRole('status', { name: 'Memuat…' })).toBeInTheDocument();
    await act(async () => resolve(['ORD-1', 'ORD-2']));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ORD-1', 'ORD-2']);
  });

  it('shows the empty state for an empty list', async () => {
    renderOrders(async () => []);
    expect(await screen.findByRole('heading', { name: 'Belum ada pesanan' })).toBeInTheDocument();
  });

  it("shows the error's message with a retry that loads again", async () => {
    const load = vi.fn<(signal: AbortSignal, id: number) => Promise<string[]>>()
      .mockRejectedValueOnce(apiError(500, 'Server sedang sibuk'))
      .mockResolvedValueOnce(['ORD-9']);
    renderOrders(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sedang sibuk');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('ORD-9')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back to a readable Indonesian message when the error has none', async () => {
    renderOrders(async () => {
      throw new Error('');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Periksa koneksi Anda lalu coba lagi.');
  });

  // A 401 is the session's end, not the read's error: the read shows nothing of its own (the
  // visitor is shown the sign-in prompt instead, below).
  it('shows neither an error nor a spinner for a 401', async () => {
    let reject!: (error: Error) => void;
    renderOrders(() => new Promise((_done, fail) => { reject = fail; }));
    await act(async () => reject(apiError(401, 'Unauthenticated.')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves a signed-in visitor whose read answers 401 at the sign-in prompt', async () => {
    // The app's wiring: the SDK sends the session's token and its interceptor ends the session.
    const answered401 = vi.fn(async (_request: Request) =>
      new Response(JSON.stringify({ error: { message: 'Unauthenticated.' } }), { status: 401, headers: { 'Content-Type': 'application/json' } }),
    );
    renderApp({
      signedInAs: makeUser(),
      platform: { url: 'http://127.0.0.1:9', fetch: answered401 },
      children: (
        <AuthGate hint="Masuk untuk melihat pesanan Anda.">
          <PlatformOrders />
        </AuthGate>
      ),
    });
    // The prompt a visitor sees: what signing in unlocks, and the way to sign in.
    expect(await screen.findByRole('heading', { name: 'Masuk terlebih dahulu' })).toBeInTheDocument();
    expect(screen.getByText('Masuk untuk melihat pesanan Anda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk atau daftar' })).toHaveAttribute('href', '/login');
    // The read was sent with the visitor's token, and its 401 shows no error or spinner of its own.
    expect(answered401).toHaveBeenCalledTimes(1);
    expect((answered401.mock.calls[0] as unknown as [Request])[0].headers.get('Authorization')).toBe(`Bearer ${visitorToken.access_token}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Unauthenticated.')).not.toBeInTheDocument();
  });

  it('shows one answer from one request to two blocks reading the same key', async () => {
    const load = vi.fn(async () => ['ORD-7']);
    renderApp({
      children: (
        <>
          <Orders load={load} />
          <Orders load={load} />
        </>
      ),
    });
    expect(await screen.findAllByText('ORD-7')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  // A block that opens a failed read loads it again for every block holding it. It opens the
  // read as it renders, so the blocks already holding it must hear of the new load after that
  // render, not during it (React's "Cannot update a component while rendering a different
  // component"). A language switch draws every screen again beside the old one: each screen
  // showing a failed read did this (the stories' switch to English holds every screen to it).
  it('loads a failed read again for the block already showing it when another opens it, without updating that block during the render', async () => {
    const errors = vi.spyOn(console, 'error');
    const load = vi.fn<(signal: AbortSignal, id: number) => Promise<string[]>>()
      .mockRejectedValueOnce(apiError(500, 'Server sedang sibuk'))
      .mockResolvedValueOnce(['ORD-3']);
    const { rerenderChildren } = renderApp({ children: <Orders load={load} /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sedang sibuk');
    rerenderChildren(
      <>
        <Orders load={load} />
        <Orders load={load} />
      </>,
    );
    expect(await screen.findAllByText('ORD-3')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
  });

  it('loads again when the key changes, aborting the request in flight', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal, id: number) => {
      signals.push(signal);
      return id === 1 ? new Promise<string[]>(() => {}) : Promise.resolve([`ORD-${id}`]);
    });
    const { rerenderWith } = renderOrders(load);
    rerenderWith(2);
    expect(await screen.findByText('ORD-2')).toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);
  });
});
