// @ts-check
// The paged, filtered exhibitor list (x-assumed in sdk/openapi.yaml): exhibitors in id order
// with their descriptions and their products' ids and names, so the app can search a large fair
// by what is sold without opening every exhibitor. Filters: hall and category (exact), q (words
// found in the name, booth code or a product name, ignoring case and accents).
import { HttpError } from './http.mjs';

export const DEFAULT_PER_PAGE = 100;
export const MAX_PER_PAGE = 1000;

/** @param {URLSearchParams} query @param {string} name @param {number} fallback @param {number} max */
function positiveQuery(query, name, fallback, max) {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new HttpError(400, `Parameter ${name} harus berupa angka 1–${max}.`);
  return Number(raw);
}

/** Letters NFKD does not take apart. @type {Record<string, string>} */
const LETTERS = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

/** Lower case without accents (Øresund → oresund). @param {string} text */
const folded = (text) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[øłđßæœı]/g, (letter) => LETTERS[letter] ?? letter);

/**
 * @param {{ exhibitors: import('./data.mjs').DemoData['exhibitors'], products: import('./data.mjs').DemoData['products'] }} data
 * @param {URLSearchParams} query
 */
export function exhibitorPage(data, query) {
  const page = positiveQuery(query, 'page', 1, 1_000_000);
  const perPage = positiveQuery(query, 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const hall = query.get('hall') || null;
  const category = query.get('category') || null;
  const words = folded(query.get('q') ?? '').split(/\s+/).filter(Boolean);
  /** @type {Map<number, { id: number, name: string }[]>} */
  const productsOf = new Map();
  for (const product of data.products) {
    const list = productsOf.get(product.exhibitor_id) ?? [];
    list.push({ id: product.id, name: product.name });
    productsOf.set(product.exhibitor_id, list);
  }
  const matching = data.exhibitors
    .filter((e) => (hall === null || e.hall === hall) && (category === null || e.category === category))
    .map(({ id, name, booth_code, logo_url, category: kind, hall: where, description }) => ({ id, name, booth_code, logo_url, category: kind, hall: where, description, products: productsOf.get(id) ?? [] }))
    .filter((e) => {
      if (words.length === 0) return true;
      const text = folded([e.name, e.booth_code, ...e.products.map((p) => p.name)].join(' '));
      return words.every((word) => text.includes(word));
    });
  return { items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, page, per_page: perPage };
}
