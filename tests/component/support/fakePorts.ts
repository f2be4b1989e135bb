// Fake Ports for rendering the real statecharts without a network, storage or Firebase.
// Every API call is a vi.fn with a sensible default; tests override what they exercise.
import { vi } from 'vitest';
import type { Cart, Ports, Token, User } from '../../../machines';

export const visitorToken: Token = { access_token: 'tok-budi', token_type: 'bearer', expires_in: 3600 };

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    name: 'Budi Santoso**',
    last_name: null,
    email: 'budi@contoh.co.id',
    phone: '081234567890',
    code: 'PMR-0042',
    code_html: '<p><strong>PMR-0042</strong></p>',
    qr_code: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    regency_id: null,
    province_id: null,
    cabang_id: null,
    is_session_booked: false,
    session: [],
    is_data_checked: true,
    agency: 'PT Maju Teknik',
    unit: 'Pengadaan',
    salesman: 'Andi',
    ...overrides,
  };
}

export function makeCart(quantities: number[]): Cart {
  return {
    id: 7,
    items: quantities.map((quantity, index) => ({
      id: index + 1,
      product_id: 100 + index,
      name: `Bantalan ${index + 1}`,
      price: 150000,
      quantity,
      image_url: '',
    })),
  };
}

/** An Error as the SDK's ApiError looks to the machines: message + numeric status. */
export function apiError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

export interface FakePortsOptions {
  /** Starts signed in (stored token + user) when given. */
  signedInAs?: User;
  carts?: Cart[];
  /** Where the statecharts' navigation goes (the test router). */
  onNavigate?(path: string): void;
}

export interface FakePorts extends Ports {
  /** Pushes a raw realtime value to the visitor's prize path (the first one is ignored by the feed). */
  pushPrizes(raw: unknown): void;
  navigations: string[];
  stored: { token: Token | null; user: User | null; cleared: number };
}

export function createFakePorts({ signedInAs, carts = [], onNavigate }: FakePortsOptions = {}): FakePorts {
  const stored = { token: signedInAs ? visitorToken : null, user: signedInAs ?? null, cleared: 0 };
  const listeners = new Set<(raw: unknown) => void>();
  const navigations: string[] = [];
  const user = signedInAs ?? makeUser();
  return {
    stored,
    navigations,
    pushPrizes(raw) {
      for (const listener of listeners) listener(raw);
    },
    session: {
      read: vi.fn(async () => ({ token: stored.token, user: stored.user })),
      save: vi.fn(async (token: Token | null, savedUser: User | null) => {
        stored.token = token;
        stored.user = savedUser;
      }),
      clear: vi.fn(async () => {
        stored.token = null;
        stored.user = null;
        stored.cleared += 1;
      }),
    },
    api: {
      currentUser: vi.fn(async () => user),
      loginWithCode: vi.fn(async () => ({ token: visitorToken, user })),
      register: vi.fn(async () => ({ token: visitorToken, user })),
      saveUserDetails: vi.fn(async (details: Partial<User>) => ({ ...user, ...details })),
      loadCarts: vi.fn(async () => carts),
      addToCart: vi.fn(async () => carts),
      removeCartItem: vi.fn(async () => carts),
      placeOrder: vi.fn(async () => ({ id: 1, number: 'ORD-1', status: 'baru', total: 0, created_at: '2026-01-01T00:00:00Z', items: [] })),
      upcomingSessions: vi.fn(async () => []),
      claimPrize: vi.fn(async () => undefined),
    },
    prizes: {
      subscribe: vi.fn((_userId: number, onValue: (raw: unknown) => void) => {
        listeners.add(onValue);
        return () => listeners.delete(onValue);
      }),
    },
    clock: { now: () => Date.now() },
    navigate: vi.fn((path: string) => {
      navigations.push(path);
      onNavigate?.(path);
    }),
  };
}
