import type { SnapshotFrom } from 'xstate';
import { cartQuantity, type cartMachine } from './cart';
import type { Cart, Order } from './types';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartQuantity = (snapshot: CartSnapshot): number => cartQuantity(snapshot.context.carts);
/** The first cart (the one the app shows), or null. */
export const selectFirstCart = (snapshot: CartSnapshot): Cart | null => snapshot.context.carts[0] ?? null;
export const selectCartError = (snapshot: CartSnapshot): string | null => snapshot.context.error;
export const selectIsCartBusy = (snapshot: CartSnapshot): boolean =>
  ['loading', 'adding', 'removing', 'checkingOut'].some((state) => snapshot.matches(state as never));
export const selectIsCheckingOut = (snapshot: CartSnapshot): boolean => snapshot.matches('checkingOut');
export const selectCanCheckout = (snapshot: CartSnapshot): boolean => snapshot.can({ type: 'cart.checkout' });
export const selectLastOrder = (snapshot: CartSnapshot): Order | null => snapshot.context.lastOrder;
