import { copy } from '../../copy';
import { formatRupiah } from '../../lib/numbers';

/** A price, or "Harga belum tersedia" when the platform sent none. */
export function Price({ amount }: { amount: number | undefined }) {
  if (amount === undefined) return <span>{copy.common.priceUnknown}</span>;
  // "Rp" and the amount are one word to the reader: a narrow column must not part them.
  return <data value={String(amount)} style={{ whiteSpace: 'nowrap' }}>{formatRupiah(amount)}</data>;
}
