// Produk's search (by name and by what is sold) and its hall/category filters, and the grouped results. The query and
// filters live in the URL (views.ts); the index is built in chunks once the catalogue is in, and
// the results follow the typing at React's lower priority (useDeferredValue), so keys never wait.
// The index's code (./searchIndex.ts with its library, MiniSearch) is fetched then too, not with
// the screen: a visitor arriving at Produk waits for none of it.
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { copy } from '../../copy';
import { products as productsCopy } from '../../copy/products';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Meta, Section } from '../../components/Section';
import { TextField } from '../../components/TextField';
import { media } from '../../theme';
import type { Catalogue, CatalogueExhibitor } from './catalogue';
import { filterChoices, filterExhibitors, type CatalogueFilters } from './filters';
import type { CatalogueIndex, GroupedResults, ResultKind, SearchDoc } from './searchIndex';
import { VirtualList } from './VirtualList';
import { hasQuery, viewHref, type CatalogueQuery } from './views';

/** On a phone the two filters share a row under the search field, so results start within the first screen. */
const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  > :first-child { grid-column: 1 / -1; }
  ${media.wide} { grid-template-columns: 2fr 1fr 1fr; align-items: start; > :first-child { grid-column: auto; } }
`;

const SelectField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 2px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const ResultLink = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-decoration: none;
  color: inherit;
  strong { color: ${({ theme }) => theme.color.brand}; overflow-wrap: anywhere; }
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

/** A search over the whole catalogue, within the filters. */
export type CatalogueSearch = (query: string, filters: CatalogueFilters) => GroupedResults;

/** The index's code and one index being built with it. */
interface Searcher {
  module: typeof import('./searchIndex');
  index: CatalogueIndex;
}

/** The index being built for one list of exhibitors, and how much of the list it has been given. */
interface Building {
  exhibitorList: CatalogueExhibitor[];
  exhibitors: number;
  merchandise: boolean;
  /** The additions so far, one after another; each hands the searcher on. */
  work: Promise<Searcher>;
}

/**
 * The search over the catalogue, or null until every exhibitor and the merchandise are in its
 * index. Each page of exhibitors is indexed as it arrives (in chunks), so indexing overlaps the
 * download instead of following it.
 */
export function useCatalogueSearch(catalogue: Catalogue | null): CatalogueSearch | null {
  const [ready, setReady] = useState<CatalogueSearch | null>(null);
  const building = useRef<Building | null>(null);
  useEffect(() => {
    if (!catalogue) return;
    let current = building.current;
    // A new list (not a longer one: a retry or another fair) starts a new index.
    if (!current || catalogue.exhibitors.length < current.exhibitors || catalogue.exhibitors[0] !== current.exhibitorList[0]) {
      const work = import('./searchIndex').then((module) => ({ module, index: module.emptyIndex() }));
      current = { exhibitorList: catalogue.exhibitors, exhibitors: 0, merchandise: false, work };
      building.current = current;
      setReady(null);
    }
    const target = current;
    const fresh = catalogue.exhibitors.slice(target.exhibitors);
    target.exhibitors = catalogue.exhibitors.length;
    target.exhibitorList = catalogue.exhibitors;
    const addMerchandise = catalogue.complete && !target.merchandise;
    if (addMerchandise) target.merchandise = true;
    const merchandise = addMerchandise ? catalogue.merchandise : [];
    target.work = target.work.then(async (searcher) => {
      await searcher.module.addInChunks(searcher.index, searcher.module.documentsOf({ exhibitors: fresh, merchandise }));
      return searcher;
    });
    target.work.then(
      ({ module, index }) => {
        // A transition: the screen renders its search in slices a tap or a frame can come between.
        if (catalogue.complete && building.current === target) startTransition(() => setReady(() => (query: string, filters: CatalogueFilters) => module.searchCatalogue(index, query, filters)));
      },
      () => {
        // Its code could not be fetched (offline before the service worker kept it): the next
        // catalogue (a retry, the network back) builds it again; the filters work meanwhile.
        if (building.current === target) building.current = null;
      },
    );
  }, [catalogue]);
  return catalogue?.complete ? ready : null;
}

export interface SearchPanelProps {
  query: CatalogueQuery;
  /** The halls and categories to offer (from the exhibitors loaded so far). */
  exhibitors: readonly CatalogueExhibitor[];
  onChange(query: CatalogueQuery): void;
}

export function SearchPanel({ query, exhibitors, onChange }: SearchPanelProps) {
  // The field keeps what was typed (spaces included); the URL is written from it.
  const [text, setText] = useState(query.q);
  useEffect(() => {
    // Back/forward moved the URL: show its search.
    setText((typed) => (typed.trim() === query.q.trim() ? typed : query.q));
  }, [query.q]);
  const choices = useMemo(() => filterChoices(exhibitors), [exhibitors]);
  const withCurrent = (list: string[], current: string) => (current && !list.includes(current) ? [current, ...list] : list);
  const select = (name: 'hall' | 'category') => (event: ChangeEvent<HTMLSelectElement>) => onChange({ ...query, q: text, [name]: event.target.value });
  return (
    <Section title={productsCopy.searchHeading}>
      <Controls role="search">
        <TextField
          type="search"
          label={productsCopy.searchLabel}
          hint={productsCopy.searchHint}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ ...query, q: event.target.value });
          }}
          autoComplete="off"
          enterKeyHint="search"
        />
        <SelectField>
          {productsCopy.hallFilter}
          <select value={query.hall} onChange={select('hall')}>
            <option value="">{productsCopy.allHalls}</option>
            {withCurrent(choices.halls, query.hall).map((hall) => <option key={hall} value={hall}>{hall}</option>)}
          </select>
        </SelectField>
        <SelectField>
          {productsCopy.categoryFilter}
          <select value={query.category} onChange={select('category')}>
            <option value="">{productsCopy.allCategories}</option>
            {withCurrent(choices.categories, query.category).map((category) => <option key={category} value={category}>{copy.home.categoryName(category)}</option>)}
          </select>
        </SelectField>
      </Controls>
    </Section>
  );
}

const GROUPS: ResultKind[] = ['exhibitor', 'product', 'merchandise'];

/** A result's address keeps the search, so the way back returns to these results. */
function resultHref(doc: SearchDoc, query: CatalogueQuery): string {
  switch (doc.kind) {
    case 'exhibitor':
      return viewHref({ type: 'exhibitor', lookup: { by: 'id', id: doc.id } }, query);
    case 'product':
      return viewHref({ type: 'product', id: doc.id, back: doc.exhibitorId === null ? { type: 'list' } : { type: 'exhibitor', lookup: { by: 'id', id: doc.exhibitorId } } }, query);
    case 'merchandise':
      return viewHref({ type: 'merchandise', id: doc.id }, query);
  }
}

function resultMeta(doc: SearchDoc): string {
  if (doc.kind === 'exhibitor') return [productsCopy.booth(doc.detail, doc.hall), doc.category && copy.home.categoryName(doc.category)].filter(Boolean).join(' · ');
  if (doc.kind === 'product') return productsCopy.productOf(doc.detail);
  return productsCopy.resultsGroup.merchandise;
}

export function ResultItem({ doc, query }: { doc: SearchDoc; query: CatalogueQuery }) {
  return (
    <ResultLink href={resultHref(doc, query)}>
      <strong>{doc.name}</strong>
      <Meta>{resultMeta(doc)}</Meta>
    </ResultLink>
  );
}

/** What the results show for a query: grouped search hits, or the filtered exhibitors when only filters are set (null: not yet). */
export function resultsFor(catalogue: Catalogue, search: CatalogueSearch | null, query: CatalogueQuery): GroupedResults | null {
  const filters = { hall: query.hall, category: query.category };
  // The deferred query of the first keystroke is still the empty one: nothing to list yet.
  if (!hasQuery(query)) return null;
  if (query.q.trim() === '') {
    const exhibitor = filterExhibitors(catalogue.exhibitors, filters).map((e): SearchDoc => ({ key: `e:${e.id}`, kind: 'exhibitor', id: e.id, name: e.name, detail: e.booth_code, exhibitorId: null, hall: e.hall, category: e.category }));
    return { exhibitor, product: [], merchandise: [] };
  }
  return search ? search(query.q, filters) : null;
}

export interface SearchResultsProps {
  catalogue: Catalogue;
  search: CatalogueSearch | null;
  query: CatalogueQuery;
  /** Clears the hall and category filters. */
  onClearFilters(): void;
  /** Remembers scroll positions per search. */
  restoreKey: string;
}

export function SearchResults({ catalogue, search, query, onClearFilters, restoreKey }: SearchResultsProps) {
  const deferred = useDeferredValue(query);
  const results = useMemo(() => resultsFor(catalogue, search, deferred), [catalogue, search, deferred]);
  const filtered = query.hall !== '' || query.category !== '';
  if (!results) return <Section title={productsCopy.resultsHeading}><p role="status">{search || !hasQuery(deferred) ? '' : productsCopy.indexing}</p></Section>;
  const count = results.exhibitor.length + results.product.length + results.merchandise.length;
  return (
    // data-results-for: the query these results answer (the bench waits for the last keystroke's).
    <div data-results-for={deferred.q}>
    <Section title={productsCopy.resultsHeading}>
      <p role="status" aria-live="polite">{productsCopy.resultsSummary(count)}</p>
      {!catalogue.withProducts && deferred.q.trim() !== '' && <Meta>{productsCopy.productsNotSearchable}</Meta>}
      {count === 0 ? (
        <EmptyState
          title={productsCopy.noResultsTitle}
          description={[productsCopy.noResults(deferred.q.trim()), filtered ? productsCopy.noResultsFiltered : ''].filter(Boolean).join(' ')}
          action={filtered ? <Button variant="secondary" onClick={onClearFilters}>{productsCopy.clearFilters}</Button> : undefined}
        />
      ) : (
        GROUPS.filter((kind) => results[kind].length > 0).map((kind) => (
          <Group key={kind}>
            <h3>{productsCopy.resultsGroup[kind]} ({productsCopy.resultsCount(results[kind].length)})</h3>
            <VirtualList
              items={results[kind]}
              itemKey={(doc) => doc.key}
              renderItem={(doc) => <ResultItem doc={doc} query={query} />}
              estimateSize={88}
              columns={1}
              wideColumns={2}
              label={productsCopy.resultsGroup[kind]}
              restoreKey={`${restoreKey}:${kind}`}
            />
          </Group>
        ))
      )}
    </Section>
    </div>
  );
}
