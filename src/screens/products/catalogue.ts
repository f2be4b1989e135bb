// Everything Produk can search and list: the exhibitors (with their products' names when the
// platform offers the paged list) and the merchandise. The paged call is x-assumed; a platform
// without it answers 404 and the event answer's exhibitor list is used instead.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { ExhibitorListing, ExhibitorPage, ExhibitorSummary, Merchandise, PameranClient } from '@pameran/sdk';
import { EXHIBITOR_PAGE_SIZE } from '../../lib/paging';
import { asList } from '../../lib/asList';
import { isNotFound } from '../../lib/notFound';
import { readsOf } from '../../data/reads';
import { eventRead, exhibitorPageRead } from '../../data/catalogue';

export interface CatalogueProduct { id: number; name: string }

export interface CatalogueExhibitor {
  id: number;
  name: string;
  booth_code: string;
  hall: string;
  category: string;
  logo_url: string;
  /** What the exhibitor says it does (the paged list's; searched, not shown in the list). */
  description?: string;
  products: CatalogueProduct[];
}

export interface Catalogue {
  exhibitors: CatalogueExhibitor[];
  merchandise: Merchandise[];
  /** How many exhibitors the fair has (more than `exhibitors` while pages are still arriving). */
  total: number;
  /** Every page has arrived. */
  complete: boolean;
  /** The exhibitors carry their products (the paged call); the event answer's list does not. */
  withProducts: boolean;
}

/**
 * Exhibitors per request. Each answer is read and checked (the SDK's decoder) in one task: on a
 * slow phone a page of 500 took 150–180 ms, one of 200 stays under 100.
 */
export const PAGE_SIZE = EXHIBITOR_PAGE_SIZE;
/** Pages asked for at the same time after the first (a browser opens about six connections to one host). */
const PARALLEL_PAGES = 4;
/**
 * The list on screen grows at most this often while pages arrive (the first page and the whole
 * list at once): each growth lays the whole list out again, about 100 ms on a slow phone with
 * 5,000 exhibitors, so one per page of 200 would keep the phone busy the whole time.
 */
export const PROGRESS_EVERY_MS = 1_000;

/** Until the next task: pages that arrived together are taken one task each. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');

function fromListing(item: ExhibitorListing): CatalogueExhibitor {
  return {
    id: item.id, name: text(item.name), booth_code: text(item.booth_code), hall: text(item.hall), category: text(item.category), logo_url: text(item.logo_url),
    ...(typeof item.description === 'string' && item.description !== '' ? { description: item.description } : {}),
    products: asList(item.products).map((p) => ({ id: p.id, name: text(p.name) })),
  };
}

const fromSummary = (item: ExhibitorSummary): CatalogueExhibitor => fromListing({ ...item, products: [] });


/** Keeps the first of each id, in arrival order (a platform may repeat one across pages). */
function appendUnique(into: CatalogueExhibitor[], seen: Set<number>, items: CatalogueExhibitor[]) {
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    into.push(item);
  }
}

/**
 * Loads the exhibitors page by page, calling `onProgress` with everything so far after each
 * page; resolves with the whole list. Without the paged call: the event answer's list, once.
 */
