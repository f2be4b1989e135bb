// Search by name over exhibitors, their products and the merchandise (MiniSearch; why this
// library: docs/search.md). Forgiving the way visitors type: case and accents do not matter
// (Müller = muller, ł = l), words may be run together or split ("sinarbaja", "bubut cnc"),
// the last word may be a prefix ("gens"), and a word of 4+ letters may have a typo (5+: two).
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Catalogue } from './catalogue';

export type ResultKind = 'exhibitor' | 'product' | 'merchandise';

export interface SearchDoc {
  /** Unique across kinds: 'e:3', 'p:301', 'm:1'. */
  key: string;
  kind: ResultKind;
  id: number;
  name: string;
  /** Exhibitors: the booth code. Products: their exhibitor's name. */
  detail: string;
  /** Products: the exhibitor they belong to. */
  exhibitorId: number | null;
  hall: string;
  category: string;
}

export interface CatalogueFilters { hall: string; category: string }

export interface GroupedResults {
  exhibitor: SearchDoc[];
  product: SearchDoc[];
  merchandise: SearchDoc[];
}

/** Letters NFKD does not take apart. */
const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

/** Lower case without accents: the form both the index and a query are compared in. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłđßæœı]/g, (letter) => LETTERS[letter] ?? letter);
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const words = (text: string) => fold(text).split(WORD_SPLIT).filter(Boolean);

/** "PT Sinar Baja Presisi" → "ptsinarbajapresisi sinarbajapresisi bajapresisi": run-together words find it. */
function runTogether(text: string): string {
  const parts = words(text);
  const forms: string[] = [];
  for (let i = 0; i < parts.length - 1; i += 1) forms.push(parts.slice(i).join(''));
  return forms.join(' ');
}

/** Typos forgiven per word: none up to 3 letters, one up to 6, then two. */
export function typosAllowed(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 6 ? 1 : 2;
}

export function documentsOf(catalogue: Pick<Catalogue, 'exhibitors' | 'merchandise'>): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const exhibitor of catalogue.exhibitors) {
    docs.push({ key: `e:${exhibitor.id}`, kind: 'exhibitor', id: exhibitor.id, name: exhibitor.name, detail: exhibitor.booth_code, exhibitorId: null, hall: exhibitor.hall, category: exhibitor.category });
    for (const product of exhibitor.products) {
      docs.push({ key: `p:${product.id}`, kind: 'product', id: product.id, name: product.name, detail: exhibitor.name, exhibitorId: exhibitor.id, hall: exhibitor.hall, category: exhibitor.category });
    }
  }
  for (const item of catalogue.merchandise) {
    docs.push({ key: `m:${item.id}`, kind: 'merchandise', id: item.id, name: item.name, detail: '', exhibitorId: null, hall: '', category: '' });
  }
  return docs;
}

export type CatalogueIndex = MiniSearch<SearchDoc>;

function createIndex(): CatalogueIndex {
  return new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['name', 'code', 'joined'],
    storeFields: ['key', 'kind', 'id', 'name', 'detail', 'exhibitorId', 'hall', 'category'],
    extractField: (doc, field) => {
      if (field === 'code') return doc.kind === 'exhibitor' ? `${doc.detail} ${doc.detail.replace(WORD_SPLIT, '')}` : '';
      if (field === 'joined') return runTogether(doc.name);
      return (doc as unknown as Record<string, string>)[field] ?? '';
    },
    tokenize: (text) => text.split(WORD_SPLIT),
    processTerm: (term) => fold(term) || null,
  });
}

/** Documents per chunk: each chunk is one short task, so typing and scrolling stay responsive. */
export const INDEX_CHUNK = 400;

/** Builds the index in chunks between other tasks (MiniSearch's addAllAsync). */
export async function buildIndex(docs: SearchDoc[]): Promise<CatalogueIndex> {
  const index = createIndex();
  await index.addAllAsync(docs, { chunkSize: INDEX_CHUNK });
  return index;
}

/** The same index at once (tests, stories and small fairs). */
export function buildIndexNow(docs: SearchDoc[]): CatalogueIndex {
  const index = createIndex();
  index.addAll(docs);
  return index;
}

const matchesFilters = (doc: Pick<SearchDoc, 'hall' | 'category'>, filters: CatalogueFilters) =>
  (filters.hall === '' || doc.hall === filters.hall) && (filters.category === '' || doc.category === filters.category);

const asDoc = (result: SearchResult) => result as unknown as SearchDoc & { score: number };

/**
 * Everything whose name matches every word of the query (or the words run together), best
 * first, grouped by kind. A hall or category filter keeps only exhibitors and products there
 * (merchandise has neither).
 */
export function searchCatalogue(index: CatalogueIndex, query: string, filters: CatalogueFilters): GroupedResults {
  const grouped: GroupedResults = { exhibitor: [], product: [], merchandise: [] };
  const queryWords = words(query);
  if (queryWords.length === 0) return grouped;
  const filter = (result: SearchResult) => matchesFilters(asDoc(result), filters);
  const fuzzy = (term: string) => typosAllowed(term);
  const byWords = index.search(queryWords.join(' '), { fields: ['name', 'code'], combineWith: 'AND', prefix: true, fuzzy, filter, boost: { name: 2 } });
  const joined = queryWords.join('');
  const runTogetherHits = joined.length >= 4 ? index.search(joined, { fields: ['joined', 'code'], prefix: true, fuzzy, filter }) : [];
  const best = new Map<string, SearchDoc & { score: number }>();
  for (const hit of [...byWords, ...runTogetherHits].map(asDoc)) {
    const known = best.get(hit.key);
    if (!known || known.score < hit.score) best.set(hit.key, hit);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'id'));
  for (const hit of ranked) {
    const { score: _score, ...doc } = hit;
    grouped[hit.kind].push({ key: doc.key, kind: doc.kind, id: doc.id, name: doc.name, detail: doc.detail, exhibitorId: doc.exhibitorId, hall: doc.hall, category: doc.category });
  }
  return grouped;
}

/** Exhibitors in one hall and/or category, in list order (filters without a query). */
export function filterExhibitors<T extends { hall: string; category: string }>(exhibitors: readonly T[], filters: CatalogueFilters): T[] {
  return exhibitors.filter((exhibitor) => matchesFilters(exhibitor, filters));
}

/** The halls and categories a fair has, for the filter menus (sorted, each once). */
export function filterChoices(exhibitors: readonly { hall: string; category: string }[]): { halls: string[]; categories: string[] } {
  const halls = new Set<string>();
  const categories = new Set<string>();
  for (const exhibitor of exhibitors) {
    if (exhibitor.hall) halls.add(exhibitor.hall);
    if (exhibitor.category) categories.add(exhibitor.category);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b, 'id'));
  return { halls: sorted(halls), categories: sorted(categories) };
}
