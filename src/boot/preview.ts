// The boot preview: index.html's inline script (src/boot/paint.ts) paints /home's event into
// the boot screen before the app has started — on a slow phone network the JavaScript takes
// seconds, the answer a fraction of one — and on a repeat visit at once from the copy kept at the
// last visit; on a booth's QR code it paints the exhibitor, on a shared live session its stage,
// on Produk its first items and on the agenda its days. The app takes the boot screen away
// once its own screen has content (./reveal.ts).
//
// It draws nothing itself. The boot screen is the app's own components rendered at build time
// (./prerender.tsx): one shell, and per screen one <template> of what that screen's <main> holds
// with every optional line present, `{{field}}` where the text goes. Each element of optional
// lines carries the lines it needs, every one (LINES_ATTRIBUTE) or any one (ANY_LINES_ATTRIBUTE),
// found by the build from the screen rendered without each line and with each alone; a shape
// says which lines there are. Painting takes the
// template, drops what the shape lacks, puts the text in, as text and attribute values, never as
// HTML, puts it in the shell's <main> and marks the screen's tab as the app does. One shell in the
// page instead of one per shape: the parser reaches the painting sooner.
// The lines come from the same reader the app uses (eventCardOf): only non-empty text, a banner
// address safeUrl lets through, real dates. The kept copy is untrusted too: it is kept as a
// trimmed answer and read through the same gate.
import { EVENT_CARD_FIELDS, eventCardOf, isRecord, textOf, type EventCardText } from '../screens/home/eventCard';
import { safeUrl } from '../security/safeUrl';
import { parseJson } from '../../machines/json';
import { KEPT_COPY_MAX_AGE_MS } from './timing';
import { answeredFromCaches } from '../adapters/prefetchKey';
import { formatCount, formatRupiah } from '../lib/numbers';
import { denahBoothPath } from '../lib/denahPath';
import { BLANK_PICTURE } from '../components/Picture/blank';
import { EAGER_CARDS } from '../screens/products/eagerCards';
import { formatDateTime } from '../lib/dates';
import { splitSeconds, tileText } from '../lib/time';
import { sessionStart } from '../lib/sessionTimes';
import { sessionTitle } from '../lib/labels';
import { boothVisitFromSearch } from '../features/stamps/boothLink';
import { reminderLinesOf } from '../features/live/reminderLead';

/** What the /home preview shows: the event card's lines, with a name. */
export type EventPreview = EventCardText & { name: string };

/** The preview of GET /api/events/{id}'s answer (`{ data: EventInfo }`); null unless it has a name. */
export function eventPreviewOf(body: unknown): EventPreview | null {
  const card = eventCardOf(isRecord(body) ? body.data : null);
  return card.name ? (card as EventPreview) : null;
}

/** `fields` of a record, as it has them; null for anything but a record. What a kept copy keeps of an answer. */
const picked = (value: unknown, fields: readonly string[]) => (isRecord(value) ? Object.fromEntries(fields.map((field) => [field, value[field]])) : null);

/**
 * What /home's preview keeps of the event's answer for the next visit's first frame: the fields
 * its card shows as the answer had them, read again through the answer's own gate
 * (keptEventPreview), its dates written in that visit's language. Produk's first exhibitors are kept
 * the same way (keptExhibitorRowsOf).
 */
export function keptEventOf(body: unknown): { data: Record<string, unknown> } {
  return { data: picked(isRecord(body) ? body.data : null, EVENT_CARD_FIELDS) ?? {} };
}


/** A kept copy as localStorage holds it: the trimmed answer, and when it was kept. */
export const keptCopyText = (answer: unknown, now: number): string => JSON.stringify({ keptAt: now, answer });

/** The answer in a kept copy (keptCopyText's), or null: broken, kept before it carried its time, older than KEPT_COPY_MAX_AGE_MS, or dated after `now`. */
export function keptCopyAnswer(kept: string | null, now: number): unknown {
  const copy = parseJson(kept ?? '');
  if (!isRecord(copy) || typeof copy.keptAt !== 'number') return null;
  const age = now - copy.keptAt;
  return age >= 0 && age <= KEPT_COPY_MAX_AGE_MS ? copy.answer : null;
}

/** The preview of a kept copy of the event (keptEventOf's answer), checked as an answer is; null if broken or too old. */
export function keptEventPreview(kept: string | null, now: number): EventPreview | null {
  return eventPreviewOf(keptCopyAnswer(kept, now));
}

