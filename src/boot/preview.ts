// The boot preview (issue 15): index.html's inline script paints the first route's platform
// text into the static boot screen before React and the statecharts have started: on a slow
// phone network the JavaScript takes seconds, the answer a fraction of one. On a repeat visit it
// paints at once, in the first frame, from what it kept of the last answer (public event text,
// in localStorage), then again from the fresh answer. The app takes the boot screen away once
// its own screen has content (src/boot/reveal.ts).
//
// Answers and the kept copy are untrusted: only non-empty text fields are used, and only as
// text (textContent), never as HTML or a URL; anything else leaves the skeleton as it is. The
// SDK checks the same answer in full when the app reads it.
import { eventCard } from '../copy/eventCard';
import { titles } from '../copy/titles';
import { formatDate } from '../state/dates';
import { isRecord, parseJson } from '../../machines/json';

/** What the /home preview shows: the event card's text, dates already written out. */
export interface EventPreview {
  name: string;
  tagline: string | null;
  venue: string | null;
  /** '23 November 2026 – 26 November 2026' (WIB), or null. */
  dates: string | null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The preview of GET /api/events/{id}'s answer (`{ data: EventInfo }`); null unless it has a name. */
export function eventPreviewOf(body: unknown): EventPreview | null {
  const event = isRecord(body) && isRecord(body.data) ? body.data : null;
  const name = textOf(event?.name);
  if (!event || !name) return null;
  const from = formatDate(textOf(event.starts_at) ?? '');
  const to = formatDate(textOf(event.ends_at) ?? '');
  return { name, tagline: textOf(event.tagline), venue: textOf(event.venue), dates: from && to ? eventCard.dateRange(from, to) : null };
}

/** A kept preview (JSON text from localStorage) checked as strictly as an answer; null if broken. */
export function keptEventPreview(kept: string | null): EventPreview | null {
  const value = kept === null ? null : parseJson(kept);
  const name = isRecord(value) ? textOf(value.name) : null;
  if (!isRecord(value) || !name) return null;
  return { name, tagline: textOf(value.tagline), venue: textOf(value.venue), dates: textOf(value.dates) };
}

function element(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * /home: the screen's title and the event card, laid out as src/screens/home's EventSummary
 * (index.html styles `.boot-event` to match). Painting again replaces the card.
 */
export function paintHomePreview(main: Element, event: EventPreview): void {
  const details = element('div');
  details.append(element('h2', event.name));
  if (event.tagline) details.append(element('p', event.tagline));
  const facts = element('dl');
  if (event.venue) facts.append(element('dt', eventCard.venue), element('dd', event.venue));
  if (event.dates) facts.append(element('dt', eventCard.dates), element('dd', event.dates));
  if (facts.childElementCount > 0) details.append(facts);

  const card = element('section', undefined, 'boot-event');
  card.setAttribute('aria-label', eventCard.eventHeading);
  card.append(element('div', undefined, 'boot-banner'), details);
  const title = main.querySelector('h1');
  if (title) title.textContent = titles.home;
  const painted = main.querySelector('.boot-event');
  if (painted) painted.replaceWith(card);
  else main.insertBefore(card, main.querySelector('.skeleton-block'));
}
