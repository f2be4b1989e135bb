// The boot preview: index.html's inline script (src/boot/paint.ts) paints /home's event into
// the boot screen before the app has started — on a slow phone network the JavaScript takes
// seconds, the answer a fraction of one — and on a repeat visit at once from the copy kept at the
// last visit. The app takes the boot screen away once its own screen has content (./reveal.ts).
//
// It draws nothing itself. The boot screen is the app's own components rendered at build time
// (./prerender.tsx): the shell, and the shell at /home with its title, event card and skeleton
// once per shape of the card (which of its optional lines it has), each in a <template> with
// `{{field}}` where the text goes. Painting takes the template of the event's shape, puts the
// text in, as text and attribute values, never as HTML, and puts it in the place of the shell.
// The lines come from the same reader the app uses (eventCardOf): only non-empty text, a banner
// address safeUrl lets through, real dates. The kept copy is untrusted too and is checked as
// strictly.
import { eventCardOf, isRecord, textOf, type EventCardText } from '../screens/home/eventCard';
import { safeUrl } from '../security/safeUrl';

/** What the /home preview shows: the event card's lines, with a name. */
export type EventPreview = EventCardText & { name: string };

/** The preview of GET /api/events/{id}'s answer (`{ data: EventInfo }`); null unless it has a name. */
export function eventPreviewOf(body: unknown): EventPreview | null {
  const card = eventCardOf(isRecord(body) ? body.data : null);
  return card.name ? (card as EventPreview) : null;
}

/** A kept preview (JSON text from localStorage) checked as strictly as an answer; null if broken. */
export function keptEventPreview(kept: string | null): EventPreview | null {
  let value: unknown;
  try {
    value = JSON.parse(kept ?? '');
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const name = textOf(value.name);
  return name ? { name, banner: safeUrl(value.banner, 'image'), tagline: textOf(value.tagline), venue: textOf(value.venue), from: textOf(value.from), to: textOf(value.to) } : null;
}

/** Which optional lines a card has (banner, tagline, venue, dates), as '0'/'1': its template's key. */
export function shapeOf(card: EventCardText): string {
  return [card.banner, card.tagline, card.venue, card.from && card.to].map((line) => +!!line).join('');
}

/** The card of `shape` with `{{field}}` for each line's text: what the build renders into its template. */
export function slotsOf(shape: string): EventPreview {
  const [banner, tagline, venue, dates] = [...shape].map((bit) => bit === '1');
  const slot = (field: keyof EventCardText, present: boolean | undefined) => (present ? `{{${field}}}` : null);
  return { name: '{{name}}', banner: slot('banner', banner), tagline: slot('tagline', tagline), venue: slot('venue', venue), from: slot('from', dates), to: slot('to', dates) };
}

/** The template attribute that names a shape. */
export const SHAPE_ATTRIBUTE = 'data-home-shape';

const SLOT = /\{\{(\w+)\}\}/g;

/** One pass: text put in is never read for slots again. */
const fill = (text: string, values: Record<string, string | null>) => text.replace(SLOT, (slot, field: string) => values[field] ?? slot);

/**
 * Rewrites every text and attribute value under `root` (not `root` itself): the boot screen's
 * one way of putting text in, as text, never as HTML. `attribute` names the attribute rewritten.
 */
export function rewriteTexts(root: Node, rewrite: (text: string, attribute?: string) => string): void {
  // Elements and text (NodeFilter.SHOW_ELEMENT | SHOW_TEXT, written as the number: this is inlined into every page).
  const walker = document.createTreeWalker(root, 5);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) node.data = rewrite(node.data);
    else for (const attribute of (node as Element).attributes) attribute.value = rewrite(attribute.value, attribute.name);
  }
}

/** The template `selector` filled with `values`, in place of the boot screen's shell around `main`. Painting again replaces it. */
function paintTemplate(main: Element, selector: string, values: Record<string, string | null>): void {
  const shell = main.parentElement;
  const template = document.querySelector(selector) as HTMLTemplateElement | null;
  if (!shell || !template) return;
  const screen = template.content.cloneNode(true);
  rewriteTexts(screen, (text) => fill(text, values));
  shell.replaceChildren(screen);
}

/** /home: the shell at /home with the event card. */
export function paintHomePreview(main: Element, preview: EventPreview): void {
  paintTemplate(main, `[${SHAPE_ATTRIBUTE}="${shapeOf(preview)}"]`, preview as unknown as Record<string, string | null>);
}

/** What a booth's QR code shows first (issue 34): the exhibitor's name and booth. */
export interface BoothPreview {
  name: string;
  booth: string | null;
}

/** The template attribute of the booth preview; its value says whether the booth line is there ('1') or not ('0'). */
export const BOOTH_ATTRIBUTE = 'data-booth-shape';

/** The preview of GET …/exhibitorCode/{code}'s answer (`{ data: Exhibitor }`); null unless it has a name. */
export function boothPreviewOf(body: unknown): BoothPreview | null {
  const data = isRecord(body) ? body.data : null;
  const name = isRecord(data) ? textOf(data.name) : null;
  return name ? { name, booth: textOf((data as Record<string, unknown>).booth_code) } : null;
}

/** /products?booth=…: the shell at /products with the exhibitor's name and booth. */
export function paintBoothPreview(main: Element, preview: BoothPreview): void {
  paintTemplate(main, `[${BOOTH_ATTRIBUTE}="${+!!preview.booth}"]`, { ...preview });
}