/** A shape: whether each of a screen's optional lines is there, as '0'/'1', in the screen's order of its lines. */
export const shapeOfLines = (lines: unknown[]): string => lines.map((line) => +!!line).join('');

/** Whether each optional line is in `shape`, in the same order. */
export const linesOf = (shape: string): boolean[] => [...shape].map((bit) => bit === '1');

/** Where the text of `field` goes in a template: `{{field}}` when its line is in the shape, else null. */
export const slot = (field: string, present: boolean | undefined): string | null => (present ? `{{${field}}}` : null);

/** Which optional lines a card has (banner, tagline, venue, dates), as '0'/'1': its shape. */
export function shapeOf(card: EventCardText): string {
  return shapeOfLines([card.banner, card.tagline, card.venue, card.from && card.to]);
}

/** The card of `shape` with `{{field}}` for each line's text: what the build renders in that shape. */
export function slotsOf(shape: string): EventPreview {
  const [banner, tagline, venue, dates] = linesOf(shape);
  return { name: '{{name}}', banner: slot('banner', banner), tagline: slot('tagline', tagline), venue: slot('venue', venue), from: slot('from', dates), to: slot('to', dates) };
}

/** The attribute naming a template's screen ('home', 'booth'). */
export const SCREEN_ATTRIBUTE = 'data-boot-screen';
/** The attribute holding the address of the tab the app marks as current on that screen. */
export const CURRENT_ATTRIBUTE = 'data-boot-current';
/**
 * On an element of optional lines: the lines it needs (their indices in the screen's order of its
 * lines, space-separated); painting drops it unless the shape has every one of them.
 */
export const LINES_ATTRIBUTE = 'data-boot-lines';
/** The same for an element that needs any one of its lines (a list of facts: any fact brings it). */
export const ANY_LINES_ATTRIBUTE = 'data-boot-any-lines';

const SLOT = /\{\{(\w+)\}\}/g;

/** A category as the app writes it (copy.home.categoryName): as the platform names it, or in an English visitor's words (./bootLanguage.ts). */
let categoryName = (category: string) => category;

/** Categories read from now on written by `write`, as the app writes them in the visitor's language. */
export function writeCategoriesWith(write: (category: string) => string): void {
  categoryName = write;
}

/** `text` with its `{{field}}` slots filled from `values`, in one pass: text put in is never read for slots again. */
export const fill = (text: string, values: Record<string, string | null>) => text.replace(SLOT, (slot, field: string) => values[field] ?? slot);

/**
 * Rewrites every text and attribute value in `root` (its own attributes too: a list's item): the
 * boot screen's one way of putting text in, as text, never as HTML. `attribute` names the
 * attribute rewritten.
 */
export function rewriteTexts(root: Node, rewrite: (text: string, attribute?: string) => string): void {
  // Elements and text (NodeFilter.SHOW_ELEMENT | SHOW_TEXT, written as the number: this is inlined into every page).
  const walker = document.createTreeWalker(root, 5);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node instanceof Text) node.data = rewrite(node.data);
    else for (const attribute of (node as Element).attributes ?? []) attribute.value = rewrite(attribute.value, attribute.name);
  }
}

/**
 * The tab linking to `current` marked as the app marks it, aria-current first as it renders it
 * (the shell is the waiting screen's, with no tab marked; a page paints one screen only).
 */
function markCurrent(shell: Element, current: string | null): void {
  // A screen without a tab of its own (a live session's page) marks none.
  const link = current && shell.querySelector(`nav a[href="${current}"]`);
  if (!link || link.hasAttribute('aria-current')) return;
  const rest = [...link.attributes];
  for (const attribute of rest) link.removeAttributeNode(attribute);
  link.setAttribute('aria-current', 'page');
  for (const attribute of rest) link.setAttributeNode(attribute);
}

/** Values for a template's slots; null: the slot's line is not in the shape. */
export type Slots = Record<string, string | null>;

/** `root`'s content in `shape` (the elements of lines it lacks dropped), its slots filled with `values`. */
function fillShape(root: ParentNode, shape: string, values: Slots): void {
  const has = (line: string) => shape[+line] === '1';
  root.querySelectorAll(`[${LINES_ATTRIBUTE}],[${ANY_LINES_ATTRIBUTE}]`).forEach((element) => {
    const every = element.getAttribute(LINES_ATTRIBUTE);
    if (every === null ? element.getAttribute(ANY_LINES_ATTRIBUTE)!.split(' ').some(has) : every.split(' ').every(has)) {
      element.removeAttribute(LINES_ATTRIBUTE);
      element.removeAttribute(ANY_LINES_ATTRIBUTE);
    } else element.remove();
  });
  rewriteTexts(root, (text) => fill(text, values));
}

