// What the floor plan screen derives from the plan and from its address: pure, so stories,
// tests and the screen share it.
import type { FloorPlan, FloorPlanBooth, FloorPlanHall } from '@pameran/sdk';
import { compareText } from '../../lib/text';
import { compareCodes } from './search';

/**
 * The screen's state lives in its address, so Back, reload and shared links all work:
 * /denah?booth=A-05 (the selected booth), &q=pompa (the search), &tampilan=daftar (the list
 * view), &ke=stan:D-11&dari=pintu:utara (a walking route's end and start). ?exhibitor=3 comes from screens that know an exhibitor but not its booth; the screen
 * turns it into ?booth= once the plan is there.
 */
export interface DenahAddress {
  booth: string | null;
  exhibitor: number | null;
  query: string;
  view: 'plan' | 'list';
  /** The walking route's end and start (`ke=stan:D-11`, `dari=pintu:utara`; wayfinding placeKey). */
  to: string | null;
  from: string | null;
}

export function addressFromSearch(search: string): DenahAddress {
  const params = new URLSearchParams(search);
  const booth = params.get('booth')?.trim().toUpperCase().slice(0, 20) || null;
  const exhibitorRaw = params.get('exhibitor')?.trim() ?? '';
  const exhibitor = /^\d{1,9}$/.test(exhibitorRaw) && Number(exhibitorRaw) > 0 ? Number(exhibitorRaw) : null;
  const place = (name: string) => params.get(name)?.trim().slice(0, 70) || null;
  return { booth, exhibitor, query: (params.get('q') ?? '').slice(0, 100), view: params.get('tampilan') === 'daftar' ? 'list' : 'plan', to: place('ke'), from: place('dari') };
}

export function searchFromAddress(address: DenahAddress): string {
  const params = new URLSearchParams();
  if (address.booth) params.set('booth', address.booth);
  else if (address.exhibitor) params.set('exhibitor', String(address.exhibitor));
  if (address.query) params.set('q', address.query);
  if (address.view === 'list') params.set('tampilan', 'daftar');
  if (address.to) params.set('ke', address.to);
  if (address.from) params.set('dari', address.from);
  const text = params.toString();
  return text ? `/denah?${text}` : '/denah';
}


export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARGIN = 2;

/** The plan's extent (every hall and booth) with a small margin: the SVG's viewBox. */
export function planBox(plan: Pick<FloorPlan, 'halls' | 'booths'>): Box {
  const shapes: Box[] = [...plan.halls, ...plan.booths];
  if (shapes.length === 0) return { x: 0, y: 0, width: 1, height: 1 };
  const left = Math.min(...shapes.map((s) => s.x));
  const top = Math.min(...shapes.map((s) => s.y));
  const right = Math.max(...shapes.map((s) => s.x + s.width));
  const bottom = Math.max(...shapes.map((s) => s.y + s.height));
  return { x: left - MARGIN, y: top - MARGIN, width: right - left + 2 * MARGIN, height: bottom - top + 2 * MARGIN };
}

/** Booths the plan can draw: a positive size. Others are left out rather than drawn wrong. */
export function drawableBooths(plan: FloorPlan): FloorPlanBooth[] {
  return plan.booths.filter((b) => b.width > 0 && b.height > 0).sort((a, b) => compareCodes(a.code, b.code));
}

export const hallLabel = (hall: FloorPlanHall | undefined, fallback: (id: string) => string, id: string) => hall?.name?.trim() || fallback(id);

/** Fills for categories: pale, so the dark booth code reads on them (WCAG AA), each with its own pattern too. */
export const CATEGORY_FILLS = ['#d6e6f5', '#fbe3b8', '#d4efd9', '#f3d6e4', '#e2dcf5', '#d9eeee', '#f6dcd0', '#e6e9c8'] as const;
export const CATEGORY_PATTERNS = ['none', 'stripes', 'dots', 'grid', 'waves', 'cross', 'bars', 'checks'] as const;
export type CategoryPattern = (typeof CATEGORY_PATTERNS)[number];

export interface CategoryStyle {
  category: string;
  fill: string;
  pattern: CategoryPattern;
  /** The SVG pattern's id ('' for none). */
  patternId: string;
}

/**
 * One fill and one pattern per category, in alphabetical order of the categories, so a
 * category looks the same on every visit and the pattern tells categories apart where colour
 * cannot (colour blindness, grey print). Beyond eight categories the pairs repeat, shifted.
 */
export function categoryStyles(booths: readonly FloorPlanBooth[]): Map<string, CategoryStyle> {
  const categories = [...new Set(booths.flatMap((b) => (b.exhibitor?.category ? [b.exhibitor.category] : [])))].sort(compareText);
  return new Map(
    categories.map((category, index) => {
      const pattern = CATEGORY_PATTERNS[(index + Math.floor(index / CATEGORY_PATTERNS.length)) % CATEGORY_PATTERNS.length]!;
      return [category, { category, fill: CATEGORY_FILLS[index % CATEGORY_FILLS.length]!, pattern, patternId: pattern === 'none' ? '' : `denah-pattern-${index}` }];
    }),
  );
}

/** The booth of an exhibitor, if the plan has one. */
export const boothOfExhibitor = (booths: readonly FloorPlanBooth[], exhibitorId: number) => booths.find((b) => b.exhibitor?.id === exhibitorId);
