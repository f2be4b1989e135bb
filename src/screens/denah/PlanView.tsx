// The floor plan drawn as SVG: halls, and every booth a link labelled with its code, filled
// with its category's colour and pattern. Pan and zoom come from @panzoom/panzoom (pointer
// events: one finger or the mouse drags, two fingers pinch, the wheel zooms); it moves the
// drawing with a CSS transform and leaves the SVG's links alone, so keyboard and screen-reader
// users get the same booths as links, in booth order. Panning never re-renders React.
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, forwardRef, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import Panzoom from '@panzoom/panzoom/dist/panzoom.es.js';
import type { PanzoomObject } from '@panzoom/panzoom';
import type { FloorPlan, FloorPlanBooth } from '@pameran/sdk';
import { denah as denahCopy } from '../../copy/denah';
import { Button } from '../../components/Button';
import { FitIcon, MinusIcon, PlusIcon } from '../../components/Icon/more';
import { planBox, type Box, type CategoryStyle } from './plan';
import { BoothLayer, BoothRings, type BoothFlags } from './BoothLayer';
import { drawHalls, drawTiles, HALL_LABEL_UNITS, hallLabelSizeOf, NAME_MIN_PX, NAME_SIZE, PLAN_DRAWN_ATTRIBUTE, stagePoint } from './drawing';

const FOCUS = '#f2a900';
/** A drag shorter than this still counts as a tap on a booth. */
const TAP_SLOP_PX = 8;
const MAX_SCALE = 8;
/** Reset shows the whole plan, not the first view Panzoom started at. */
const WHOLE_PLAN = { startScale: 1, startX: 0, startY: 0 };
/** How far choosing a booth zooms in at least. */
const FOCUS_SCALE = 2.5;

// The frame takes the plan's own proportions (style={{ aspectRatio }}), within these bounds: the
// first view is the whole plan with no empty band to zoom into (a phone's tall frame would be
// filled by zooming onto the empty crossing between the halls, their labels cut off).
const Frame = styled.div`
  position: relative;
  width: 100%;
  max-height: min(62vh, 560px);
  min-height: 260px;
  overflow: hidden;
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
  a:focus-visible .booth { stroke: ${FOCUS}; stroke-width: 0.6; }
  text { pointer-events: none; user-select: none; }
  /* Exhibitors' names wait until the zoom makes them readable (data-names: PlanView). */
  .booth-name { display: none; }
  &[data-names] .booth-name { display: inline; }
`;