/**
 * The template of `screen` in `shape`, filled with `values`, in place of what the boot screen's
 * `main` holds. A list screen's template holds one `<li>`, the item in every shape: it is
 * repeated for each of `items`, each in its own shape. Items given a group (the agenda's days)
 * are listed in the group's own copy of the element around their list, filled with the group's
 * values: one copy for each run of items of the same group. Painting again replaces it.
 */
export function paintTemplate(main: Element, screen: string, shape: string, values: Slots, items: [shape: string, values: Slots, group?: Slots][] = []): void {
  const shell = main.parentElement;
  const template = document.querySelector(`template[${SCREEN_ATTRIBUTE}="${screen}"]`) as HTMLTemplateElement | null;
  if (!shell || !template) return;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const item = items.length ? content.querySelector('li') : null;
  let list = item?.parentElement;
  item?.remove();
  const around = items[0]?.[2] ? list!.parentElement! : null;
  const group = around?.cloneNode(true) as Element | undefined;
  fillShape(content, shape, values);
  let current: Slots | undefined;
  for (const [itemShape, itemValues, itemGroup] of items) {
    if (group && itemGroup !== current) {
      current = itemGroup;
      const copy = group.cloneNode(true) as Element;
      fillShape(copy, '', itemGroup!);
      around!.before(copy);
      list = copy.querySelector('ul')!;
    }
    const copy = item!.cloneNode(true) as Element;
    fillShape(copy, itemShape, itemValues);
    list!.append(copy);
  }
  around?.remove();
  // On a visit the service worker answers, the pictures come from its caches within milliseconds:
  // asked for at once, they would join the page's first frame, and each SVG picture's own document
  // costs a slow phone's main thread 20–50 ms before that frame is drawn. Lazy, they are asked for
  // by that frame's layout and drawn in the next, and the text is not held back. Set before the
  // pictures join the page, which is when they are asked for.
  if (answeredFromCaches()) content.querySelectorAll('img').forEach((picture) => (picture.loading = 'lazy'));
  main.replaceChildren(content);
  markCurrent(shell, template.getAttribute(CURRENT_ATTRIBUTE));
}

/** /home: its title and the event card in the shell's <main>, its tab marked. */
export function paintHomePreview(main: Element, preview: EventPreview): void {
  paintTemplate(main, 'home', shapeOf(preview), preview as unknown as Record<string, string | null>);
}

/** How many of an exhibitor's products its preview shows: a phone's first two rows. */
export const EXHIBITOR_PREVIEW_PRODUCTS = 4;

/**
 * What an exhibitor's page (a booth's QR code, a shared link) shows first, as the page draws it
 * for a visitor not signed in: its identity card (its booth line when the answer names its booth,
 * hall and category, or none of them: the page writes that line as one text, so the template has
 * those two shapes), its first products' cards or the line saying it shows none, and below them
 * Produk's search.
 */
export interface ExhibitorPreview {
  name: string;
  /** The logo's address as the gate lets it through, or a blank picture of the same size. */
  logo: string;
  /** Its booth, hall and category; null when the answer names none of them. */
  code: string | null;
  hall: string | null;
  category: string | null;
  /** Its booth on the floor plan (/denah?booth=…), with its booth. */
  planHref: string | null;
  description: string | null;
  /** Its website's address as the gate lets it through (one it refuses: the page says so, the preview leaves the line out). */
  website: string | null;
  /** Its first products, as the merchandise list's items. */
  products: MerchandisePreview[];
  /** How many products it has, as the list's label writes the number, and as a number (aria-setsize). */
  count: string;
  size: string;
  /**
   * Opened from its QR code with a stamp: the booth's code in the notice above the page until the
   * stamp's outcome is known (PendingStampNotice), asking an anonymous visitor to sign in
   * (`stampSignIn`) or telling a signed-in one it is being sent (`stampSending`); null otherwise.
   */
  stampSignIn?: string | null;
  stampSending?: string | null;
}

