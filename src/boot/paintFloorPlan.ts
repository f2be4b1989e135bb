// The floor plan in index.html's boot screen: on /denah, the plan drawn from the prefetched
// answer before the app has arrived (the plan drawn within 1.0 s on a slow phone; the app's
// scripts alone take about 1.5 s more). Too big for every page's inline script (the contract's
// check of the answer, the drawing), it is a script of its own, which index.html's first inline
// script asks for on /denah only, beside the plan's read (./prefetch.ts, build.mjs).
//
// It paints the screen's template (./prerender.tsx FloorPlanPreviewScreen), which it carries
// with the CSS only that template uses (build.mjs bootPaintingScripts), into the boot screen's
// <main> and draws the plan in its card with the screen's own drawing
// (src/screens/denah/drawing.ts), at the screen's first view: the whole plan. Booths are links to
// their page (/denah?booth=…), which work before the app does. Panning and zooming come with the
// app, which takes the boot screen away once its own plan is drawn (./reveal.ts).
// An address that holds a booth, a search or the list view (src/screens/denah/plan.ts) opens on
// something else than the whole plan: the boot screen waits for the app there.
import { checkFloorPlan } from '@pameran/sdk';
import { categoryStyles, drawableBooths, planBox } from '../screens/denah/plan';
import { drawBooths, drawHalls, drawTiles, hallLabelSizeOf, placeLabel, PLAN_DRAWN_ATTRIBUTE } from '../screens/denah/drawing';
import { paintFloorPlanPreview } from './preview';
import { addTemplates, paintAnswers, shellParsed } from './painting';
import { nextTask } from '../start/nextTask';

/**
 * Draws the plan of GET …/floorplan's answer into the boot screen; nothing for an answer that is
 * not a plan with booths. Resolves once the booths' codes are written too.
 */
export async function paintFloorPlan(body: unknown): Promise<void> {
  const main = document.querySelector('#boot main');
  const plan = checkFloorPlan(body);
  if (!main || !plan || location.search !== '') return;
  const booths = drawableBooths(plan);
  // No booth: the screen says there is no plan (the app's screen).
  if (booths.length === 0) return;
  // The answer's check and the drawing in two tasks: on a slow phone they were one of 50 ms.
  await nextTask();
  addTemplates('denah');
  const svg = paintFloorPlanPreview(main, plan.halls.length, booths.length);
  const stage = svg?.parentElement;
  const frame = stage?.parentElement;
  const [tiles, halls, layer] = svg ? [...svg.children] : [];
  if (!svg || !stage || !frame || !(tiles instanceof SVGElement) || !(halls instanceof SVGElement) || !(layer instanceof SVGElement)) return;
  const box = planBox({ halls: plan.halls, booths });
  const styles = categoryStyles(booths);
  frame.style.aspectRatio = `${box.width} / ${box.height}`;
  svg.setAttribute('viewBox', `${box.x} ${box.y} ${box.width} ${box.height}`);
  // The halls' names take their size from the stage's, read before the booths are in: the
  // layout it forces is then the boot screen's alone, not the whole plan's (22 ms at 4× CPU in
  // the frame that showed it, which then laid the plan out again for the halls). That layout and
  // the drawing in a task each: together they were one of 13–15 ms unthrottled.
  const hallLabelSize = hallLabelSizeOf(box, stage);
  await nextTask();
  drawTiles(tiles, styles);
  drawHalls(halls, plan.halls, hallLabelSize);
  // The booths' codes come in the task after the frame that shows the plan: their text is most
  // of that frame's style and layout (SVG text), on a whole plan where a code is ~5 px high.
  const drawn = drawBooths(layer, booths, styles, false);
  stage.setAttribute(PLAN_DRAWN_ATTRIBUTE, 'boot');
  await new Promise(requestAnimationFrame);
  await nextTask();
  // Named by their code only (their text): the boot screen has the Indonesian names alone, and
  // the app names every booth in the visitor's language.
  drawn.forEach(placeLabel);
}

paintAnswers({
  floorplan: async (body) => {
    await shellParsed();
    await paintFloorPlan(body);
  },
});
