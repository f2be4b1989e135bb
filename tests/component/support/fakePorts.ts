// Fake Ports for rendering the real statecharts without a network, storage or Firebase: the
// shared builder (tests/support/fakePorts.ts) with every call a vi.fn with a sensible default;
// tests override what they exercise.
import { vi } from 'vitest';
import type { Cart, Token, User } from '../../../machines';
import { createFakePorts as createSharedFakePorts, type FakePorts as SharedFakePorts } from '../../support/fakePorts';

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
  /** The device clock (the countdown's deadline); the real one unless given. */
  clock?: FakePorts['clock'];
}

export type FakePorts = SharedFakePorts;

/** The shared builder with every port a vi.fn and a signed-in-capable world by default. */
export function createFakePorts({ signedInAs, carts = [], onNavigate, clock }: FakePortsOptions = {}): FakePorts {
  const user = signedInAs ?? makeUser();
  return createSharedFakePorts({
    stored: { token: signedInAs ? visitorToken : null, user: signedInAs ?? null },
    wrap: (_name, fn) => vi.fn(fn) as unknown as typeof fn,
    ...(onNavigate ? { onNavigate } : {}),
    ...(clock ? { clock } : {}),
    answers: {
      currentUser: async () => user,
      loginWithCode: async () => visitorToken,
      register: async () => visitorToken,
      saveUserDetails: async (details) => ({ ...user, ...details }),
      loadCarts: async () => carts,
      addToCart: async () => carts,
      removeCartItem: async () => carts,
      placeOrder: async () => ({ id: 1, number: 'ORD-1', status: 'baru', total: 0, created_at: '2026-01-01T00:00:00Z', items: [] }),
      upcomingSessions: async () => [],
      claimPrize: async () => undefined,
    },
  });
}