/**
 * The exhibitor preview of `shape` (its booth line, description, website, products, "no products",
 * the stamp's two notices, and the one product's price and "no price yet": '0'/'1' each) with
 * `{{field}}` for its text: what the build renders in that shape.
 */
export function exhibitorSlotsOf(shape: string): Omit<ExhibitorPreview, 'products'> & { noProducts: boolean; products: ReturnType<typeof merchandiseSlotsOf>[] } {
  const [placed, description, website, products, noProducts, stampSignIn, stampSending, price, unknownPrice] = linesOf(shape);
  return {
    name: '{{name}}', logo: '{{logo}}', code: slot('code', placed), hall: slot('hall', placed), category: slot('category', placed), planHref: slot('planHref', placed),
    description: slot('description', description), website: slot('website', website), noProducts: !!noProducts, count: '{{count}}', size: '{{size}}',
    stampSignIn: slot('stampSignIn', stampSignIn), stampSending: slot('stampSending', stampSending),
    products: products ? [merchandiseSlotsOf(`${+!!price}${+!!unknownPrice}`)] : [],
  };
}

/**
 * The stamp's notice a Produk address (`search`) brings above its exhibitor: a booth's QR code
 * with a well-formed stamp (boothVisitFromSearch, as the page reads it) names the booth, for a
 * visitor not signed in asked to sign in, for a signed-in one as being sent.
 */
export function stampNoticeOf(search: string, signedIn: boolean): Pick<ExhibitorPreview, 'stampSignIn' | 'stampSending'> {
  const visit = boothVisitFromSearch(search);
  const booth = visit?.stamp ? visit.boothCode : null;
  return { stampSignIn: signedIn ? null : booth, stampSending: signedIn ? booth : null };
}

/**
 * The preview of an exhibitor's answer (`{ data: Exhibitor }`); null without a name, with some of
 * its booth, hall and category but not all, or with products whose first the page would name
 * otherwise than its name (src/lib/labels.ts).
 */
export function exhibitorPreviewOf(body: unknown): ExhibitorPreview | null {
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data)) return null;
  const [name, code, hall, category] = [textOf(data.name), textOf(data.booth_code), textOf(data.hall), textOf(data.category)];
  const products = itemPreviewsOf(data.products, EXHIBITOR_PREVIEW_PRODUCTS);
  // Every product the page lists (src/lib/asList.ts: anything but a list is none).
  const listed = Array.isArray(data.products) ? data.products.length : 0;
  if (!name || (code || hall || category) && !(code && hall && category) || !products.length && listed) return null;
  return {
    name, code, hall,
    category: category && categoryName(category),
    logo: safeUrl(data.logo_url, 'image') ?? BLANK_PICTURE,
    planHref: code && denahBoothPath(code),
    description: textOf(data.description),
    website: safeUrl(textOf(data.website)),
    products,
    count: formatCount(listed),
    size: String(listed),
  };
}

/** /products?booth=… or ?exhibitor=…: Produk's title, the exhibitor's card, its first products and the search in the shell's <main>, its tab marked. */
export function paintExhibitorPreview(main: Element, { products, ...exhibitor }: ExhibitorPreview): void {
  const lines = [exhibitor.code, exhibitor.description, exhibitor.website, products.length, !products.length, exhibitor.stampSignIn, exhibitor.stampSending];
  paintTemplate(main, 'exhibitor', shapeOfLines([...lines, 0, 0]), { ...exhibitor } as Slots, products.map((item) => [shapeOfLines([...lines, item.price, !item.price]), { ...item, size: exhibitor.size }]));
  loadFirstRowAtOnce(main);
}

/**
 * What a shared link to a live session (/live-stream/{id}) shows first, as the live page writes
 * it: its stage (title, start, speaker), for a visitor not signed in with its room and the
 * sign-in below it, for a signed-in one with its screen and, before the start, the countdown and
 * the session's buttons, beside it the demonstrated products and below them the survey, loading.
 */
export interface SessionPreview {
  /** Its title, or for a session the platform sends untitled its number as the page names it (sessionTitle). */
  title: string;
  /** Its start as the page writes it ('28 Nov 2026, 06.50 WIB'); null when the answer says none. */
  start: string | null;
  speaker: string | null;
  /** Its room (a visitor not signed in: the public reads' stage has it). */
  room: string | null;
  /**
   * The stage's screen, a signed-in visitor's: the poster's address as the gate lets it through,
   * or a blank picture (no poster, not known yet, or the session has started: the player's
   * place). null: no screen (a visitor not signed in, asked to sign in below the stage).
   */
  poster: string | null;
  /** Before the start (a signed-in visitor's): its countdown as the page's clock writes it, and "Ingatkan saya" or the line saying it is too close for one; null otherwise. */
  countdown: CountdownText | null;
  remind: boolean;
  tooSoon: boolean;
  /** A signed-in visitor's session names its exhibitor: the products it demonstrates stand beside the stage. */
  products: boolean;
}