export async function loadExhibitors(
  api: PameranClient,
  signal: AbortSignal,
  onProgress: (exhibitors: CatalogueExhibitor[], total: number, withProducts: boolean) => void,
): Promise<{ exhibitors: CatalogueExhibitor[]; withProducts: boolean }> {
  // Each page is a read of its own in the read store (shared, fresh, aborted with the screen);
  // putting the pages together as they arrive is this screen's.
  const reads = readsOf(api);
  const page = (page: number) => reads.load(exhibitorPageRead(page), signal);
  let first;
  try {
    first = await page(1);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const info = await reads.load(eventRead(), signal);
    const exhibitors: CatalogueExhibitor[] = [];
    appendUnique(exhibitors, new Set(), asList(info.exhibitors).map(fromSummary));
    onProgress(exhibitors, exhibitors.length, false);
    return { exhibitors, withProducts: false };
  }
  const exhibitors: CatalogueExhibitor[] = [];
  const seen = new Set<number>();
  appendUnique(exhibitors, seen, asList(first.items).map(fromListing));
  const firstCount = asList(first.items).length;
  const total = typeof first.total === 'number' && first.total >= firstCount ? first.total : undefined;
  onProgress(exhibitors.slice(), total ?? exhibitors.length, true);
  if (total !== undefined) {
    // PARALLEL_PAGES requests in flight, a new one as each ends; the pages join the list in order.
    const pages = Math.ceil(total / PAGE_SIZE);
    const answers: Promise<ExhibitorPage>[] = [];
    const ask = (next: number) => {
      if (next > pages) return;
      const answer = page(next);
      // Awaited in its turn; a failure before then must not count as unhandled.
      answer.catch(() => undefined);
      answers[next] = answer;
    };
    for (let next = 2; next < 2 + PARALLEL_PAGES; next += 1) ask(next);
    for (let next = 2; next <= pages; next += 1) {
      const answer = await answers[next]!;
      ask(next + PARALLEL_PAGES);
      appendUnique(exhibitors, seen, asList(answer.items).map(fromListing));
      onProgress(exhibitors.slice(), Math.max(total, exhibitors.length), true);
      await nextTask();
    }
  } else {
    // No total: ask for the next page until one comes back short.
    for (let next = 2, last = firstCount; last >= PAGE_SIZE; next += 1) {
      const answer = await page(next);
      last = asList(answer.items).length;
      appendUnique(exhibitors, seen, asList(answer.items).map(fromListing));
      onProgress(exhibitors.slice(), exhibitors.length, true);
    }
  }
  return { exhibitors, withProducts: true };
}

export type ExhibitorsState =
  | { status: 'loading' }
  | { status: 'failure'; error: Error; retry(): void }
  | { status: 'ready'; exhibitors: CatalogueExhibitor[]; total: number; complete: boolean; withProducts: boolean };

/**
 * The fair's exhibitors for the Produk screen, loaded once while it is open: the first page
 * shows as soon as it arrives, later pages are appended.
 */
export function useExhibitors(api: PameranClient): ExhibitorsState {
  const [state, setState] = useState<ExhibitorsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retryRef = useRef(() => setAttempt((n) => n + 1));
  useEffect(() => {
    const controller = new AbortController();
    // The same state kept on mount: a new object would render the screen again for nothing.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    // Each page renders the screen in a transition: in slices a tap or a frame can come between.
    const show = (next: ExhibitorsState) => {
      if (!controller.signal.aborted) startTransition(() => setState(next));
    };
    // The first page at once, then at most one growth per PROGRESS_EVERY_MS until the whole list.
    let shownAt = -Infinity;
    const progress = (exhibitors: CatalogueExhibitor[], total: number, withProducts: boolean) => {
      const now = Date.now();
      if (now - shownAt < PROGRESS_EVERY_MS) return;
      shownAt = now;
      show({ status: 'ready', exhibitors, total, withProducts, complete: false });
    };
    loadExhibitors(api, controller.signal, progress).then(
      ({ exhibitors, withProducts }) => show({ status: 'ready', exhibitors, total: exhibitors.length, withProducts, complete: true }),
      (error: unknown) => show({ status: 'failure', error: error instanceof Error ? error : new Error(String(error)), retry: retryRef.current }),
    );
    return () => controller.abort();
  }, [api, attempt]);
  return state;
}

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'failure'; error: Error; retry(): void }
  | { status: 'ready'; catalogue: Catalogue };

/** The exhibitors with the merchandise (null while loading; a failed merchandise load leaves it out). */
export function catalogueOf(exhibitors: ExhibitorsState, merchandise: readonly Merchandise[] | null): CatalogueState {
  if (exhibitors.status !== 'ready') return exhibitors;
  return {
    status: 'ready',
    catalogue: {
      exhibitors: exhibitors.exhibitors, merchandise: merchandise ? [...merchandise] : [], total: exhibitors.total,
      complete: exhibitors.complete && merchandise !== null, withProducts: exhibitors.withProducts,
    },
  };
}
