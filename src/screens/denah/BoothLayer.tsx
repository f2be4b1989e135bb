// Every booth of the plan: a link named for screen readers, its shape filled with its category's
// tile, its code. React draws the layer's container only; the booths themselves are built once
// per plan with DOM calls (setAttribute and textContent, so a name from the platform is text,
// never markup) and what changes later — the selection, search matches, the visitor's marks —
// is written onto the booths already there. A React element per booth cost the first draw of a
// 400-booth plan about as much as drawing it (docs/denah.md, "At the venue"); this way a booth
// the keyboard is on also stays the same element when it becomes the selection, so focus stays.
import { memo, useLayoutEffect, useRef } from 'react';
import type { FloorPlanBooth } from '@pameran/sdk';
import { denah as denahCopy } from '../../copy/denah';
import { denahBoothPath } from '../../lib/paths';
import { exhibitorName } from '../../lib/labels';
import type { CategoryStyle } from './plan';

const SVG = 'http://www.w3.org/2000/svg';
export const INK = '#14212b';
export const BRAND = '#0b3d5c';
const MATCH = '#7a5200';

export interface BoothFlags {
  selected: string | null;
  matches: ReadonlySet<string>;
  /** exhibitor id → visited */
  marked: ReadonlyMap<number, boolean>;
}

type Mark = 'none' | 'marked' | 'visited';

interface DrawnBooth {
  booth: FloorPlanBooth;
  link: SVGAElement;
  label: SVGTextElement;
  /** What is written on it now, so an update touches only booths whose state changed. */
  state: string;
}

function svgElement<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function boothFill(booth: FloorPlanBooth, style: CategoryStyle | undefined): string {
  if (!booth.exhibitor) return '#ffffff';
  if (!style) return '#eef1f4';
  return style.patternId ? `url(#${style.patternId})` : style.fill;
}

/** What every booth's elements share; each booth starts as a deep copy (cheaper than building it). */
let boothPrototype: SVGAElement | undefined;
function newBooth(): SVGAElement {
  if (!boothPrototype) {
    boothPrototype = svgElement('a', {});
    boothPrototype.appendChild(svgElement('rect', { class: 'booth', stroke: '#51606c', 'stroke-width': 0.08 }));
    boothPrototype.appendChild(
      svgElement('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: INK, stroke: '#ffffff', 'paint-order': 'stroke' }),
    );
  }
  return boothPrototype.cloneNode(true) as SVGAElement;
}

/** One booth: `<a><rect/><text/></a>`; the ring of a selection or a match is drawn by `BoothRings`. */
function drawBooth(booth: FloorPlanBooth, style: CategoryStyle | undefined): DrawnBooth {
  const link = newBooth();
  const shape = link.firstChild as SVGRectElement;
  const label = link.lastChild as SVGTextElement;
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
  const fontSize = Math.min(booth.width / 3.6, booth.height / 2.2);
  label.setAttribute('x', String(booth.x + booth.width / 2));
  label.setAttribute('y', String(booth.y + booth.height / 2));
  label.setAttribute('font-size', String(fontSize));
  label.setAttribute('stroke-width', String(fontSize * 0.18));
  return { booth, link, label, state: '' };
}

/** Writes a booth's name, symbol and weight for its state (only when the state changed). */
function showState(drawn: DrawnBooth, selected: boolean, match: boolean, mark: Mark) {
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
  label.textContent = (mark === 'marked' ? '★' : mark === 'visited' ? '✓' : '') + booth.code;
  label.setAttribute('font-weight', selected ? '700' : '500');
}

const markOf = (booth: FloorPlanBooth, marked: BoothFlags['marked']): Mark => {
  const visited = booth.exhibitor ? marked.get(booth.exhibitor.id) : undefined;
  return visited === undefined ? 'none' : visited ? 'visited' : 'marked';
};

interface BoothLayerProps extends BoothFlags {
  booths: readonly FloorPlanBooth[];
  styles: ReadonlyMap<string, CategoryStyle>;
}

/** The booths, in booth order (the keyboard's order too). */
export const BoothLayer = memo(function BoothLayer({ booths, styles, selected, matches, marked }: BoothLayerProps) {
  const layerRef = useRef<SVGGElement>(null);
  const drawnRef = useRef<DrawnBooth[]>([]);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const drawn = booths.map((booth) => drawBooth(booth, booth.exhibitor?.category ? styles.get(booth.exhibitor.category) : undefined));
    layer.replaceChildren(...drawn.map((d) => d.link));
    drawnRef.current = drawn;
  }, [booths, styles]);

  // Declared after the drawing, so on a new plan it runs after the booths exist.
  useLayoutEffect(() => {
    for (const drawn of drawnRef.current) showState(drawn, drawn.booth.code === selected, matches.has(drawn.booth.code), markOf(drawn.booth, marked));
  }, [booths, styles, selected, matches, marked]);

  return <g ref={layerRef} />;
});

/** The solid ring of the selected booth and the dashed rings of search matches, above the booths. */
export const BoothRings = memo(function BoothRings({ booths, selected, matches }: { booths: readonly FloorPlanBooth[]; selected: string | null; matches: ReadonlySet<string> }) {
  const ringed = booths.filter((booth) => booth.code === selected || matches.has(booth.code));
  return (
    <g aria-hidden="true" pointerEvents="none">
      {ringed.map((booth) => {
        const isSelected = booth.code === selected;
        return (
          <rect
            key={booth.code}
            x={booth.x + 0.25}
            y={booth.y + 0.25}
            width={booth.width - 0.5}
            height={booth.height - 0.5}
            fill="none"
            stroke={isSelected ? BRAND : MATCH}
            strokeWidth={isSelected ? 0.45 : 0.3}
            strokeDasharray={isSelected ? undefined : '0.5 0.25'}
          />
        );
      })}
    </g>
  );
});