/** A countdown as the clock writes it: each unit on its tile (two digits), and as its name says it (CountdownClock). */
export type CountdownText = Record<'dd' | 'hh' | 'mm' | 'ss' | 'days' | 'hours' | 'minutes' | 'seconds', string>;

/** `seconds` to go as the clock writes them (CountdownText). */
export function countdownTextOf(seconds: number): CountdownText {
  const { days, hours, minutes, seconds: rest } = splitSeconds(seconds);
  const [dd, hh, mm, ss] = [days, hours, minutes, rest].map(tileText) as [string, string, string, string];
  return { dd, hh, mm, ss, days: String(days), hours: String(hours), minutes: String(minutes), seconds: String(rest) };
}

/** Which optional lines a session's page has, in the order of its template's lines: a visitor not signed in's (start, speaker, room), a signed-in one's (start, speaker, countdown, "Ingatkan saya", too close for one, the products). */
export const sessionShapeOf = (preview: SessionPreview): string =>
  shapeOfLines(preview.poster === null ? [preview.start, preview.speaker, preview.room] : [preview.start, preview.speaker, preview.countdown, preview.remind, preview.tooSoon, preview.products]);

/** The session's page in `shape` (sessionShapeOf's lines), a signed-in visitor's or not, with `{{field}}` for its text: what the build renders in that shape. */
export function sessionSlotsOf(shape: string, signedIn: boolean): SessionPreview {
  const [start, speaker, third, remind, tooSoon, products] = linesOf(shape);
  const countdown = { dd: '{{dd}}', hh: '{{hh}}', mm: '{{mm}}', ss: '{{ss}}', days: '{{days}}', hours: '{{hours}}', minutes: '{{minutes}}', seconds: '{{seconds}}' };
  return {
    title: '{{title}}', start: slot('start', start), speaker: slot('speaker', speaker), room: slot('room', !signedIn && third), poster: signedIn ? '{{poster}}' : null,
    countdown: signedIn && third ? countdown : null, remind: !!remind, tooSoon: !!tooSoon, products: !!products,
  };
}

/** A session's start as the live page writes it, from its starts_at or its countdown; null from neither. */
function startOf(session: Record<string, unknown>): string | null {
  const startsAt = textOf(session.starts_at) ?? undefined;
  const countdown = typeof session.is_started_countdown === 'number' && Number.isFinite(session.is_started_countdown) ? session.is_started_countdown : undefined;
  if (startsAt === undefined && countdown === undefined) return null;
  return formatDateTime(sessionStart({ starts_at: startsAt, is_started_countdown: countdown })) || null;
}

/**
 * A session's preview (`poster`: its stream's, or null for a visitor not signed in, who is asked
 * to sign in); null unless it is a session with a whole-number id. Before the start (its
 * is_started_countdown still running) a signed-in visitor's stage shows the poster, the countdown
 * and the reminder's line, as the page's; after it, a blank screen where the player comes.
 */
function previewOfSession(session: unknown, poster: string | null): SessionPreview | null {
  if (!isRecord(session) || !Number.isSafeInteger(session.id)) return null;
  const signIn = poster === null;
  const seconds = session.is_started_countdown;
  const waiting = !signIn && typeof seconds === 'number' && seconds > 0;
  // The page's stage names the room for a visitor not signed in only.
  return {
    title: sessionTitle(session as { id: number; title?: string }), start: startOf(session), speaker: textOf(session.speaker), room: signIn ? textOf(session.room_name) : null,
    poster: waiting ? poster : signIn ? null : BLANK_PICTURE,
    countdown: waiting ? countdownTextOf(seconds as number) : null, ...reminderLinesOf(waiting, seconds as number),
    products: !signIn && Number.isSafeInteger(session.exhibitor_id),
  };
}

/** The preview of GET …/sessions/{id}/stream's answer (`{ data: { session: Session } }`), a signed-in visitor's. */
export function sessionPreviewOf(body: unknown): SessionPreview | null {
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data)) return null;
  return previewOfSession(data.session, safeUrl(data.poster_url, 'image') ?? BLANK_PICTURE);
}

