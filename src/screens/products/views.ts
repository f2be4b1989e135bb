// What Produk shows is held in its URL, so every result has its own address and Back works:
//   /products?q=genset&hall=Hall+B&category=…   the search and filters (the list or the results)
//   /products?exhibitor=3  /products?booth=A-05  one exhibitor (by number or booth code)
//   /products?product=301&exhibitor=3             a product (Back goes to its exhibitor)
//   /products?merchandise=1                       one merchandise item

export type ExhibitorLookup = { by: 'id'; id: number } | { by: 'code'; code: string };

export type CatalogueView =
  | { type: 'list' }
  | { type: 'exhibitor'; lookup: ExhibitorLookup }
  | { type: 'product'; id: number; back: CatalogueView }
  | { type: 'merchandise'; id: number };

/** The search and filters; '' is "not set". */
export interface CatalogueQuery { q: string; hall: string; category: string }

export const EMPTY_QUERY: CatalogueQuery = { q: '', hall: '', category: '' };
/** Longer text in the URL is cut: no name is this long. */
export const MAX_QUERY_LENGTH = 100;

export const PRODUCTS_PATH = '/products';

const positiveInteger = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
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
  const exhibitor = positiveInteger(params.get('exhibitor'));
  const product = positiveInteger(params.get('product'));
  if (product !== null) return { type: 'product', id: product, back: exhibitor !== null ? { type: 'exhibitor', lookup: { by: 'id', id: exhibitor } } : { type: 'list' } };
  if (exhibitor !== null) return { type: 'exhibitor', lookup: { by: 'id', id: exhibitor } };
  const booth = params.get('booth')?.trim();
  if (booth) return { type: 'exhibitor', lookup: { by: 'code', code: booth.toUpperCase().slice(0, MAX_QUERY_LENGTH) } };
  const merchandise = positiveInteger(params.get('merchandise'));
  if (merchandise !== null) return { type: 'merchandise', id: merchandise };
  return { type: 'list' };
}

const textParam = (params: URLSearchParams, name: string) => (params.get(name) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);

export function queryFromSearch(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  return { q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), hall: textParam(params, 'hall'), category: textParam(params, 'category') };
}

export const hasQuery = (query: CatalogueQuery) => query.q.trim() !== '' || query.hall !== '' || query.category !== '';

function withParams(entries: [string, string | number][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${PRODUCTS_PATH}?${search}` : PRODUCTS_PATH;
}

/** The address of the list or results for this search and these filters. */
export function listHref(query: CatalogueQuery): string {
  return withParams([['q', query.q], ['hall', query.hall], ['category', query.category]]);
}

/** The address of a view; the list keeps the current search and filters. */
export function viewHref(view: CatalogueView, query: CatalogueQuery = EMPTY_QUERY): string {
  switch (view.type) {
    case 'list':
      return listHref(query);
    case 'exhibitor':
      return view.lookup.by === 'id' ? withParams([['exhibitor', view.lookup.id]]) : withParams([['booth', view.lookup.code]]);
    case 'product':
      return withParams([['product', view.id], ['exhibitor', view.back.type === 'exhibitor' && view.back.lookup.by === 'id' ? view.back.lookup.id : '']]);
    case 'merchandise':
      return withParams([['merchandise', view.id]]);
  }
}

export const lookupKey = (lookup: ExhibitorLookup) => (lookup.by === 'id' ? `id:${lookup.id}` : `code:${lookup.code}`);
