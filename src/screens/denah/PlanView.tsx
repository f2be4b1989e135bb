// The floor plan drawn as SVG: halls, and every booth a link labelled with its code, filled
// with its category's colour and pattern. Pan and zoom come from @panzoom/panzoom (pointer
// events: one finger or the mouse drags, two fingers pinch, the wheel zooms); it moves the
// drawing with a CSS transform and leaves the SVG's links alone, so keyboard and screen-reader
// users get the same booths as links, in booth order. Panning never re-renders React.
import { memo, useCallback, useEffect, useImperativeHandle, useMemo, useRef, forwardRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import Panzoom from '@panzoom/panzoom/dist/panzoom.es.js';
import type { PanzoomObject } from '@panzoom/panzoom';
import type { FloorPlan, FloorPlanBooth } from '@pameran/sdk';
import { denah as denahCopy } from '../../copy/denah';
import { Button } from '../../components/Button';
import { denahBoothPath } from '../../state/paths';
import { exhibitorName } from '../../state/labels';
import { hallLabel, planBox, type Box, type CategoryStyle } from './plan';

const INK = '#14212b';
const BRAND = '#0b3d5c';
const MATCH = '#7a5200';
const FOCUS = '#f2a900';
/** A drag shorter than this still counts as a tap on a booth. */
const TAP_SLOP_PX = 8;
const MAX_SCALE = 8;
/** How far choosing a booth zooms in at least. */
const FOCUS_SCALE = 2.5;

const Frame = styled.div`
  position: relative;
  height: min(62vh, 560px);
  min-height: 260px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: grab;
  /* What happens inside (the transform) never lays out or repaints the page around it. */
  contain: strict;
  &:active { cursor: grabbing; }
  /* While dragging, a shield over the booths spares hit testing and hover of every booth the
     pointer crosses (a drag is not a tap); showing one element restyles nothing else. */
  > [data-shield] { display: none; position: absolute; inset: 0; }
  &[data-dragging] > [data-shield] { display: block; }
`;

const Stage = styled.div`
  width: 100%;
  height: 100%;
  will-change: transform;
  svg { display: block; width: 100%; height: 100%; }
  a { cursor: pointer; }
  a:focus { outline: none; }
  a:focus-visible .booth-ring { stroke: ${FOCUS}; stroke-width: 0.6; }
  text { pointer-events: none; user-select: none; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  p { margin: 0; color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/** One pattern tile (1 × 1 plan unit) per category pattern: drawn over the fill. */
function PatternTile({ style }: { style: CategoryStyle }) {
  const line = { stroke: INK, strokeOpacity: 0.3, strokeWidth: 0.1, fill: 'none' } as const;
  const shapes: Record<CategoryStyle['pattern'], JSX.Element | null> = {
    none: null,
    stripes: <path d="M0 1 L1 0 M-0.25 0.25 L0.25 -0.25 M0.75 1.25 L1.25 0.75" {...line} />,
    dots: <circle cx="0.5" cy="0.5" r="0.13" fill={INK} fillOpacity={0.3} />,
    grid: <path d="M0 0 H1 M0 0 V1" {...line} />,
    waves: <path d="M0 0.5 Q0.25 0.2 0.5 0.5 T1 0.5" {...line} />,
    cross: <path d="M0 0 L1 1 M1 0 L0 1" {...line} />,
    bars: <path d="M0.5 0 V1" {...line} strokeWidth={0.16} />,
    checks: <rect x="0" y="0" width="0.5" height="0.5" fill={INK} fillOpacity={0.14} />,
  };
  const shape = shapes[style.pattern];
  if (!shape) return null;
  return (
    <pattern id={style.patternId} patternUnits="userSpaceOnUse" width="1" height="1">
      {shape}
    </pattern>
  );
}

export interface BoothFlags {
  selected: string | null;
  matches: ReadonlySet<string>;
  /** exhibitor id → visited */
  marked: ReadonlyMap<number, boolean>;
}

interface BoothShapeProps {
  booth: FloorPlanBooth;
  style: CategoryStyle | undefined;
  selected: boolean;
  match: boolean;
  mark: 'none' | 'marked' | 'visited';
}

const BoothShape = memo(function BoothShape({ booth, style, selected, match, mark }: BoothShapeProps) {
  const notes = [
    selected ? denahCopy.noteSelected : '',
    match ? denahCopy.noteMatch : '',
    mark === 'marked' ? denahCopy.noteMarked : mark === 'visited' ? denahCopy.noteVisited : '',
  ].filter(Boolean);
  const label = denahCopy.boothName(booth.code, booth.exhibitor && exhibitorName(booth.exhibitor), booth.exhibitor?.category, notes);
  const free = !booth.exhibitor;
  const symbol = mark === 'marked' ? '★' : mark === 'visited' ? '✓' : '';
  const fontSize = Math.min(booth.width / 3.6, booth.height / 2.2);
  return (
    <a href={denahBoothPath(booth.code)} data-code={booth.code} aria-label={label} aria-current={selected ? 'true' : undefined}>
      <rect
        x={booth.x + 0.1}
        y={booth.y + 0.1}
        width={booth.width - 0.2}
        height={booth.height - 0.2}
        fill={free ? '#ffffff' : style?.fill ?? '#eef1f4'}
        stroke={free ? '#8a98a3' : '#51606c'}
        strokeWidth={0.08}
        strokeDasharray={free ? '0.3 0.2' : undefined}
      />
      {style?.patternId && <rect x={booth.x + 0.1} y={booth.y + 0.1} width={booth.width - 0.2} height={booth.height - 0.2} fill={`url(#${style.patternId})`} />}
      <rect
        className="booth-ring"
        x={booth.x + 0.25}
        y={booth.y + 0.25}
        width={booth.width - 0.5}
        height={booth.height - 0.5}
        fill="none"
        stroke={selected ? BRAND : match ? MATCH : 'none'}
        strokeWidth={selected ? 0.45 : 0.3}
        strokeDasharray={match && !selected ? '0.5 0.25' : undefined}
      />
      <text
        x={booth.x + booth.width / 2}
        y={booth.y + booth.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={fontSize}
        fontWeight={selected ? 700 : 500}
        fill={INK}
        stroke="#ffffff"
        strokeWidth={fontSize * 0.18}
        paintOrder="stroke"
      >
        {symbol}
        {booth.code}
      </text>
    </a>
  );
});

