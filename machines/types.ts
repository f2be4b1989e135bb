/**
 * The domain vocabulary the statecharts speak. What comes from the platform is the SDK's own
 * generated type (one definition, from sdk/openapi.yaml, which says why each field is required
 * or optional); a type-only import, so no SDK code reaches machines/. Only what the app itself
 * shapes is declared here.
 */
export type { User, Token, Prize, Cart, CartItem, CartAddition, Order, UpcomingSession } from '@pameran/sdk';
import type { CartAddition, Token, User } from '@pameran/sdk';

/** What the registration form collects; the SDK adds SPEC's fixed values. */
export interface RegistrationForm {
  name: string;
  agency: string;
  unit: string;
  salesman: string;
}

/** Which catalogue a cart line's product_id belongs to (the platform keeps both in one cart). */
export type CatalogueKind = NonNullable<CartAddition['kind']>;

/**
 * An addition to the cart kept on the device until the platform has answered it (offline at the
 * venue it waits for the network). `key` goes with it as the Idempotency-Key header (x-assumed), every time it is sent.
 */
export interface QueuedAddition {
  key: string;
  addition: CartAddition;
  /** The item's name, shown in the cart while it waits. */
  name?: string;
}

export interface StoredSession {
  token: Token | null;
  user: User | null;
}
