// Fixed values of the product (SPEC.md §9); the app never hard-codes them itself.

/** The event is fixed at 1. */
export const EVENT_ID = 1;
/** Slug of the event that sells merchandise (GET /api/events/{slug}/merchandise). */
export const MERCHANDISE_EVENT_SLUG = 'pameran-merchandise';
export const ORDERS_LIMIT = 100;
export const HOME_UPCOMING_LIMIT = 2;
/** A request that gets no answer within this many milliseconds fails with a timeout. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Values the registration form always sends. */
export const REGISTRATION_FIXED = {
  ticket_id: 12,
  gender: '-',
  country: 'INDONESIA',
  agreement: 1,
  is_promo: 1,
} as const;

/** Values the invitation login always sends. */
export const LOGIN_FIXED = { force: 1 } as const;

// SPEC §6's Authorization rule and each call's mode, here too so that a page's first script can
// use them without the client.
export { authorizationOf, carriesToken } from './authorization.js';
export { AUTH_MODES, authModeOf } from './generated/authModes.js';
export type { AuthMode } from './generated/authModes.js';
