// The plan's drawing, with DOM calls and no React: the category tiles, the halls and every booth.
// The screen (./PlanView.tsx, ./BoothLayer.tsx) draws with it, and so does index.html's boot
// screen before the app has arrived (src/boot/paintFloorPlan.ts), so both draw the same plan.
// A name from the platform is set with setAttribute and textContent: text, never markup.
// React drew the booths at first: a React element per booth cost the first draw of a 400-booth
// plan about as much as drawing it (docs/denah.md, "At the venue").
import type { FloorPlanBooth, FloorPlanHall } from '@pameran/sdk';
import { denah as denahCopy } from '../../copy/denah';
import { CHECK_PATH, STAR_PATH } from '../../components/Icon/paths';
import { denahBoothPath } from '../../lib/denahPath';
import { exhibitorName } from '../../lib/labels';
import { hallLabel, type Box, type CategoryStyle } from './plan';

const SVG = 'http://www.w3.org/2000/svg';
/** The attribute the plan's stage carries once drawn: 'boot' by the boot screen, 'true' by the app (with pan and zoom). */
export const PLAN_DRAWN_ATTRIBUTE = 'data-plan-drawn';
export const INK = '#14212b';
export const BRAND = '#0b3d5c';

export function svgElement<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

const LINE = { stroke: INK, 'stroke-opacity': 0.3, 'stroke-width': 0.1, fill: 'none' };

/** What each pattern draws over its category's fill, in one 1 × 1 tile. */
const TILE_SHAPES: Record<CategoryStyle['pattern'], [keyof SVGElementTagNameMap, Record<string, string | number>] | null> = {
  none: null,
  stripes: ['path', { d: 'M0 1 L1 0 M-0.25 0.25 L0.25 -0.25 M0.75 1.25 L1.25 0.75', ...LINE }],
  dots: ['circle', { cx: 0.5, cy: 0.5, r: 0.13, fill: INK, 'fill-opacity': 0.3 }],
  grid: ['path', { d: 'M0 0 H1 M0 0 V1', ...LINE }],
  waves: ['path', { d: 'M0 0.5 Q0.25 0.2 0.5 0.5 T1 0.5', ...LINE }],
  cross: ['path', { d: 'M0 0 L1 1 M1 0 L0 1', ...LINE }],
  bars: ['path', { d: 'M0.5 0 V1', ...LINE, 'stroke-width': 0.16 }],
  checks: ['rect', { x: 0, y: 0, width: 0.5, height: 0.5, fill: INK, 'fill-opacity': 0.14 }],
};

/**
 * One tile (1 × 1 plan unit) per patterned category into `defs`: its fill with its pattern drawn
 * over it, so a booth is one shape filled with `url(#…)` rather than a fill and a pattern on top.
 */
export function drawTiles(defs: SVGElement, styles: ReadonlyMap<string, CategoryStyle>): void {
  const tiles: SVGPatternElement[] = [];
  for (const style of styles.values()) {
    const shape = TILE_SHAPES[style.pattern];
    if (!shape || !style.patternId) continue;
    const tile = svgElement('pattern', { id: style.patternId, patternUnits: 'userSpaceOnUse', width: 1, height: 1 });
    tile.append(svgElement('rect', { width: 1, height: 1, fill: style.fill }), svgElement(shape[0], shape[1]));
    tiles.push(tile);
  }
  defs.replaceChildren(...tiles);
}

/** A hall's name is drawn at least this tall on screen at the whole plan's scale (px). */
const HALL_LABEL_PX = 13;
/** The hall names' size in plan units when the stage has no size yet. */
export const HALL_LABEL_UNITS = 1.5;

/** Where a plan point (in plan units) lies on the unzoomed stage, in px. */
export function stagePoint(box: Box, stage: HTMLElement, x: number, y: number) {
  const width = stage.clientWidth;
  const height = stage.clientHeight;
  const k = Math.min(width / box.width, height / box.height);
  return {
    x: (width - box.width * k) / 2 + (x - box.x) * k,
    y: (height - box.height * k) / 2 + (y - box.y) * k,
    width,
    height,
    k,
  };
}

/** Hall names in plan units, grown on a narrow stage so they stay readable at the whole plan. */
export function hallLabelSizeOf(box: Box, stage: HTMLElement): number {
  const { k } = stagePoint(box, stage, box.x, box.y);
  return k > 0 ? Math.max(HALL_LABEL_UNITS, HALL_LABEL_PX / k) : HALL_LABEL_UNITS;
}