/**
 * The preview of session `id` in GET …/sessionsUpcoming's answer (`{ data: Session[] }`): what a
 * visitor not signed in sees of it on its page, or a signed-in one until its stream answers (the
 * screen blank: the poster comes with the stream); null unless it is listed with a title.
 */
export function listedSessionPreviewOf(body: unknown, id: number | null, signedIn: boolean): SessionPreview | null {
  const list = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return previewOfSession(list.find((listed: unknown) => isRecord(listed) && listed.id === id), signedIn ? BLANK_PICTURE : null);
}

/** /live-stream/{id}: the live page's title and the session's page (a visitor not signed in's, or a signed-in one's) in the shell's <main>. */
export function paintSessionPreview(main: Element, preview: SessionPreview): void {
  const { title, start, speaker, room, poster, countdown } = preview;
  paintTemplate(main, poster === null ? 'session' : 'sessionSignedIn', sessionShapeOf(preview), { title, start, speaker, room, poster, ...countdown });
}

/** A product card of an exhibitor's preview: its picture, its name and its price as the list writes it (null: not sent). */
export interface MerchandisePreview {
  /** Its place in the list, from 1 (aria-posinset). */
  position: string;
  /** The picture's address as the gate lets it through, or a blank picture of the same size. */
  image: string;
  name: string;
  /** The price as a number's digits (the `<data>` value), and as written ("Rp 75.000"). */
  amount: string | null;
  price: string | null;
}

/**
 * An item's slots in `shape` (two lines, '0'/'1' each: the price; "Harga belum tersedia"): what
 * the build renders in that shape, the template having both.
 */
export function merchandiseSlotsOf(shape: string): MerchandisePreview & { unknownPrice: boolean } {
  const [price, unknownPrice] = linesOf(shape);
  return { position: '{{position}}', image: '{{image}}', name: '{{name}}', amount: slot('amount', price), price: slot('price', price), unknownPrice: !!unknownPrice };
}

/** The first `count` items of a list of merchandise or products, up to the first without a whole-number id and a name. */
function itemPreviewsOf(list: unknown, count: number): MerchandisePreview[] {
  const items: MerchandisePreview[] = [];
  for (const item of Array.isArray(list) ? list.slice(0, count) : []) {
    const name = isRecord(item) && Number.isSafeInteger(item.id) ? textOf(item.name) : null;
    if (!name) break;
    const price = (item as Record<string, unknown>).price;
    const known = Number.isSafeInteger(price);
    const image = safeUrl((item as Record<string, unknown>).image_url, 'image') ?? BLANK_PICTURE;
    items.push({ position: String(items.length + 1), image, name, amount: known ? String(price) : null, price: known ? formatRupiah(price as number) : null });
  }
  return items;
}

/** How many exhibitors Produk's preview shows: a phone's first screen of rows. */
export const EXHIBITOR_ROWS_PREVIEWED = 5;

/** An exhibitor as Produk's list shows it first: logo, name, and its booth, hall and category. */
export interface ExhibitorRowPreview {
  /** Its number, for its link (/products?exhibitor=…). */
  id: string;
  /** Its place in the list, from 1, as the list tells screen readers (aria-posinset). */
  position: string;
  /** The logo's address as the gate lets it through, or a blank picture of the same size. */
  logo: string;
  name: string;
  code: string;
  hall: string;
  category: string;
}

/** A row's slots: what the build renders (one shape, a row whose booth, hall and category are known). */
export const exhibitorRowSlots = (): ExhibitorRowPreview => ({ id: '{{id}}', position: '{{position}}', logo: '{{logo}}', name: '{{name}}', code: '{{code}}', hall: '{{hall}}', category: '{{category}}' });

/**
 * Produk's list as the first page of exhibitors (`{ data: { items: ExhibitorListing[], total } }`),
 * or on a platform without pages the event's exhibitors standing in for it (`{ data: { exhibitors } }`,
 * src/screens/products/catalogue.ts loadExhibitors), shows it first: its first rows in the answer's order, up to the first without a whole-number
 * id, a name, a booth, a hall and a category (the list writes that one's line otherwise), and at
 * most EXHIBITOR_ROWS_PREVIEWED; how many exhibitors the page has (`shown`) and the fair
 * (`total`), as the list's label and its "loading more" line write the numbers.
 */
