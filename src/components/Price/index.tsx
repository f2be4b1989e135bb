import { copy } from '../../copy';
import { formatRupiah } from '../../lib/numbers';

/** A price, or "Harga belum tersedia" when the platform sent none. */
export function Price({ amount }: { amount: number | undefined }) {
  if (amount === undefined) return <PriceUnknown />;
  return <PriceAmount value={String(amount)} text={formatRupiah(amount)} />;
}

/** An amount as written (`text`, e.g. "Rp 75.000") with its number as the machine-readable value. */
export function PriceAmount({ value, text }: { value: string; text: string }) {
  // "Rp" and the amount are one word to the reader: a narrow column must not part them.
  return <data value={value} style={{ whiteSpace: 'nowrap' }}>{text}</data>;
}

/** What stands for a price the platform did not send. */
export function PriceUnknown() {
  return <span>{copy.common.priceUnknown}</span>;
}