export interface PlanHandle {
  /** Centres a booth, zooming in to at least FOCUS_SCALE. */
  centre(code: string): void;
}

export interface PlanViewProps extends BoothFlags {
  plan: FloorPlan;
  booths: readonly FloorPlanBooth[];
  styles: ReadonlyMap<string, CategoryStyle>;
  onSelect(code: string): void;
}

/** Where a plan point (in plan units) lies on the unzoomed stage, in px. */
function stagePoint(box: Box, stage: HTMLElement, x: number, y: number) {
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

export const PlanView = forwardRef<PlanHandle, PlanViewProps>(function PlanView({ plan, booths, styles, selected, matches, marked, onSelect }, ref) {
  const box = useMemo(() => planBox({ halls: plan.halls, booths: [...booths] }), [plan.halls, booths]);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const panzoomRef = useRef<PanzoomObject | null>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const boothsRef = useRef(booths);
  boothsRef.current = booths;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  /** Pans (and zooms to `scale`) so the plan point sits in the middle of the frame. */
  const lookAt = useCallback(
    (x: number, y: number, scale: number) => {
      const panzoom = panzoomRef.current;
      const stage = stageRef.current;
      if (!panzoom || !stage) return;
      const point = stagePoint(box, stage, x, y);
      panzoom.zoom(scale, { animate: false });
      panzoom.pan(point.width / 2 - point.x, point.height / 2 - point.y, { animate: false });
    },
    [box],
  );

  const centre = useCallback(
    (code: string, minimumScale = FOCUS_SCALE) => {
      const booth = boothsRef.current.find((b) => b.code === code);
      const panzoom = panzoomRef.current;
      // Not laid out yet (the screen is still hidden): the first layout centres it.
      if (!booth || !panzoom || !stageRef.current?.clientWidth) return;
      lookAt(booth.x + booth.width / 2, booth.y + booth.height / 2, Math.max(panzoom.getScale(), minimumScale));
    },
    [lookAt],
  );

  useImperativeHandle(ref, () => ({ centre: (code) => centre(code) }), [centre]);

  useEffect(() => {
    const stage = stageRef.current;
    const frame = frameRef.current;
    if (!stage || !frame) return undefined;
    // preventDefault only: Panzoom's default also stops the pointerdown, which the frame needs
    // to tell a tap on a booth from the end of a drag.
    const panzoom = Panzoom(stage, { minScale: 1, maxScale: MAX_SCALE, cursor: 'inherit', handleStartEvent: (event) => event.preventDefault() });
    panzoomRef.current = panzoom;
    frame.addEventListener('wheel', panzoom.zoomWithWheel, { passive: false });
    const onEnd = () => frame.removeAttribute('data-dragging');
    stage.addEventListener('panzoomend', onEnd);
    // The first view waits for Panzoom's own start (it pans to its start position in a
    // timeout after construction) and for the first layout with a size (a screen can mount
    // hidden while the route's other chunks load). Then a phone's frame, taller than the plan
    // is wide, is filled by zooming in, and a booth already chosen (deep link, Back) is centred.
    let started = false;
    let laidOut = false;
    const firstView = () => {
      if (!started || laidOut || stage.clientWidth === 0 || stage.clientHeight === 0) return;
      laidOut = true;
      const point = stagePoint(box, stage, box.x, box.y);
      const fill = Math.min(3, Math.max(1, point.height / (box.height * point.k)));
      if (fill > 1.05) lookAt(box.x + box.width / 2, box.y + box.height / 2, fill);
      if (selectedRef.current) centre(selectedRef.current);
      stage.setAttribute('data-plan-drawn', 'true');
    };
    // Without ResizeObserver (old browsers, jsdom) the start's own check is the only one.
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(firstView);
    sizes?.observe(stage);
    const start = window.setTimeout(() => {
      started = true;
      firstView();
    });
    return () => {
      window.clearTimeout(start);
      sizes?.disconnect();
      stage.removeEventListener('panzoomend', onEnd);
      frame.removeEventListener('wheel', panzoom.zoomWithWheel);
      panzoom.destroy();
      panzoomRef.current = null;
    };
  }, [box, lookAt, centre]);

  // A booth chosen anywhere (search, list, deep link, Back) is brought into view.
  useEffect(() => {
    if (selected) centre(selected);
  }, [selected, centre]);

  const onPointerDown = (event: PointerEvent) => {
    pressedAt.current = { x: event.clientX, y: event.clientY };
    frameRef.current?.removeAttribute('data-dragging');
  };
  const onPointerMove = (event: PointerEvent) => {
    const from = pressedAt.current;
    const frame = frameRef.current;
    if (!from || !frame || event.buttons === 0 || frame.hasAttribute('data-dragging')) return;
    if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP_PX) frame.setAttribute('data-dragging', '');
  };
  const onClick = (event: MouseEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    const target = (event.target as Element).closest('a[data-code]');
    if (!target) return;
    event.preventDefault();
    // The end of a drag is not a tap (keyboard activation has no pointer: it always selects).
    if (from && event.detail > 0 && Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP_PX) return;
    onSelect(target.getAttribute('data-code') ?? '');
  };
  // A booth reached with Tab is panned into view when the zoom had left it outside the frame.
  const onFocus = (event: FocusEvent) => {
    const code = (event.target as Element).getAttribute?.('data-code');
    const panzoom = panzoomRef.current;
    const frame = frameRef.current;
    if (!code || !panzoom || !frame) return;
    const rect = (event.target as Element).getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    if (rect.left < view.left || rect.right > view.right || rect.top < view.top || rect.bottom > view.bottom) centre(code, panzoom.getScale());
  };

  const usedStyles = [...styles.values()].filter((style) => style.patternId);

  return (
    <div>
      <Controls>
        <Button variant="secondary" onClick={() => panzoomRef.current?.zoomIn()}>+ {denahCopy.zoomIn}</Button>
        <Button variant="secondary" onClick={() => panzoomRef.current?.zoomOut()}>− {denahCopy.zoomOut}</Button>
        <Button variant="ghost" onClick={() => panzoomRef.current?.reset()}>{denahCopy.zoomReset}</Button>
        <p>{denahCopy.planHint}</p>
      </Controls>
      <Frame ref={frameRef} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onClick={onClick} onFocus={onFocus}>
        <Stage ref={stageRef}>
          <svg
            viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label={denahCopy.planLabel(plan.halls.length, booths.length)}
          >
            <defs>
              {usedStyles.map((style) => (
                <PatternTile key={style.patternId} style={style} />
              ))}
            </defs>
            {plan.halls.map((hall) => (
              <g key={hall.id} aria-hidden="true">
                <rect x={hall.x} y={hall.y} width={hall.width} height={hall.height} fill="#f4f6f8" stroke="#51606c" strokeWidth={0.15} rx={0.6} />
                <text x={hall.x + 1} y={hall.y + 1.8} fontSize={1.5} fontWeight={700} fill={BRAND}>
                  {hallLabel(hall, denahCopy.hallFallback, hall.id)}
                </text>
              </g>
            ))}
            {booths.map((booth) => {
              const exhibitorId = booth.exhibitor?.id;
              const visited = exhibitorId === undefined ? undefined : marked.get(exhibitorId);
              return (
                <BoothShape
                  key={booth.code}
                  booth={booth}
                  style={booth.exhibitor?.category ? styles.get(booth.exhibitor.category) : undefined}
                  selected={booth.code === selected}
                  match={matches.has(booth.code)}
                  mark={visited === undefined ? 'none' : visited ? 'visited' : 'marked'}
                />
              );
            })}
          </svg>
        </Stage>
        <div data-shield="" aria-hidden="true" />
      </Frame>
    </div>
  );
});
