// Search over exhibitors, their products and the merchandise (MiniSearch; why this library:
// docs/search.md), by name and by what is sold: an exhibitor is found by its products' names,
// its description and its category, a product by its name and its category. Forgiving the way
// visitors type: case and accents do not matter (Müller = muller, ł = l), extra spaces do not
// matter and two words may be run together ("sinarbaja", "bubutcnc"), words may be cut short
// ("gens"), a word of 4–7 letters may have one typo and a longer word two (looked for when the
// query as typed finds nothing), a company's legal form (PT, CV, Tbk…) is not needed, and the
// English words of the trade find what is sold under its Indonesian ones (./searchWords.ts).
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { compareText, fold, words, WORD_SPLIT } from '../../lib/text';
import type { Catalogue } from './catalogue';
import { matchesFilters, type CatalogueFilters } from './filters';
import { ENGLISH_WORDS } from './searchWords';

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

/** A document as indexed: what a result shows, and the text it is found by besides its name. */
export interface IndexedDoc extends SearchDoc {
  /** Exhibitors: their products' names and their description. Products: their description, if sent. */
  sells: string;
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

/** A word as indexed: itself and, for a word of the trade, its English ("pompa" → pompa, pump, pumps). */
const indexedTerms = (term: string) => {
  const folded = searchable(term);
  if (folded === null) return null;
  const english = ENGLISH_WORDS[folded];
  return english ? [folded, ...english] : folded;
};

/** Typos forgiven per word: none up to 3 letters, one up to 7, then two. */
export function typosAllowed(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 7 ? 1 : 2;
}

export function documentsOf(catalogue: Pick<Catalogue, 'exhibitors' | 'merchandise'>): IndexedDoc[] {
  const docs: IndexedDoc[] = [];
  for (const exhibitor of catalogue.exhibitors) {
    const sells = [...exhibitor.products.map((product) => product.name), exhibitor.description ?? ''].join(' ');
    docs.push({ key: `e:${exhibitor.id}`, kind: 'exhibitor', id: exhibitor.id, name: exhibitor.name, detail: exhibitor.booth_code, exhibitorId: null, hall: exhibitor.hall, category: exhibitor.category, sells });
    for (const product of exhibitor.products) {
      docs.push({ key: `p:${product.id}`, kind: 'product', id: product.id, name: product.name, detail: exhibitor.name, exhibitorId: exhibitor.id, hall: exhibitor.hall, category: exhibitor.category, sells: '' });
    }
  }
  for (const item of catalogue.merchandise) {
    docs.push({ key: `m:${item.id}`, kind: 'merchandise', id: item.id, name: item.name ?? '', detail: '', exhibitorId: null, hall: '', category: '', sells: '' });
  }
  return docs;
}

/**
 * The index with its documents by key. Results are read from the documents themselves, not
 * from fields stored in the index: storing eight fields per document was most of the indexing's
 * time on a large fair.
 */
export interface CatalogueIndex {
  search: MiniSearch<IndexedDoc>;
  docs: Map<string, IndexedDoc>;
}

/** Where a word is found, and how much a match there counts. */
const FIELDS = ['name', 'code', 'category', 'sells'] as const;
const BOOST = { name: 3, code: 3, category: 1, sells: 1 };

function createIndex(): CatalogueIndex {
  const search = new MiniSearch<IndexedDoc>({
    idField: 'key',
    fields: [...FIELDS],
    storeFields: [],
    extractField: (doc, field) => {
      if (field === 'code') return doc.kind === 'exhibitor' ? `${doc.detail} ${doc.detail.replace(WORD_SPLIT, '')}` : '';
      if (field === 'key') return doc.key;
      return doc[field as 'name' | 'category' | 'sells'];
    },
    tokenize: (text) => text.split(WORD_SPLIT),
    processTerm: indexedTerms,
  });
  return { search, docs: new Map() };
}

function add(index: CatalogueIndex, doc: IndexedDoc) {
  index.docs.set(doc.key, doc);
  index.search.add(doc);
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
export async function buildIndex(docs: IndexedDoc[]): Promise<CatalogueIndex> {
  const index = createIndex();
  await addInChunks(index, docs);
  return index;
}

/** An empty index to add to as the catalogue's pages arrive (`addInChunks`). */
export const emptyIndex = createIndex;

/** Adds documents a time slice (INDEX_SLICE_MS) at a time, between other tasks. */
export async function addInChunks(index: CatalogueIndex, docs: IndexedDoc[], now: () => number = () => performance.now()): Promise<void> {
  let sliceStart = now();
  for (const doc of docs) {
    add(index, doc);
    if (now() - sliceStart >= INDEX_SLICE_MS) {
      await nextTask();
      sliceStart = now();
    }
  }
}

/** The same index at once (tests, stories and small fairs). */
export function buildIndexNow(docs: IndexedDoc[]): CatalogueIndex {
  const index = createIndex();
  for (const doc of docs) add(index, doc);
  return index;
}

/**
 * Everything whose name, or what it sells, matches every word of the query (or the words run
 * together), best first, grouped by kind. A hall or category filter keeps only exhibitors and
 * products there (merchandise has neither).
 */
export function searchCatalogue(index: CatalogueIndex, query: string, filters: CatalogueFilters): GroupedResults {
  const grouped: GroupedResults = { exhibitor: [], product: [], merchandise: [] };
  const queryWords = words(query).filter((word) => searchable(word) !== null);
  if (queryWords.length === 0) return grouped;
  const docOf = (result: SearchResult) => index.docs.get(result.id as string)!;
  const filter = (result: SearchResult) => matchesFilters(docOf(result), filters);
  // What was typed is looked up as typed: only the index knows the English of its words.
  const options: SearchOptions = { fields: [...FIELDS], combineWith: 'AND', filter, boost: BOOST, maxFuzzy: 2, processTerm: searchable };
  const prefix = (term: string) => term.length >= 2;
  const find = (text: string, fuzzy?: SearchOptions['fuzzy']) => index.search.search(text, fuzzy ? { ...options, prefix, fuzzy } : { ...options, prefix });
  // As typed first (cheap); typos are looked for only when that finds nothing, since a fuzzy
  // search over a large fair costs several times more.
  let hits = find(queryWords.join(' '));
  if (hits.length === 0) hits = find(queryWords.join(' '), typosAllowed);
  if (hits.length === 0) {
    // Two words run together ("sinarbaja"): the first split that finds something, without typos.
    for (const [at, word] of queryWords.entries()) {
      if (word.length < 5) continue;
      for (let cut = 2; cut <= word.length - 2 && hits.length === 0; cut += 1) {
        hits = find([...queryWords.slice(0, at), word.slice(0, cut), word.slice(cut), ...queryWords.slice(at + 1)].join(' '));
      }
      if (hits.length > 0) break;
    }
  }
  const ranked = hits.map((hit) => ({ doc: docOf(hit), score: hit.score })).sort((a, b) => b.score - a.score || compareText(a.doc.name, b.doc.name));
  for (const { doc } of ranked) {
    grouped[doc.kind].push({ key: doc.key, kind: doc.kind, id: doc.id, name: doc.name, detail: doc.detail, exhibitorId: doc.exhibitorId, hall: doc.hall, category: doc.category });
  }
  return grouped;
}
