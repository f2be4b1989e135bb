import type { SnapshotFrom } from 'xstate';
import { cartQuantity, type cartMachine } from './cart';
import type { Cart, CatalogueKind, Order, QueuedAddition } from './types';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartQuantity = (snapshot: CartSnapshot): number => cartQuantity(snapshot.context.carts);
/** The first cart (the one the app shows), or null. */
export const selectFirstCart = (snapshot: CartSnapshot): Cart | null => snapshot.context.carts[0] ?? null;
export const selectCartError = (snapshot: CartSnapshot): string | null => snapshot.context.error;
export const selectIsCartBusy = (snapshot: CartSnapshot): boolean =>
  ['loading', 'restoring', 'adding', 'removing', 'checkingOut'].some((state) => snapshot.matches(state as never));
export const selectIsCheckingOut = (snapshot: CartSnapshot): boolean => snapshot.matches('checkingOut');
export const selectCanCheckout = (snapshot: CartSnapshot): boolean => snapshot.can({ type: 'cart.checkout' });
export const selectLastOrder = (snapshot: CartSnapshot): Order | null => snapshot.context.lastOrder;
/** Additions kept on the device that the platform has not answered yet, oldest first (the same list until it changes). */
export const selectQueuedAdditions = (snapshot: CartSnapshot): readonly QueuedAddition[] => snapshot.context.queue;
/** The queue waits for the network: its additions are sent when the device is back online. */
export const selectIsWaitingForNetwork = (snapshot: CartSnapshot): boolean => snapshot.matches('waiting');
/** This item has an addition waiting for the network. */
export const selectIsWaitingToAdd =
  (productId: number, kind: CatalogueKind) =>
  (snapshot: CartSnapshot): boolean =>
    snapshot.matches('waiting') && snapshot.context.queue.some(({ addition }) => addition.product_id === productId && (addition.kind ?? 'product') === kind);
