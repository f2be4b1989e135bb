// The boot preview (src/boot/preview.ts) and the hand-over to the app (src/boot/reveal.ts),
// against the boot screen the build puts into index.html (src/boot/prerender.tsx). Real Chromium
// covers both in tests/e2e/boot.test.ts; tests/component/boot-parity.test.tsx holds the boot
// screen against the app's own render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_COPY_MAX_AGE_MS, MAX_COVER_MS } from '../../src/boot/timing';
import { eventPreviewOf, keptCopyText, keptEventOf, keptEventPreview, keptExhibitorRowsOf, listedSessionPreviewOf, paintHomePreview, sessionPreviewOf } from '../../src/boot/preview';
import { BLANK_PICTURE } from '../../src/components/Picture/blank';
import { bootMarkupWithoutStyle } from './support/bootMarkup';
import { revealWhenReady } from '../../src/boot/reveal';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const bootMarkup = `${bootMarkupWithoutStyle()}<div id="root"></div>`;

const EVENT = {
  id: 1,
  name: 'Pameran Suku Cadang & Mesin Industri 2026',
  tagline: 'Temukan mesin dan suku cadang terbaik',
  venue: 'JIExpo Kemayoran, Jakarta',
  starts_at: '2026-11-23T02:00:00Z',
  ends_at: '2026-11-26T10:00:00Z',
};

beforeEach(() => {
  document.body.innerHTML = bootMarkup;
});

const bootMain = () => document.querySelector('#boot main')!;
/** The moment kept copies are read at in these tests. */
const NOW = Date.parse('2026-11-24T09:00:00+07:00');

/** What the prefetch does with an answer: check it, then paint it (false when there was nothing to paint). */
function previewHome(main: Element, body: unknown): boolean {
  const event = eventPreviewOf(body);
  if (event) paintHomePreview(main, event);
  return event !== null;
}

