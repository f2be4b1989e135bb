// What the exhibitor tab shows: the list, one exhibitor (by id or booth code), or one product.
// Deep links from other screens use the query: ?exhibitor=3, ?booth=A-05, ?product=101.

export type ExhibitorLookup = { by: 'id'; id: number } | { by: 'code'; code: string };

export type CatalogueView =
  | { type: 'list' }
  | { type: 'exhibitor'; lookup: ExhibitorLookup }
  | { type: 'product'; id: number; back: CatalogueView };

const positiveInteger = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value > 0 ? value : null;
};

/** What the visitor typed into the find field: digits are an exhibitor number, anything else a booth code. */
export function lookupFromInput(input: string): ExhibitorLookup | null {
  const text = input.trim();
  if (text === '') return null;
  const id = positiveInteger(text);
  return id !== null ? { by: 'id', id } : { by: 'code', code: text.toUpperCase() };
}

export function viewFromSearch(search: string): CatalogueView {
  const params = new URLSearchParams(search);
  const product = positiveInteger(params.get('product'));
  if (product !== null) {
    params.delete('product');
    return { type: 'product', id: product, back: viewFromSearch(params.toString()) };
  }
  const exhibitor = positiveInteger(params.get('exhibitor'));
  if (exhibitor !== null) return { type: 'exhibitor', lookup: { by: 'id', id: exhibitor } };
  const booth = params.get('booth')?.trim();
  if (booth) return { type: 'exhibitor', lookup: { by: 'code', code: booth.toUpperCase() } };
  return { type: 'list' };
}

/**
 * The query that shows a view: every view has its own address, so Back returns to the view
 * before it (a product keeps the exhibitor it was opened from, for its own back button).
 */
export function searchFromView(view: CatalogueView): string {
  const params = new URLSearchParams();
  const add = (shown: CatalogueView) => {
    if (shown.type === 'product') {
      params.set('product', String(shown.id));
      add(shown.back);
    } else if (shown.type === 'exhibitor') {
      if (shown.lookup.by === 'id') params.set('exhibitor', String(shown.lookup.id));
      else params.set('booth', shown.lookup.code);
    }
  };
  add(view);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export const lookupKey = (lookup: ExhibitorLookup) => (lookup.by === 'id' ? `id:${lookup.id}` : `code:${lookup.code}`);
