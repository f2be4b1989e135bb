import { copy } from '../../copy';
import { perLanguage } from '../../lib/perLanguage';

const rupiah = /* @__PURE__ */ perLanguage((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }));

/**
 * `150000` → `Rp 150.000` in Indonesian, `IDR 150,000` in English (Intl's own form for the
 * language; no decimals). Non-numbers show as 0.
 */
export function formatRupiah(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  // Intl puts a no-break space after "Rp"; a plain space reads and tests the same everywhere.
  return rupiah().format(value).replace(/\u00a0/g, ' ');
}

/** A price, or "Harga belum tersedia" when the platform sent none. */
export function Price({ amount }: { amount: number | undefined }) {
  if (amount === undefined) return <span>{copy.common.priceUnknown}</span>;
  // "Rp" and the amount are one word to the reader: a narrow column must not part them.
  return <data value={String(amount)} style={{ whiteSpace: 'nowrap' }}>{formatRupiah(amount)}</data>;
}
