// Search by name over exhibitors, their products and the merchandise (MiniSearch; why this
// library: docs/search.md). Forgiving the way visitors type: case and accents do not matter
// (Müller = muller, ł = l), extra spaces do not matter and two words may be run together
// ("sinarbaja", "bubutcnc"), words may be cut short ("gens"), a word of 4–7 letters may have
// one typo and a longer word two (looked for when the query as typed finds nothing), and a
// company's legal form (PT, CV, Tbk…) is not needed.
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { compareText, fold, words, WORD_SPLIT } from '../../lib/text';
import type { Catalogue } from './catalogue';
import { matchesFilters, type CatalogueFilters } from './filters';

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

export interface GroupedResults {
  exhibitor: SearchDoc[];
  product: SearchDoc[];
  merchandise: SearchDoc[];
}


/** Legal forms: nearly every exhibitor has one, so they would only slow the search down. */
const LEGAL_FORMS = new Set(['pt', 'cv', 'ud', 'tbk', 'persero', 'gmbh', 'ag', 'ltd', 'ltda', 'sro', 'as', 'co', 'inc']);

const searchable = (term: string) => {
  const folded = fold(term);
  return folded === '' || LEGAL_FORMS.has(folded) ? null : folded;
};

/** Typos forgiven per word: none up to 3 letters, one up to 7, then two. */
export function typosAllowed(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 7 ? 1 : 2;
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
    docs.push({ key: `m:${item.id}`, kind: 'merchandise', id: item.id, name: item.name ?? '', detail: '', exhibitorId: null, hall: '', category: '' });
  }
  return docs;
}

export type CatalogueIndex = MiniSearch<SearchDoc>;

function createIndex(): CatalogueIndex {
  return new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['name', 'code'],
    storeFields: ['key', 'kind', 'id', 'name', 'detail', 'exhibitorId', 'hall', 'category'],
    extractField: (doc, field) => {
      if (field === 'code') return doc.kind === 'exhibitor' ? `${doc.detail} ${doc.detail.replace(WORD_SPLIT, '')}` : '';
      // Stored as it is: an exhibitor's or merchandise item's `exhibitorId` stays null (`?? ''`
      // made it '' in every result), and `name`, the other indexed field, is always text.
      return (doc as unknown as Record<string, unknown>)[field];
    },
    tokenize: (text) => text.split(WORD_SPLIT),
    processTerm: searchable,
  });
}

/**
 * How long indexing runs before it gives the main thread back. Counted in time, not documents: a
 * fixed number of documents took 50–130 ms a task on a slow phone with 5,000 exhibitors (long
 * tasks a tap waited behind); a slice this short keeps every task of it far under 50 ms.
 */
export const INDEX_SLICE_MS = 8;

/**
 * Until the next task, so that a frame, a tap or a keystroke comes first. A message, not a
 * timer: nested zero-delay timers are clamped to 4 ms each, which would double the indexing's
 * length in slices this short.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Builds the index a time slice at a time, between other tasks. */
export async function buildIndex(docs: SearchDoc[]): Promise<CatalogueIndex> {
  const index = createIndex();
  await addInChunks(index, docs);
  return index;
}

/** An empty index to add to as the catalogue's pages arrive (`addInChunks`). */
export const emptyIndex = createIndex;

/** Adds documents a time slice (INDEX_SLICE_MS) at a time, between other tasks. */
export async function addInChunks(index: CatalogueIndex, docs: SearchDoc[], now: () => number = () => performance.now()): Promise<void> {
  let sliceStart = now();
  for (const doc of docs) {
    index.add(doc);
    if (now() - sliceStart >= INDEX_SLICE_MS) {
      await nextTask();
      sliceStart = now();
    }
  }
}

/** The same index at once (tests, stories and small fairs). */
export function buildIndexNow(docs: SearchDoc[]): CatalogueIndex {
  const index = createIndex();
  index.addAll(docs);
  return index;
}

const asDoc = (result: SearchResult) => result as unknown as SearchDoc & { score: number };

/**
 * Everything whose name matches every word of the query (or the words run together), best
 * first, grouped by kind. A hall or category filter keeps only exhibitors and products there
 * (merchandise has neither).
 */
export function searchCatalogue(index: CatalogueIndex, query: string, filters: CatalogueFilters): GroupedResults {
  const grouped: GroupedResults = { exhibitor: [], product: [], merchandise: [] };
  const queryWords = words(query).filter((word) => searchable(word) !== null);
  if (queryWords.length === 0) return grouped;
  const filter = (result: SearchResult) => matchesFilters(asDoc(result), filters);
  const options: SearchOptions = { fields: ['name', 'code'], combineWith: 'AND', filter, boost: { name: 2 }, maxFuzzy: 2 };
  const prefix = (term: string) => term.length >= 2;
  // As typed first (cheap); typos are looked for only when that finds nothing, since a fuzzy
  // search over a large fair costs several times more.
  let hits = index.search(queryWords.join(' '), { ...options, prefix });
  if (hits.length === 0) hits = index.search(queryWords.join(' '), { ...options, prefix, fuzzy: typosAllowed });
  if (hits.length === 0) {
    // Two words run together ("sinarbaja"): the first split that finds something, without typos.
    for (const [at, word] of queryWords.entries()) {
      if (word.length < 5) continue;
      for (let cut = 2; cut <= word.length - 2 && hits.length === 0; cut += 1) {
        const split = [...queryWords.slice(0, at), word.slice(0, cut), word.slice(cut), ...queryWords.slice(at + 1)];
        hits = index.search(split.join(' '), { ...options, prefix });
      }
      if (hits.length > 0) break;
    }
  }
  const best = new Map<string, SearchDoc & { score: number }>();
  for (const hit of hits.map(asDoc)) {
    const known = best.get(hit.key);
    if (!known || known.score < hit.score) best.set(hit.key, hit);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || compareText(a.name, b.name));
  for (const hit of ranked) {
    const { score: _score, ...doc } = hit;
    grouped[hit.kind].push({ key: doc.key, kind: doc.kind, id: doc.id, name: doc.name, detail: doc.detail, exhibitorId: doc.exhibitorId, hall: doc.hall, category: doc.category });
  }
  return grouped;
}