describe('the boot preview of /home', () => {
  it('paints the title and the event card as the home screen does, dates in WIB', () => {
    expect(previewHome(bootMain(), { data: EVENT })).toBe(true);
    expect(bootMain().querySelector('h1')?.textContent).toBe('Beranda');
    const card = bootMain().querySelector('section')!;
    expect(card.getAttribute('aria-label')).toBe('Tentang acara');
    expect(card.querySelector('h2')?.textContent).toBe('Pameran Suku Cadang & Mesin Industri 2026');
    expect(card.querySelector('p')?.textContent).toBe('Temukan mesin dan suku cadang terbaik');
    expect([...card.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual([
      'Lokasi', 'JIExpo Kemayoran, Jakarta', 'Tanggal', '23 November 2026 – 26 November 2026',
    ]);
    // The card comes first; the skeleton below it stands for the rest of the screen.
    expect(card.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    expect(card.querySelector('img')).toBeNull();
  });

  it('paints again over the kept copy when the fresh answer differs: one card, the fresh text', () => {
    paintHomePreview(bootMain(), keptEventPreview(keptCopyText({ data: { name: 'Nama lama' } }, NOW), NOW)!);
    expect(previewHome(bootMain(), { data: EVENT })).toBe(true);
    expect([...bootMain().querySelectorAll('section h2')].map((node) => node.textContent)).toEqual([EVENT.name]);
  });

  it('keeps the fields its card shows, as the answer had them, and reads them back through the same gate', () => {
    const kept = keptEventOf({ data: { ...EVENT, description: 'Pameran tahunan', organizer_email: 'panitia@pameran.example' } });
    expect(kept).toEqual({ data: { name: EVENT.name, tagline: EVENT.tagline, venue: EVENT.venue, starts_at: EVENT.starts_at, ends_at: EVENT.ends_at } });
    expect(keptEventPreview(keptCopyText(kept, NOW), NOW)).toEqual({ name: EVENT.name, banner: null, tagline: EVENT.tagline, venue: EVENT.venue, from: '23 November 2026', to: '26 November 2026' });
  });

  for (const [what, kept] of [
    ['nothing kept', null],
    ['text that is not JSON', '{"name":'],
    ['a copy kept before copies carried their time (the answer alone)', '{"data":{"name":"Pameran"}}'],
    ['a list', keptCopyText(['Pameran'], NOW)],
    ['a name that is not text', keptCopyText({ data: { name: 42 } }, NOW)],
    ['an empty name', keptCopyText({ data: { name: '' } }, NOW)],
    ['a copy an earlier version kept (its text, not the answer)', keptCopyText({ name: 'Pameran', venue: 'JIExpo' }, NOW)],
  ] as const) {
    it(`reads no kept copy from ${what}`, () => {
      expect(keptEventPreview(kept, NOW)).toBeNull();
    });
  }

  it('paints a copy kept up to a week ago, not an older one, nor one dated after now (the clock moved back)', () => {
    const DAY_MS = 24 * 60 * 60_000;
    expect(KEPT_COPY_MAX_AGE_MS).toBe(7 * DAY_MS);
    const keptAt = (at: number) => keptCopyText({ data: { name: 'Pameran' } }, at);
    expect(keptEventPreview(keptAt(NOW - 6 * DAY_MS), NOW)?.name).toBe('Pameran');
    expect(keptEventPreview(keptAt(NOW - 8 * DAY_MS), NOW)).toBeNull();
    expect(keptEventPreview(keptAt(NOW + DAY_MS), NOW)).toBeNull();
  });

  it('reads the other kept fields only when they are text', () => {
    expect(keptEventPreview(keptCopyText({ data: { name: 'Pameran', tagline: { x: 1 }, venue: 7, starts_at: ['a'], ends_at: '2026-11-26T10:00:00Z' } }, NOW), NOW)).toEqual({ name: 'Pameran', banner: null, tagline: null, venue: null, from: null, to: '26 November 2026' });
  });

  it('shows a banner only from an address safeUrl lets through, kept or fresh', () => {
    expect(eventPreviewOf({ data: { ...EVENT, banner_url: 'javascript:alert(1)' } })?.banner).toBeNull();
    expect(keptEventPreview(keptCopyText({ data: { name: 'Pameran', banner_url: 'javascript:alert(1)' } }, NOW), NOW)?.banner).toBeNull();
    paintHomePreview(bootMain(), eventPreviewOf({ data: { ...EVENT, banner_url: '/media/banner/1.svg' } })!);
    const banner = bootMain().querySelector('section img')!;
    expect(banner.getAttribute('src')).toBe('/media/banner/1.svg');
    expect(banner.getAttribute('alt')).toBe(`Spanduk ${EVENT.name}`);
  });

  it('writes hostile text as text: no element, no handler, no script', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    expect(previewHome(bootMain(), { data: { ...EVENT, name: hostile, tagline: hostile, venue: hostile } })).toBe(true);
    paintHomePreview(bootMain(), keptEventPreview(keptCopyText({ data: { name: hostile, tagline: hostile, venue: '{{name}}' } }, NOW), NOW)!);
    const card = bootMain().querySelector('section')!;
    expect(card.querySelector('h2')?.textContent).toBe(hostile);
    // Text put in is not read for slots again: '{{name}}' stays as it was sent.
    expect(card.querySelector('dd')?.textContent).toBe('{{name}}');
    expect(card.querySelectorAll('img, script, [onerror]')).toHaveLength(0);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('leaves out the fields that are not text, and what is not a date', () => {
    expect(previewHome(bootMain(), { data: { ...EVENT, tagline: 42, venue: null, starts_at: 'besok' } })).toBe(true);
    const card = bootMain().querySelector('section')!;
    expect(card.querySelector('h2')?.textContent).toBe(EVENT.name);
    expect(card.querySelector('p')).toBeNull();
    expect(card.querySelector('dl')).toBeNull();
  });

  for (const [what, body] of [
    ['no answer', null],
    ['HTML parsed as nothing', undefined],
    ['a list', [EVENT]],
    ['no data', { event: EVENT }],
    ['data as text', { data: 'Pameran' }],
    ['a name that is not text', { data: { ...EVENT, name: { first: 'x' } } }],
    ['an empty name', { data: { ...EVENT, name: '  ' } }],
  ] as const) {
    it(`paints nothing from ${what}`, () => {
      expect(previewHome(bootMain(), body)).toBe(false);
      expect(bootMain().querySelector('section')).toBeNull();
      expect(bootMain().querySelector('h1')?.textContent).toBe('Pameran Suku Cadang & Mesin');
    });
  }
});

describe("Produk's kept first exhibitors", () => {
  it("keeps the first five rows' id, name, booth, hall, category and logo as the answer had them, nothing else", () => {
    const row = (id: number) => ({ id, name: `PT ${id}`, booth_code: `A-0${id}`, hall: 'Hall A', category: 'Mesin CNC', logo_url: `/media/logo/${id}.svg`, description: 'Panjang', products: [{ id: 9 }] });
    expect(keptExhibitorRowsOf({ data: { items: [1, 2, 3, 4, 5, 6].map(row), total: 6 } })).toEqual({
      data: { items: [1, 2, 3, 4, 5].map((id) => ({ id, name: `PT ${id}`, booth_code: `A-0${id}`, hall: 'Hall A', category: 'Mesin CNC', logo_url: `/media/logo/${id}.svg` })) },
    });
    expect(keptExhibitorRowsOf({ data: { items: [null, 'x'] } })).toEqual({ data: { items: [null, null] } });
    expect(keptExhibitorRowsOf('<html>')).toEqual({ data: { items: [] } });
  });
});

describe('the boot preview of a live session from the upcoming sessions', () => {
  const listed = { id: 79, title: 'Peluncuran Mesin CNC Generasi Baru', speaker: 'Ir. Hendra Gunawan', room_name: 'Ruang Seminar 1', starts_at: '2026-11-28T06:50:00+07:00' };

  it('finds the session the path names among the upcoming sessions, its start written as the live page writes it, the sign-in below it', () => {
    const anonymous = { poster: null, countdown: null, remind: false, tooSoon: false, products: false };
    expect(listedSessionPreviewOf({ data: [{ id: 7, title: 'Sesi lain' }, listed] }, 79, false)).toEqual({ title: listed.title, start: '28 Nov 2026, 06.50 WIB', speaker: listed.speaker, room: 'Ruang Seminar 1', ...anonymous });
    expect(listedSessionPreviewOf({ data: [{ id: 79, title: 'Tanpa pembicara' }] }, 79, false)).toEqual({ title: 'Tanpa pembicara', start: null, speaker: null, room: null, ...anonymous });
    // SPEC's session (an id and a countdown): no title, named by its number as the live page names it; no countdown for a visitor not signed in.
    expect(listedSessionPreviewOf({ data: [{ id: 79, is_started_countdown: 60 }] }, 79, false)).toMatchObject({ title: 'Sesi 79', ...anonymous });
  });

  it("for a signed-in visitor, until the stream answers: the signed-in stage, without the room and with the screen blank; before the start its countdown, \"Ingatkan saya\" and the products of the exhibitor it names", () => {
    expect(listedSessionPreviewOf({ data: [listed] }, 79, true)).toEqual({ title: listed.title, start: '28 Nov 2026, 06.50 WIB', speaker: listed.speaker, room: null, poster: BLANK_PICTURE, countdown: null, remind: false, tooSoon: false, products: false });
    // An hour to go.
    expect(listedSessionPreviewOf({ data: [{ ...listed, is_started_countdown: 3600, exhibitor_id: 3 }] }, 79, true)).toMatchObject({
      poster: BLANK_PICTURE, countdown: { dd: '00', hh: '01', mm: '00', ss: '00' }, remind: true, tooSoon: false, products: true,
    });
  });

  it('paints nothing for a session not listed, listed without a whole-number id, or an answer that is not a list', () => {
    for (const [body, id] of [
      [{ data: [listed] }, 80],
      [{ data: [listed] }, null],
      [{ data: [{ id: '79', title: listed.title }] }, 79],
      [{ data: [{ id: 79.5, title: listed.title }] }, 79],
      [{ data: { 0: listed, length: 1 } }, 79],
      [{ data: [null, 'x', [listed]] }, 79],
      [[listed], 79],
      [null, 79],
    ] as const) expect(listedSessionPreviewOf(body, id, false)).toBeNull();
  });
});

describe("the boot preview of a live session from a signed-in visitor's stream answer", () => {
  const session = { id: 79, title: 'Peluncuran Mesin CNC Generasi Baru', speaker: null, starts_at: '2026-11-28T06:50:00+07:00' };

  it('has the poster and the countdown while the countdown runs, and the screen blank without them once the session has started (the player takes its place)', () => {
    // 1 day, 2 hours, 3 minutes and 4 seconds to go.
    const waiting = { data: { session: { ...session, is_started_countdown: 93_784 }, poster_url: '/media/stream/79.svg', is_live: false } };
    expect(sessionPreviewOf(waiting)).toEqual({
      title: session.title, start: '28 Nov 2026, 06.50 WIB', speaker: null, room: null, poster: '/media/stream/79.svg',
      countdown: { dd: '01', hh: '02', mm: '03', ss: '04', days: '1', hours: '2', minutes: '3', seconds: '4' },
      remind: true, tooSoon: false, products: false,
    });
    // Ten minutes or less to go: too close for a reminder (src/features/live/reminderLead.ts), said instead.
    expect(sessionPreviewOf({ data: { ...waiting.data, session: { ...session, is_started_countdown: 599 } } })).toMatchObject({ remind: false, tooSoon: true });
    const started = sessionPreviewOf({ data: { ...waiting.data, session: { ...session, is_started_countdown: 0 } } });
    expect(started).toMatchObject({ poster: BLANK_PICTURE, countdown: null, remind: false, tooSoon: false });
  });

  it('has no poster the gate refuses: the screen is blank', () => {
    for (const poster_url of ['javascript:alert(1)', '//evil.example/p.png', 42, null]) {
      expect(sessionPreviewOf({ data: { session: { ...session, is_started_countdown: 300 }, poster_url } })?.poster).toBe(BLANK_PICTURE);
    }
  });
});

describe('the hand-over to the app', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const flush = () => Promise.resolve();

  it('hides the app behind the boot screen until its screen has content', async () => {
    expect(indexHtml).toContain('#boot ~ #root { display: none; }');
    const app = document.getElementById('root')!;
    revealWhenReady(document.getElementById('boot'), app);
    app.innerHTML = '<header></header><main><div data-loading=""></div></main>';
    await flush();
    expect(document.getElementById('boot')).not.toBeNull();
    app.querySelector('main')!.innerHTML = '<h2>Pameran</h2>';
    await flush();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('does not wait for a part of the screen that is still loading (a section or an aside)', async () => {
    const app = document.getElementById('root')!;
    revealWhenReady(document.getElementById('boot'), app);
    app.innerHTML = '<main><h1>Peluncuran Mesin CNC</h1><aside><h2>Produk yang didemokan</h2><div data-loading=""></div></aside></main>';
    await flush();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('keeps waiting while only the header is there', async () => {
    const app = document.getElementById('root')!;
    revealWhenReady(document.getElementById('boot'), app);
    app.innerHTML = '<header>Pameran</header>';
    await flush();
    expect(document.getElementById('boot')).not.toBeNull();
  });

  it('once the app runs, opens a tapped boot screen link in the app: shown at once, no page load', async () => {
    const app = document.getElementById('root')!;
    const opened: string[] = [];
    revealWhenReady(document.getElementById('boot'), app, { navigate: (path) => opened.push(path) });
    app.innerHTML = '<main><div data-loading=""></div></main>';
    const link = document.createElement('a');
    link.href = '/products?exhibitor=3';
    link.textContent = 'Produk';
    document.getElementById('boot')!.append(link);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(opened).toEqual(['/products?exhibitor=3']);
    expect(document.getElementById('boot')).toBeNull();
  });

  it('leaves a tap that asks for a new tab, or goes to another site, to the browser', () => {
    const opened: string[] = [];
    revealWhenReady(document.getElementById('boot'), document.getElementById('root')!, { navigate: (path) => opened.push(path) });
    const boot = document.getElementById('boot')!;
    const inApp = document.createElement('a');
    inApp.href = '/agenda';
    const elsewhere = document.createElement('a');
    elsewhere.href = 'https://example.org/';
    boot.append(inApp, elsewhere);
    // What reaches the document was left alone; stopped there, as jsdom cannot load pages.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    inApp.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    elsewhere.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(opened).toEqual([]);
    expect(document.getElementById('boot')).not.toBeNull();
  });

  it(`shows a screen still loading after ${MAX_COVER_MS} ms as it is`, async () => {
    const app = document.getElementById('root')!;
    revealWhenReady(document.getElementById('boot'), app);
    app.innerHTML = '<main><div data-loading=""></div></main>';
    await flush();
    vi.advanceTimersByTime(MAX_COVER_MS - 1);
    expect(document.getElementById('boot')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('boot')).toBeNull();
  });
});

describe('the start of a visit waits by one table', () => {
  /** Every source file that could say a wait of the start again. */
  const sources = ['src/main.tsx', 'src/boot/reveal.ts', 'src/boot/startApp.ts', 'src/boot/preview.ts', 'src/boot/paint.ts', 'src/boot/prefetch.ts', 'scripts/post-build.mjs', 'build.mjs'].map((file) => [file, readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8')] as const);

  it.each(['ANSWER_FIRST_MS', 'FIRST_RENDER_WAIT_MS', 'MAX_COVER_MS', 'SESSION_NETWORK_TIMEOUT_S', 'KEPT_COPY_MAX_AGE_MS'])('says %s in src/boot/timing.ts only', (name) => {
    for (const [file, text] of sources) expect(text, `${file} says ${name} again`).not.toMatch(new RegExp(`\\b${name}\\s*=`));
  });

  it("gives the service worker's session lists the table's network time, not a number of their own", () => {
    const postBuild = sources.find(([file]) => file === 'scripts/post-build.mjs')![1];
    expect(postBuild).toMatch(/networkTimeoutSeconds: SESSION_NETWORK_TIMEOUT_S\b/);
  });
});
