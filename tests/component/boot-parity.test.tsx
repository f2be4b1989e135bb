// One renderer: index.html's boot screen (src/boot/prerender.tsx, rendered at build time and
// painted by the inline script from the prefetched answer) against the app's own first screen of
// /home, both from the same answer of the local platform. The shell, /home's title and the event
// card must be the same markup with the same class-bound CSS, or the swap from one to the other
// would show (a line appearing, a tab changing, the card moving).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBootScreen } from '../../src/boot/prerender';
import { eventPreviewOf, keptCopyText, keptEventOf, keptEventPreview, paintHomePreview, type EventPreview } from '../../src/boot/preview';
import { usePlatform } from '../helpers/platform';
import { cssRulesOf, headCssRules } from './support/cssRules';
import { renderApp } from './support/renderApp';

const platform = usePlatform();

/** The event's read (SPEC `GET /api/events/{id}`), as the boot script and the SDK ask for it. */
const EVENT_PATH = '/api/events/1';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

/** The rules that name one of `classes` in their selector, sorted. */
function classBound(rules: string[], classes: Set<string>): string[] {
  return rules.filter((rule) => [...classes].some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(rule.slice(0, rule.indexOf('{'))))).sort();
}

const classesIn = (elements: Element[]) => new Set(elements.flatMap((element) => [element, ...element.querySelectorAll('[class]')]).flatMap((element) => [...element.classList]));

/** What a visitor sees of a shell: skip link, header, the main element itself, its title, and the event card. */
function firstScreenOf(container: Element) {
  const main = container.querySelector('main')!;
  const parts = {
    skipLink: container.querySelector('a[href="#main"]')!,
    header: container.querySelector(':scope > header')!,
    main: main.cloneNode(false) as Element,
    title: main.querySelector('header')!,
    card: main.querySelector('section[aria-label="Tentang acara"]')!,
  };
  for (const [name, element] of Object.entries(parts)) expect(element, `${name} not found`).toBeTruthy();
  return { markup: Object.fromEntries(Object.entries(parts).map(([name, element]) => [name, element.outerHTML])), classes: classesIn(Object.values(parts)) };
}

let answer: { data: Record<string, unknown> };

beforeEach(async () => {
  const response = await fetch(new URL(EVENT_PATH, platform.url));
  answer = (await response.json()) as typeof answer;
});

/** The demo event, and the same event with lines left out: each shape of the card. */
const VARIANTS: Array<[string, (event: Record<string, unknown>) => Record<string, unknown>]> = [
  ['the demo event (banner, tagline, venue, dates)', (event) => event],
  ['a name only', ({ id, name, exhibitors }) => ({ id, name, exhibitors })],
  ['no banner, no tagline', ({ banner_url: _banner, tagline: _tagline, ...rest }) => rest],
  ['a tagline but no dates', ({ starts_at: _start, ends_at: _end, ...rest }) => rest],
];

describe('the boot screen and the app render /home the same', () => {
  it('leaves no boot screen markup or CSS in index.html: the build renders it', () => {
    expect(indexHtml).toContain('<!-- boot screen -->');
    expect(indexHtml).not.toMatch(/<header|<main|<section/);
    const styles = [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim());
    expect(styles).toEqual(['#boot ~ #root { display: none; }']);
  });

  for (const [what, variant] of VARIANTS) {
    it(`shell, title and event card: ${what}`, async () => {
      const body = { data: variant(answer.data) };
      // The boot screen, painted from the answer as index.html's inline script does.
      document.body.innerHTML = renderBootScreen();
      const boot = document.getElementById('boot')!;
      const fresh = eventPreviewOf(body);
      expect(fresh).not.toBeNull();
      paintHomePreview(boot.querySelector('main')!, fresh!);
      const bootScreen = firstScreenOf(boot.querySelector(':scope > div')!);
      const bootRules = cssRulesOf(boot.querySelector('style')!.textContent ?? '');

      // The app's own /home from the same answer (the real SDK; the event read answered with it).
      const answeringEvent = async (request: Request) => (new URL(request.url).pathname === EVENT_PATH ? Response.json(body) : fetch(request));
      const { container } = renderApp({ path: '/home', platform: { url: platform.url, fetch: answeringEvent }, statechartsOnPlatform: true });
      await within(container as HTMLElement).findByRole('region', { name: 'Tentang acara' }, { timeout: 15_000 });
      const appScreen = firstScreenOf(container);
      const appRules = headCssRules();

      expect(bootScreen.markup).toEqual(appScreen.markup);
      expect(bootScreen.classes).toEqual(appScreen.classes);
      expect(classBound(bootRules, bootScreen.classes)).toEqual(classBound(appRules, appScreen.classes));

      // A repeat visit paints the copy it kept: the same screen.
      const kept = keptEventPreview(keptCopyText(keptEventOf(body), Date.now()), Date.now());
      paintHomePreview(boot.querySelector('main')!, kept as EventPreview);
      expect(firstScreenOf(boot.querySelector(':scope > div')!).markup).toEqual(appScreen.markup);
    });
  }
});
