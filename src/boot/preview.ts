// The boot preview (issue 15): index.html's inline script paints the first route's platform
// text into the static boot screen from the prefetched answer, long before React and the
// statecharts have started: on a slow phone network the JavaScript takes seconds, the answer a
// fraction of one (and on a repeat visit the service worker has it at once). The app takes the
// boot screen away once its own screen has content (src/boot/reveal.ts).
//
// The answer is untrusted: only non-empty text fields are used, and only as text
// (textContent), never as HTML or a URL; anything else leaves the skeleton as it is. The SDK
// checks the same answer in full when the app reads it.
import { eventCard } from '../copy/eventCard';
import { titles } from '../copy/titles';
import { formatDate } from '../state/dates';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function element(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * /home: the screen's title and the event card, laid out as src/screens/home's EventSummary
 * (index.html styles `.boot-event` to match). `body` is the answer of GET /api/events/{id}.
 * Returns whether it painted.
 */
export function previewHome(main: Element, body: unknown): boolean {
  const event = isRecord(body) && isRecord(body.data) ? body.data : null;
  const name = textOf(event?.name);
  if (!event || !name) return false;
  const details = element('div');
  details.append(element('h2', name));
  const tagline = textOf(event.tagline);
  if (tagline) details.append(element('p', tagline));
  const facts = element('dl');
  const venue = textOf(event.venue);
  if (venue) facts.append(element('dt', eventCard.venue), element('dd', venue));
  const from = formatDate(textOf(event.starts_at) ?? '');
  const to = formatDate(textOf(event.ends_at) ?? '');
  if (from && to) facts.append(element('dt', eventCard.dates), element('dd', eventCard.dateRange(from, to)));
  if (facts.childElementCount > 0) details.append(facts);

  const card = element('section', undefined, 'boot-event');
  card.setAttribute('aria-label', eventCard.eventHeading);
  card.append(element('div', undefined, 'boot-banner'), details);
  const title = main.querySelector('h1');
  if (title) title.textContent = titles.home;
  main.insertBefore(card, main.querySelector('.skeleton-block'));
  return true;
}
