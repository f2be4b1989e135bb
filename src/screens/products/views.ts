// What Produk shows is held in its URL, so every result has its own address and Back works:
//   /products?q=genset&hall=Hall+B&category=…   the search and filters (the list or the results)
//   /products?exhibitor=3  /products?booth=A-05  one exhibitor (by number or booth code)
//   /products?product=301&exhibitor=3             a product (Back goes to its exhibitor)
//   /products?merchandise=1                       one merchandise item

import { BOOTH_CODE, boothOfSearch, exhibitorOfSearch, MAX_QUERY_LENGTH, normaliseBoothCode, positiveInteger } from '../../lib/booth';
import { exhibitorByCodeRead, exhibitorRead } from '../../data/catalogue';

export { MAX_QUERY_LENGTH, normaliseBoothCode };

export type ExhibitorLookup = { by: 'id'; id: number } | { by: 'code'; code: string };

/** The read of the exhibitor a lookup names: by number, or by booth code. */
export const exhibitorReadOf = (lookup: ExhibitorLookup) => (lookup.by === 'id' ? exhibitorRead(lookup.id) : exhibitorByCodeRead(lookup.code));

export type CatalogueView =
  | { type: 'list' }
  | { type: 'exhibitor'; lookup: ExhibitorLookup }
  | { type: 'product'; id: number; back: CatalogueView }
  | { type: 'merchandise'; id: number };

/** The search and filters; '' is "not set". */
export interface CatalogueQuery { q: string; hall: string; category: string }

export const EMPTY_QUERY: CatalogueQuery = { q: '', hall: '', category: '' };
export const PRODUCTS_PATH = '/products';

/** What the visitor typed into the find field: digits are an exhibitor number, anything else a booth code. */
export function lookupFromInput(input: string): ExhibitorLookup | null {
  const text = input.trim();
  if (text === '') return null;
  const id = positiveInteger(text);
  return id !== null ? { by: 'id', id } : { by: 'code', code: normaliseBoothCode(text) };
}

/**
 * Booths near an unknown code, from the directory loaded so far: the same hall's nearest
 * numbers first, then the same number in other halls ("B-99" → B-98, B-101, … then A-99).
 */
export function nearBooths<T extends { booth_code: string }>(code: string, directory: readonly T[], limit = 3): T[] {
  const wanted = BOOTH_CODE.exec(code);
  if (!wanted) return [];
  const [, hall, digits] = wanted;
  const number = Number(digits);
  const scored: { item: T; score: number }[] = [];
  for (const item of directory) {
    const parts = BOOTH_CODE.exec(item.booth_code.toUpperCase());
    if (!parts) continue;
    const distance = Math.abs(Number(parts[2]) - number);
    if (parts[1] === hall) scored.push({ item, score: distance });
    else if (distance === 0) scored.push({ item, score: 1e6 });
  }
  return scored.sort((a, b) => a.score - b.score).slice(0, limit).map(({ item }) => item);
}

export function viewFromSearch(search: string): CatalogueView {
  const params = new URLSearchParams(search);
  const exhibitor = positiveInteger(params.get('exhibitor'));
  const product = positiveInteger(params.get('product'));
  if (product !== null) return { type: 'product', id: product, back: exhibitor !== null ? { type: 'exhibitor', lookup: { by: 'id', id: exhibitor } } : { type: 'list' } };
  const byNumber = exhibitorOfSearch(search);
  if (byNumber !== null) return { type: 'exhibitor', lookup: { by: 'id', id: byNumber } };
  const booth = boothOfSearch(search);
  if (booth) return { type: 'exhibitor', lookup: { by: 'code', code: booth } };
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

/**
 * The address of a view. Every view keeps the current search and filters, so a result opened
 * from a search returns to the same results ("Kembali ke daftar", Back) with the query.
 */
export function viewHref(view: CatalogueView, query: CatalogueQuery = EMPTY_QUERY): string {
  const kept: [string, string][] = [['q', query.q], ['hall', query.hall], ['category', query.category]];
  switch (view.type) {
    case 'list':
      return listHref(query);
    case 'exhibitor':
      return withParams([view.lookup.by === 'id' ? ['exhibitor', view.lookup.id] : ['booth', view.lookup.code], ...kept]);
    case 'product':
      return withParams([['product', view.id], ['exhibitor', view.back.type === 'exhibitor' && view.back.lookup.by === 'id' ? view.back.lookup.id : ''], ...kept]);
    case 'merchandise':
      return withParams([['merchandise', view.id], ...kept]);
  }
}