/** Every hall into `layer`: its floor, outlined, and its name in its top left corner. */
export function drawHalls(layer: SVGElement, halls: readonly FloorPlanHall[], labelSize: number): void {
  layer.replaceChildren(
    ...halls.map((hall) => {
      const group = svgElement('g', { 'aria-hidden': 'true' });
      const label = svgElement('text', { x: hall.x + 1, y: hall.y + 0.3 + labelSize, 'font-size': labelSize, 'font-weight': 700, fill: BRAND });
      label.textContent = hallLabel(hall, denahCopy.hallFallback, hall.id);
      group.append(svgElement('rect', { x: hall.x, y: hall.y, width: hall.width, height: hall.height, fill: '#f4f6f8', stroke: '#51606c', 'stroke-width': 0.15, rx: 0.6 }), label);
      return group;
    }),
  );
}

export type Mark = 'none' | 'marked' | 'visited';

export interface DrawnBooth {
  booth: FloorPlanBooth;
  link: SVGAElement;
  label: SVGTextElement;
  /** The visitor's mark drawn above its code, while it has one. */
  markShape?: SVGPathElement;
  /** What is written on it now, so an update touches only booths whose state changed. */
  state: string;
}

function boothFill(booth: FloorPlanBooth, style: CategoryStyle | undefined): string {
  if (!booth.exhibitor) return '#ffffff';
  if (!style) return '#eef1f4';
  return style.patternId ? `url(#${style.patternId})` : style.fill;
}

/** What every booth's elements share; each booth starts as a deep copy (cheaper than building it). */
let boothPrototype: SVGAElement | undefined;
let labelPrototype: SVGTextElement | undefined;
function newBooth(): SVGAElement {
  if (!boothPrototype) {
    boothPrototype = svgElement('a');
    boothPrototype.appendChild(svgElement('rect', { class: 'booth', stroke: '#51606c', 'stroke-width': 0.08 }));
  }
  return boothPrototype.cloneNode(true) as SVGAElement;
}
function newLabel(): SVGTextElement {
  labelPrototype ??= svgElement('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-weight': 500, fill: INK, stroke: '#ffffff', 'paint-order': 'stroke' });
  return labelPrototype.cloneNode(true) as SVGTextElement;
}

/**
 * One booth: `<a><rect/></a>`, its code's `<text>` made but not yet in it (placeLabel); the ring
 * of a selection or a match is drawn by `BoothRings`.
 */
function drawBooth(booth: FloorPlanBooth, style: CategoryStyle | undefined): DrawnBooth {
  const link = newBooth();
  const shape = link.firstChild as SVGRectElement;
  // One setAttribute per value, no objects: this runs for every booth of the plan's first draw.
  link.setAttribute('href', denahBoothPath(booth.code));
  link.setAttribute('data-code', booth.code);
  shape.setAttribute('x', String(booth.x + 0.1));
  shape.setAttribute('y', String(booth.y + 0.1));
  shape.setAttribute('width', String(booth.width - 0.2));
  shape.setAttribute('height', String(booth.height - 0.2));
  shape.setAttribute('fill', boothFill(booth, style));
  if (!booth.exhibitor) {
    // A free booth: a lighter, dashed outline.
    shape.setAttribute('stroke', '#8a98a3');
    shape.setAttribute('stroke-dasharray', '0.3 0.2');
  }
  return { booth, link, label: newLabel(), state: '' };
}

/** The size of a booth's code: the most that fits its shape with room around it. */
const codeSize = (booth: FloorPlanBooth) => Math.min(booth.width / 3.6, booth.height / 2.2);

/**
 * The exhibitor's name under a booth's code, in plan units (metres). Shown only once the zoom
 * makes it NAME_MIN_PX high on screen (PlanView: the stage's data-names); before, it would be
 * specks that no one can read.
 */
export const NAME_SIZE = 0.42;
export const NAME_MIN_PX = 9;
const NAME_LINE = NAME_SIZE * 1.1;
/** A character's advance in ems, a little more than the app's sans-serif averages: a line never overflows its booth. */
const CHAR_EM = 0.58;

/**
 * The lines of `name` that fit a booth `width` wide, `most` at most: words kept whole, the last
 * line cut with "…" when the rest is longer. None when not even four characters fit.
 */
export function nameLines(name: string, width: number, most: number): string[] {
  const fits = Math.floor((width - 0.4) / (NAME_SIZE * CHAR_EM));
  if (fits < 4 || most < 1) return [];
  const cut = (text: string) => (text.length > fits ? `${text.slice(0, fits - 1).trimEnd()}…` : text);
  const lines: string[] = [];
  let rest = name.trim().split(/\s+/).filter(Boolean);
  while (rest.length > 0 && lines.length < most) {
    if (lines.length === most - 1) {
      lines.push(cut(rest.join(' ')));
      break;
    }
    let taken = 1;
    while (taken < rest.length && rest.slice(0, taken + 1).join(' ').length <= fits) taken++;
    lines.push(cut(rest.slice(0, taken).join(' ')));
    rest = rest.slice(taken);
  }
  return lines;
}