/** The plan's card: its zoom bar, then the frame the drawing is panned and zoomed in. */
const PlanCard = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * Zoom in, out and back to the whole plan: 44 px icon buttons in a bar along the top of the
 * plan's card, not a row of labelled buttons between the screen's top and the plan (such a row
 * would push the plan below a phone's first screen);
 * above the drawing, so they cover no booth, and above a phone's bottom sheet.
 */
const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  button { width: 44px; min-width: 44px; padding: 0; }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PlanHandle {
  /** Centres a booth, zooming in to at least FOCUS_SCALE. */
  centre(code: string): void;
  /** Shows a part of the plan (a route) as large as the frame allows. */
  frame(area: Box): void;
}

/** A tap this near a booth (on screen) picks it: small booths are hard to hit at the whole plan. */
const NEAREST_BOOTH_PX = 22;

export interface PlanViewProps extends BoothFlags {
  plan: FloorPlan;
  booths: readonly FloorPlanBooth[];
  styles: ReadonlyMap<string, CategoryStyle>;
  onSelect(code: string): void;
  /** The plan's name for screen readers, when not the one its halls and booths give it (the boot screen's template). */
  label?: string;
  /** Drawn above the booths: facilities, a route, where the visitor stands. */
  overlay?: ReactNode;
}

/** Panzoom's scale and pan that put a plan point in the middle of the frame. */
function viewAt(box: Box, stage: HTMLElement, x: number, y: number, scale: number) {
  const point = stagePoint(box, stage, x, y);
  return { scale, x: point.width / 2 - point.x, y: point.height / 2 - point.y };
}

/**
 * The view a visitor first sees: every hall (the frame has the plan's proportions); a booth
 * already chosen (deep link, Back) centred, at FOCUS_SCALE.
 */
function firstViewOf(box: Box, stage: HTMLElement, selected: FloorPlanBooth | undefined) {
  if (selected) return viewAt(box, stage, selected.x + selected.width / 2, selected.y + selected.height / 2, FOCUS_SCALE);
  return viewAt(box, stage, box.x + box.width / 2, box.y + box.height / 2, 1);
}

export const PlanView = forwardRef<PlanHandle, PlanViewProps>(function PlanView({ plan, booths, styles, selected, matches, marked, onSelect, label, overlay }, ref) {
  const box = useMemo(() => planBox({ halls: plan.halls, booths: [...booths] }), [plan.halls, booths]);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const panzoomRef = useRef<PanzoomObject | null>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const boothsRef = useRef(booths);
  boothsRef.current = booths;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  // Hall names in plan units, grown on a narrow screen so they stay readable at the whole plan.
  const [hallLabelSize, setHallLabelSize] = useState(HALL_LABEL_UNITS);
  const tilesRef = useRef<SVGDefsElement>(null);
  const hallsRef = useRef<SVGGElement>(null);

  /** Pans (and zooms to `scale`) so the plan point sits in the middle of the frame. */
  const lookAt = useCallback(
    (x: number, y: number, scale: number) => {
      const panzoom = panzoomRef.current;
      const stage = stageRef.current;
      if (!panzoom || !stage) return;
      const view = viewAt(box, stage, x, y, scale);
      panzoom.zoom(view.scale, { animate: false });
      panzoom.pan(view.x, view.y, { animate: false });
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

  const frameArea = useCallback(
    (area: Box) => {
      const stage = stageRef.current;
      if (!panzoomRef.current || !stage?.clientWidth) return;
      const fit = Math.min(box.width / Math.max(area.width + 4, 1), box.height / Math.max(area.height + 4, 1));
      lookAt(area.x + area.width / 2, area.y + area.height / 2, Math.min(MAX_SCALE, Math.max(1, fit)));
    },
    [box, lookAt],
  );

  useImperativeHandle(ref, () => ({ centre: (code) => centre(code), frame: frameArea }), [centre, frameArea]);

  // Panzoom is attached at the first layout that gives the stage a size, starting at the first
  // view, so the first frame painted is the final one. That is the commit itself where the
  // screen is already shown; on a first visit the app is still behind the boot screen then
  // (src/boot/reveal.ts), and the size comes with the frame that shows it: a ResizeObserver
  // runs after that frame's layout and before its paint.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    const frame = frameRef.current;
    if (!stage || !frame) return undefined;
    let detach = () => {};
    const attach = () => {
      if (panzoomRef.current || stage.clientWidth === 0 || stage.clientHeight === 0) return;
      const view = firstViewOf(box, stage, boothsRef.current.find((b) => b.code === selectedRef.current));
      setHallLabelSize(hallLabelSizeOf(box, stage));
      // preventDefault only: Panzoom's default also stops the pointerdown, which the frame
      // needs to tell a tap on a booth from the end of a drag.
      const panzoom = Panzoom(stage, {
        minScale: 1,
        maxScale: MAX_SCALE,
        cursor: 'inherit',
        handleStartEvent: (event) => event.preventDefault(),
        startScale: view.scale,
        startX: view.x,
        startY: view.y,
      });
      panzoomRef.current = panzoom;
      frame.addEventListener('wheel', panzoom.zoomWithWheel, { passive: false });
      const onEnd = () => frame.removeAttribute('data-dragging');
      stage.addEventListener('panzoomend', onEnd);
      // The booths' names show once the zoom makes them NAME_MIN_PX high (./drawing.ts). From
      // the scale Panzoom goes to, not the drawing's: a zoom's transition has not moved it yet.
      const showNames = () => {
        const pxPerUnit = stagePoint(box, stage, box.x, box.y).k * panzoom.getScale();
        stage.toggleAttribute('data-names', pxPerUnit * NAME_SIZE >= NAME_MIN_PX);
      };
      showNames();
      stage.addEventListener('panzoomchange', showNames);
      detach = () => {
        stage.removeEventListener('panzoomchange', showNames);
        stage.removeEventListener('panzoomend', onEnd);
        frame.removeEventListener('wheel', panzoom.zoomWithWheel);
        panzoom.destroy();
        panzoomRef.current = null;
      };
      stage.setAttribute(PLAN_DRAWN_ATTRIBUTE, 'true');
    };
    attach();
    // Without ResizeObserver (old browsers, jsdom) only a stage with a size now gets Panzoom.
    const sizes = panzoomRef.current || typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(attach);
    sizes?.observe(stage);
    return () => {
      sizes?.disconnect();
      detach();
    };
  }, [box]);

  // Tiles and halls are drawn as the booths are (./drawing.ts): with the boot screen's drawing.
  useLayoutEffect(() => {
    if (tilesRef.current) drawTiles(tilesRef.current, styles);
  }, [styles]);
  useLayoutEffect(() => {
    if (hallsRef.current) drawHalls(hallsRef.current, plan.halls, hallLabelSize);
  }, [plan.halls, hallLabelSize]);

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
    // The end of a drag is not a tap (keyboard activation has no pointer: it always selects).
    const dragged = from && event.detail > 0 && Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP_PX;
    if (!target) {
      if (!dragged) pickNearest(event.clientX, event.clientY);
      return;
    }
    event.preventDefault();
    if (dragged) return;
    onSelect(target.getAttribute('data-code') ?? '');
  };
  // A tap beside the booths (an aisle, at a zoom where booths are smaller than a fingertip)
  // picks the booth nearest to it on screen, within NEAREST_BOOTH_PX.
  const pickNearest = (clientX: number, clientY: number) => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    let best: { code: string; gap: number } | null = null;
    for (const booth of boothsRef.current) {
      const dx = Math.max(booth.x - point.x, 0, point.x - booth.x - booth.width);
      const dy = Math.max(booth.y - point.y, 0, point.y - booth.y - booth.height);
      const gap = Math.hypot(dx, dy);
      if (!best || gap < best.gap) best = { code: booth.code, gap };
    }
    if (best && best.gap * matrix.a <= NEAREST_BOOTH_PX) onSelect(best.code);
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

  return (
    <div>
      <PlanCard>
        <Controls role="group" aria-label={denahCopy.zoomLabel}>
          <Button variant="secondary" aria-label={denahCopy.zoomIn} title={denahCopy.zoomIn} onClick={() => panzoomRef.current?.zoomIn()}><PlusIcon size={20} /></Button>
          <Button variant="secondary" aria-label={denahCopy.zoomOut} title={denahCopy.zoomOut} onClick={() => panzoomRef.current?.zoomOut()}><MinusIcon size={20} /></Button>
          <Button variant="secondary" aria-label={denahCopy.zoomReset} title={denahCopy.zoomReset} onClick={() => panzoomRef.current?.reset(WHOLE_PLAN)}><FitIcon size={20} /></Button>
        </Controls>
        <Frame ref={frameRef} style={{ aspectRatio: `${box.width} / ${box.height}` }} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onClick={onClick} onFocus={onFocus}>
          <Stage ref={stageRef}>
            <svg
              ref={svgRef}
              viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
              preserveAspectRatio="xMidYMid meet"
              role="group"
              aria-label={label ?? denahCopy.planLabel(plan.halls.length, booths.length)}
            >
              <defs ref={tilesRef} />
              <g ref={hallsRef} />
              <BoothLayer booths={booths} styles={styles} selected={selected} matches={matches} marked={marked} />
              <BoothRings booths={booths} selected={selected} matches={matches} />
              {overlay}
            </svg>
          </Stage>
          <div data-shield="" aria-hidden="true" />
        </Frame>
      </PlanCard>
      <Hint>{denahCopy.planHint}</Hint>
    </div>
  );
});