export interface ExhibitorRowsPreview {
  rows: ExhibitorRowPreview[];
  shown: string;
  total: string;
  /** The fair's exhibitors as a number (aria-setsize). */
  size: string;
  /** More pages are to come: the list says how many it has of how many. */
  more: boolean;
  /** The answer lists no exhibitor: the list says so. */
  empty: boolean;
}

/** The preview of the first page of exhibitors (ExhibitorRowsPreview). */
export function exhibitorRowsPreviewOf(body: unknown): ExhibitorRowsPreview {
  const rows: ExhibitorRowPreview[] = [];
  const listed = listOf(body);
  const items = listed ?? [];
  for (const item of items.slice(0, EXHIBITOR_ROWS_PREVIEWED)) {
    if (!isRecord(item) || !Number.isSafeInteger(item.id)) break;
    const [name, code, hall, category] = [item.name, item.booth_code, item.hall, item.category].map(textOf);
    if (!name || !code || !hall || !category) break;
    rows.push({ id: String(item.id), position: String(rows.length + 1), logo: safeUrl(item.logo_url, 'image') ?? BLANK_PICTURE, name, code, hall, category: categoryName(category) });
  }
  // The list's total: the page's, when it is a number and no fewer than the page holds (src/screens/products/catalogue.ts).
  const sent = isRecord(body) && isRecord(body.data) ? body.data.total : null;
  const total = typeof sent === 'number' && sent >= items.length ? sent : items.length;
  return { rows, shown: formatCount(items.length), total: formatCount(total), size: String(total), more: items.length < total, empty: listed?.length === 0 };
}

/**
 * The exhibitors an answer lists: a page's items, or the event's exhibitors, anything but a list
 * being none (as the screen reads them, src/lib/asList.ts); null for no answer.
 */
const listOf = (body: unknown): unknown[] | null => {
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data)) return null;
  const list = data.items ?? data.exhibitors;
  return Array.isArray(list) ? list : [];
};

/**
 * What Produk's preview keeps of the first page of exhibitors for the next visit's first frame:
 * its first rows' public fields as the answer had them, read again through the answer's own gate
 * (exhibitorRowsPreviewOf).
 */
export function keptExhibitorRowsOf(body: unknown): { data: { items: unknown[] } } {
  return { data: { items: (listOf(body) ?? []).slice(0, EXHIBITOR_ROWS_PREVIEWED).map((item) => picked(item, ['id', 'name', 'booth_code', 'hall', 'category', 'logo_url'])) } };
}

/**
 * /products: Produk's title, tools and tabs in the shell's <main>, its tab marked, with the
 * exhibitors' first rows, the list saying it has none, or the list loading as the app shows it
 * until they come.
 */
export function paintExhibitorRowsPreview(main: Element, { rows, more, empty, ...counts }: ExhibitorRowsPreview): void {
  const shape = shapeOfLines([rows.length, !rows.length && !empty, rows.length && more, empty]);
  // The rows' logos load at once, as the list's first rows do (ExhibitorRow's `eager`).
  paintTemplate(main, 'exhibitors', shape, counts, rows.map((row) => [shape, { ...row, size: counts.size }]));
}

/**
 * The first row's pictures load at once, as the app's own first cards do: the largest thing on
 * a phone's first screen, asked for by this script rather than by a layout after the app's. Not
 * on a visit the service worker answers (paintTemplate).
 */
function loadFirstRowAtOnce(main: Element): void {
  if (answeredFromCaches()) return;
  main.querySelectorAll('li img').forEach((picture, index) => {
    if (index < EAGER_CARDS) (picture as HTMLImageElement).loading = 'eager';
  });
}

/** The floor plan's template's slots: the plan's counts, in its name for screen readers. */
export const FLOORPLAN_SLOTS = { halls: '{{halls}}', booths: '{{booths}}' } as const;

/**
 * /denah: its title, the plan's tools and the plan's card in the shell's <main>, its tab marked,
 * the plan named for `halls` halls and `booths` booths. Returns the card's drawing, still empty,
 * for src/boot/paintFloorPlan.ts to draw the plan in.
 */
export function paintFloorPlanPreview(main: Element, halls: number, booths: number): SVGSVGElement | null {
  paintTemplate(main, 'denah', '0', { halls: String(halls), booths: String(booths) });
  return main.querySelector('svg[role="group"]');
}
