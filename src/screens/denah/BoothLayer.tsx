// Every booth of the plan: a link named for screen readers, its shape filled with its category's
// tile, its code. React draws the layer's container only; the booths themselves are built once
// per plan with DOM calls (./drawing.ts, which the boot screen draws with too) and what changes
// later — the selection, search matches, the visitor's marks — is written onto the booths
// already there. This way a booth the keyboard is on also stays the same element when it
// becomes the selection, so focus stays.
import { memo, useLayoutEffect, useRef } from 'react';
import type { FloorPlanBooth } from '@pameran/sdk';
import type { CategoryStyle } from './plan';
import { BRAND, drawBooths, showState, type DrawnBooth, type Mark } from './drawing';

const MATCH = '#7a5200';

export interface BoothFlags {
  selected: string | null;
  matches: ReadonlySet<string>;
  /** exhibitor id → visited */
  marked: ReadonlyMap<number, boolean>;
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
    drawnRef.current = drawBooths(layer, booths, styles);
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