/** The exhibitor's name under the code, in as many lines as the booth has room for below it (two at most). */
function nameText(booth: FloorPlanBooth, fontSize: number): SVGTextElement | null {
  if (!booth.exhibitor) return null;
  const top = booth.y + booth.height / 2 + fontSize * 0.4;
  const room = Math.min(2, Math.floor((booth.y + booth.height - 0.1 - top) / NAME_LINE));
  const lines = nameLines(exhibitorName(booth.exhibitor), booth.width, room);
  if (lines.length === 0) return null;
  const text = svgElement('text', { class: 'booth-name', 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': NAME_SIZE, fill: INK });
  lines.forEach((line, index) => {
    const span = svgElement('tspan', { x: booth.x + booth.width / 2, y: top + NAME_LINE * (index + 0.5) });
    span.textContent = line;
    text.appendChild(span);
  });
  return text;
}

/** Writes a drawn booth's code (and its exhibitor's name) and puts it in place, in its link after its shape. */
export function placeLabel({ booth, link, label }: DrawnBooth): void {
  const fontSize = codeSize(booth);
  label.textContent = booth.code;
  label.setAttribute('x', String(booth.x + booth.width / 2));
  label.setAttribute('y', String(booth.y + booth.height / 2));
  label.setAttribute('font-size', String(fontSize));
  label.setAttribute('stroke-width', String(fontSize * 0.18));
  link.appendChild(label);
  const name = nameText(booth, fontSize);
  if (name) link.appendChild(name);
}

/**
 * Every booth into `layer`, in the order given (the keyboard's order), with its code's label in
 * place unless `labelled` is false (then placeLabel, later).
 */
export function drawBooths(layer: SVGElement, booths: readonly FloorPlanBooth[], styles: ReadonlyMap<string, CategoryStyle>, labelled = true): DrawnBooth[] {
  const drawn = booths.map((booth) => drawBooth(booth, booth.exhibitor?.category ? styles.get(booth.exhibitor.category) : undefined));
  if (labelled) drawn.forEach(placeLabel);
  layer.replaceChildren(...drawn.map((d) => d.link));
  return drawn;
}

/**
 * Writes a booth's state (its name for screen readers, its weight, the visitor's mark), only
 * when it changed.
 */
export function showState(drawn: DrawnBooth, selected: boolean, match: boolean, mark: Mark): void {
  const state = `${selected ? 's' : ''}${match ? 'm' : ''}${mark}`;
  if (drawn.state === state) return;
  drawn.state = state;
  const { booth, link, label } = drawn;
  const notes = [
    selected ? denahCopy.noteSelected : '',
    match ? denahCopy.noteMatch : '',
    mark === 'marked' ? denahCopy.noteMarked : mark === 'visited' ? denahCopy.noteVisited : '',
  ].filter(Boolean);
  link.setAttribute('aria-label', denahCopy.boothName(booth.code, booth.exhibitor && exhibitorName(booth.exhibitor), booth.exhibitor?.category, notes));
  if (selected) link.setAttribute('aria-current', 'true');
  else link.removeAttribute('aria-current');
  label.setAttribute('font-weight', selected ? '700' : '500');
  drawn.markShape?.remove();
  drawn.markShape = mark === 'none' ? undefined : markShape(booth, mark);
  if (drawn.markShape) link.appendChild(drawn.markShape);
}

/**
 * A visitor's mark, drawn (a star: want to visit; a tick: visited), not written: neither is in
 * the page's text fonts (tests/unit/drawn-symbols.test.ts). Centred above the code's capitals
 * (0.36 of its size above its middle), 0.8 of its size, inside the booth's outline: the code is
 * centred in a booth at least 2.2 codes high, so the mark fits above it but in the flattest booths.
 */
function markShape(booth: FloorPlanBooth, mark: Exclude<Mark, 'none'>): SVGPathElement {
  const code = codeSize(booth);
  const size = code * 0.8;
  const x = booth.x + booth.width / 2 - size / 2;
  const y = Math.max(booth.y + 0.15, booth.y + booth.height / 2 - code * 0.4 - size);
  const shape = mark === 'marked'
    ? svgElement('path', { d: STAR_PATH, fill: INK })
    : svgElement('path', { d: CHECK_PATH, fill: 'none', stroke: INK, 'stroke-width': 3.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  shape.setAttribute('transform', `translate(${x} ${y}) scale(${size / 24})`);
  return shape;
}
