// What a screen calls a thing whose name the platform left out. Only `id` (and, for a session,
// its countdown) is promised by the contract; names are shown when they are there and
// replaced by the thing's kind and number when they are not (copy.unnamed).
import { unnamed } from '../copy/unnamed';

/** The text when it holds more than spaces, otherwise the fallback. */
export function textOr(text: string | null | undefined, fallback: string): string {
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}

export const sessionTitle = (session: { id: number; title?: string }) => textOr(session.title, unnamed.session(session.id));
export const exhibitorName = (exhibitor: { id: number; name?: string }) => textOr(exhibitor.name, unnamed.exhibitor(exhibitor.id));
export const productName = (product: { id: number; name?: string }) => textOr(product.name, unnamed.product(product.id));
export const merchandiseName = (item: { id: number; name?: string }) => textOr(item.name, unnamed.merchandise(item.id));
export const roomName = (room: { id: number; name?: string }) => textOr(room.name, unnamed.room(room.id));
export const prizeName = (prize: { id: number; name?: string }) => textOr(prize.name, unnamed.prize(prize.id));
/** An order's number, or its id: the copy already says "Pesanan …" around it. */
export const orderNumber = (order: { id: number; number?: string }) => textOr(order.number, String(order.id));
export const itemName = (item: { id?: number; name?: string }) => textOr(item.name, unnamed.item(item.id));
