// The boot screen holds one shell and one template per screen it paints (src/boot/prerender.tsx),
// and painting drops the lines an answer lacks (src/boot/preview.ts). Each shape painted from the
// template must be exactly what the same components render for that answer: every one of /home's
// 16 shapes of the event card, an exhibitor's page in 16 (with and without its booth line; its
// products each in its own shape), a live session's 64 and Produk's list of items each in its own
// shape, the whole shell included (its tab marked, where the screen has one).
// tests/component/boot-door-parity.test.tsx holds the boot screens against the app's own first
// screens, tests/component/boot-parity.test.tsx /home's card; tests/e2e/boot.test.ts the
// exhibitor's page against the app's, part by part on the screen.
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { showEnglishBoot } from '../../src/boot/bootLanguage';
import { unnamed } from '../../src/copy/unnamed';
import { setCurrentLanguage } from '../../src/copy/language';
import { AgendaPreviewScreen, bootTranslations, BootShell, renderAsBuilt, ExhibitorPreviewScreen, withOwnIds, ExhibitorsPreviewScreen, HomePreview, SessionPreviewScreen } from '../../src/boot/prerender';
import { bootMarkupWithoutStyle } from './support/bootMarkup';
import { paintFloorPlan } from '../../src/boot/paintFloorPlan';
import { nextTask } from '../../src/start/nextTask';
import { DenahTop, FloorPlanView } from '../../src/screens/denah';
import { Skeleton } from '../../src/components/Skeleton';
import type { FloorPlan } from '@pameran/sdk';
import { agendaPreviewOf, paintAgendaPreview, sessionCardShapeOf, type SessionCardPreview } from '../../src/boot/agendaPreview';
import { listedSessionPreviewOf, writeCategoriesWith, exhibitorPreviewOf, paintExhibitorPreview, type ExhibitorPreview, exhibitorRowsPreviewOf, paintHomePreview, paintExhibitorRowsPreview, paintSessionPreview, shapeOf, type EventPreview, type SessionPreview } from '../../src/boot/preview';
import { AppTheme } from '../../src/styles/AppTheme';
import { AGENDA_PATH, HOME_PATH } from '../../src/lib/paths';

const bootMarkup = bootMarkupWithoutStyle();

beforeEach(() => {
  document.body.innerHTML = bootMarkup;
});

const bootMain = () => document.querySelector('#boot main')!;
const bootShell = () => document.querySelector('#boot > div')!;

/** What the components render at `path` with `screen`, as the browser reads it back. */
function rendered(path: string, screen: ReactElement): string {
  const container = document.createElement('div');
  // Its generated ids numbered as the build numbers a template's (withOwnIds).
  container.innerHTML = withOwnIds(renderAsBuilt(<BootShell path={path} screen={screen} />));
  return container.innerHTML;
}

/** An event with the lines of `shape` ('0'/'1' for banner, tagline, venue, dates), text that must stay text. */
function eventOf(shape: string): EventPreview {
  const [banner, tagline, venue, dates] = [...shape].map((bit) => bit === '1');
  return {
    name: 'Pameran <Mesin> & "Suku Cadang"',
    banner: banner ? '/media/banner/1.svg?a=1&b=2' : null,
    tagline: tagline ? 'Temukan {{name}} terbaik' : null,
    venue: venue ? 'JIExpo Kemayoran, Jakarta' : null,
    from: dates ? '23 November 2026' : null,
    to: dates ? '26 November 2026' : null,
  };
}

describe('one shell, one template per painted screen', () => {
  it("holds the shell once: the waiting screen, and a template of /home, of an exhibitor's page, of a live session (for a visitor not signed in, and a signed-in one), of Produk's list, of the agenda and of the floor plan that hold no shell", () => {
    const boot = document.getElementById('boot')!;
    expect(boot.querySelectorAll('header nav')).toHaveLength(1);
    expect(boot.querySelectorAll('main')).toHaveLength(1);
    const templates = [...boot.querySelectorAll('template')];
    expect(templates.map((template) => template.dataset.bootScreen)).toEqual(['home', 'exhibitor', 'session', 'sessionSignedIn', 'exhibitors', 'agenda', 'agendaSignedIn', 'denah']);
    for (const template of templates) expect(template.content.querySelector('main, nav')).toBeNull();
  });

  for (let n = 0; n < 16; n++) {
    const shape = n.toString(2).padStart(4, '0');
    it(`paints /home's event card of shape ${shape} (banner, tagline, venue, dates) as the components render it`, () => {
      const event = eventOf(shape);
      expect(shapeOf(event)).toBe(shape);
      paintHomePreview(bootMain(), event);
      expect(bootShell().innerHTML).toBe(rendered(HOME_PATH, <HomePreview card={event} />));
    });
  }

  for (let n = 0; n < 16; n++) {
    const [placed, description, website, products] = [...n.toString(2).padStart(4, '0')].map((bit) => bit === '1');
    it(`paints an exhibitor's page of shape ${n.toString(2).padStart(4, '0')} (booth line, description, website, products), its products each in its own shape, as the components render it`, () => {
      const preview: ExhibitorPreview = {
        name: 'PT Bearing <Jaya> & "{{code}}"',
        logo: '/media/exhibitor/3.svg?a=1&b=2',
        code: placed ? 'A-05' : null,
        hall: placed ? 'Hall {{name}}' : null,
        category: placed ? 'Bantalan & Transmisi' : null,
        planHref: placed ? '/denah?booth=A-05' : null,
        description: description ? 'Distributor <bantalan> & "{{website}}"' : null,
        website: website ? 'https://bearingjaya.example/?a=1&b=2' : null,
        products: products
          ? [
              { position: '1', image: '/media/product/301.svg', name: 'Bearing {{price}} <6205>', amount: '45000', price: 'Rp 45.000' },
              { position: '2', image: '/media/product/302.svg', name: 'Gearbox & "WPA"', amount: null, price: null },
            ]
          : [],
        count: products ? '1.250' : '0',
        size: products ? '1250' : '0',
      };
      paintExhibitorPreview(bootMain(), preview);
      expect(bootShell().innerHTML).toBe(rendered('/products', <ExhibitorPreviewScreen card={preview} />));
      expect(document.querySelector('#boot nav a[aria-current="page"]')?.getAttribute('href')).toBe('/products');
    });
  }

  it("reads an exhibitor's page from its answer as the page writes it: the gate's addresses, its first four products, a name, booth, hall and category needed", () => {
    const blank = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    const exhibitor = {
      id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A 05/x', hall: 'Hall A', category: 'Bantalan', logo_url: 'javascript:alert(1)', description: '  ', website: 'javascript:alert(1)',
      products: [
        { id: 301, name: 'Bearing', price: 45000, image_url: '/media/product/301.svg' },
        { id: 302, name: 'Gearbox', price: 2.5, image_url: 'https://cdn.example/g.png' },
        { id: 303, name: 'Rantai' },
        { id: 304, name: 'Pulley', price: 0 },
        { id: 305, name: 'Past the first rows', price: 5 },
      ],
    };
    expect(exhibitorPreviewOf({ data: exhibitor })).toEqual({
      name: 'PT Bearing Jaya Abadi', logo: blank, code: 'A 05/x', hall: 'Hall A', category: 'Bantalan',
      // The plan's address for the booth, its code encoded.
      planHref: '/denah?booth=A%2005%2Fx',
      description: null, website: null,
      products: [
        { position: '1', image: '/media/product/301.svg', name: 'Bearing', amount: '45000', price: 'Rp 45.000' },
        { position: '2', image: 'https://cdn.example/g.png', name: 'Gearbox', amount: null, price: null },
        { position: '3', image: blank, name: 'Rantai', amount: null, price: null },
        { position: '4', image: blank, name: 'Pulley', amount: '0', price: 'Rp 0' },
      ],
      // The list's label counts every product (five), not the four shown first.
      count: '5',
      size: '5',
    });
    // Products up to the first the preview cannot name; a list that is not one: none. A first
    // product the page names by its number: not painted (the app's page comes).
    expect(exhibitorPreviewOf({ data: { ...exhibitor, products: [{ id: 301, name: 'Bearing' }, { id: 302 }, { id: 303, name: 'Rantai' }] } })?.products.map((product) => product.name)).toEqual(['Bearing']);
    expect(exhibitorPreviewOf({ data: { ...exhibitor, products: { id: 301, name: 'Bearing' } } })?.products).toEqual([]);
    expect(exhibitorPreviewOf({ data: { ...exhibitor, products: [{ id: 302 }] } })).toBeNull();
    // SPEC's exhibitor (an id and a name): the page without a booth line and without products.
    expect(exhibitorPreviewOf({ data: { id: 3, name: 'PT Bearing Jaya Abadi' } })).toEqual({
      name: 'PT Bearing Jaya Abadi', logo: blank, code: null, hall: null, category: null, planHref: null, description: null, website: null, products: [], count: '0', size: '0',
    });
    // Without its name, or with some of its booth, hall and category but not all: not painted.
    for (const field of ['name', 'booth_code', 'hall', 'category']) expect(exhibitorPreviewOf({ data: { ...exhibitor, [field]: ' ' } })).toBeNull();
    expect(exhibitorPreviewOf({ data: [exhibitor] })).toBeNull();
    expect(exhibitorPreviewOf(null)).toBeNull();
  });

  for (let n = 0; n < 8; n++) {
    const shape = n.toString(2).padStart(3, '0');
    const [start, speaker, room] = [...shape].map((bit) => bit === '1');
    it(`paints a live session's stage of shape ${shape} (start, speaker, room) with the sign-in below it, for a visitor not signed in, as the components render it, no tab marked`, () => {
      const preview: SessionPreview = {
        title: 'Peluncuran {{speaker}} "CNC"',
        start: start ? '28 Nov 2026, 06.50 WIB' : null,
        speaker: speaker ? 'Ir. Sari <Wulandari> & Tim' : null,
        room: room ? 'Ruang {{title}} B' : null,
        poster: null, countdown: null, remind: false, tooSoon: false, products: false,
      };
      paintSessionPreview(bootMain(), preview);
      expect(bootShell().innerHTML).toBe(rendered('/live-stream/79', <SessionPreviewScreen card={preview} />));
      expect(document.querySelectorAll('#boot [aria-current]')).toHaveLength(0);
      expect(bootMain().querySelector('a[href="/login"]')?.textContent).toBe('Masuk atau daftar');
    });
  }

  it("paints a signed-in visitor's live page in each of its 64 shapes (start, speaker, countdown, \"Ingatkan saya\", too close for one, the products beside it) as the components render it, no tab marked", () => {
    for (let n = 0; n < 64; n++) {
      const shape = n.toString(2).padStart(6, '0');
      const [start, speaker, countdown, remind, tooSoon, products] = [...shape].map((bit) => bit === '1');
      const preview: SessionPreview = {
        title: 'Peluncuran {{speaker}} "CNC"',
        start: start ? '28 Nov 2026, 06.50 WIB' : null,
        speaker: speaker ? 'Ir. Sari <Wulandari> & Tim' : null,
        room: null,
        poster: '/media/stream/79.svg?a=1&b=2',
        // 1 day 2 h 3 min 4 s to go, as the clock writes it.
        countdown: countdown ? { dd: '01', hh: '02', mm: '03', ss: '04', days: '1', hours: '2', minutes: '3', seconds: '4' } : null,
        remind: !!remind, tooSoon: !!tooSoon, products: !!products,
      };
      paintSessionPreview(bootMain(), preview);
      expect(bootShell().innerHTML, shape).toBe(rendered('/live-stream/79', <SessionPreviewScreen card={preview} />));
      expect(document.querySelectorAll('#boot [aria-current]')).toHaveLength(0);
    }
  });

  it("paints Produk's list with its first five exhibitors in the answer's order, each row as the list renders it", () => {
    const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({ id, name, booth_code: `A-0${id}`, hall: 'Hall A', category: 'Mesin CNC', ...extra });
    const answer = {
      data: {
        items: [
          row(1, 'PT <Baja> & "Presisi"', { logo_url: '/media/logo/1.svg?a=1&b=2' }),
          row(2, 'CV {{name}}', { logo_url: 'javascript:alert(1)' }),
          row(3, 'PT Tiga', { logo_url: 'https://cdn.example/3.png' }),
          row(4, 'PT Empat'),
          row(5, 'PT Lima'),
          row(6, 'Not on the first screen'),
        ],
        total: 1250,
      },
    };
    const preview = exhibitorRowsPreviewOf(answer);
    const { rows } = preview;
    paintExhibitorRowsPreview(bootMain(), preview);
    // A logo the gate refuses, or none, is the blank picture of the same size (src/components/Picture).
    const blank = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(rows.map((one) => [one.name, one.logo])).toEqual([
      ['PT <Baja> & "Presisi"', '/media/logo/1.svg?a=1&b=2'],
      ['CV {{name}}', blank],
      ['PT Tiga', 'https://cdn.example/3.png'],
      ['PT Empat', blank],
      ['PT Lima', blank],
    ]);
    expect(bootShell().innerHTML).toBe(rendered('/products', <ExhibitorsPreviewScreen rows={rows} more shown="6" total="1.250" size="1250" />));
    // The list's label counts the fair's exhibitors, and it says how many it has so far, as the list does.
    expect(bootMain().querySelector('ul[aria-label]')?.getAttribute('aria-label')).toBe('Peserta pameran, 1.250 peserta');
    expect(bootMain().querySelector('[role="tabpanel"] [role="status"]')?.textContent).toBe('Memuat peserta pameran: 6 dari 1.250.');
    // Written out: each row's name and its line as the list writes it.
    expect([...document.querySelectorAll('#boot main li')].map((one) => one.textContent)).toEqual([
      'PT <Baja> & "Presisi"Stan A-01 · Hall A · Mesin CNC',
      'CV {{name}}Stan A-02 · Hall A · Mesin CNC',
      'PT TigaStan A-03 · Hall A · Mesin CNC',
      'PT EmpatStan A-04 · Hall A · Mesin CNC',
      'PT LimaStan A-05 · Hall A · Mesin CNC',
    ]);
    // The exhibitors' tab is the one shown, as the app opens Produk.
    expect(document.querySelector('#boot main [role="tab"][aria-selected="true"]')?.textContent).toBe('Peserta pameran');
  });

  it("paints Produk's list loading, as the app shows it until the rows come, from an answer whose first exhibitor lacks a name, booth, hall or category, or that is not a page", () => {
    const waiting = rendered('/products', <ExhibitorsPreviewScreen rows={[]} loading shown="" total="" size="" />);
    expect(waiting).toContain('data-loading');
    const full = { id: 1, name: 'PT Satu', booth_code: 'A-01', hall: 'Hall A', category: 'Mesin CNC' };
    for (const answer of [
      { data: { items: [{ ...full, name: undefined }, { ...full, id: 2 }] } },
      { data: { items: [{ ...full, booth_code: '' }] } },
      { data: { items: [{ ...full, hall: null }] } },
      { data: { items: [{ ...full, category: 5 }] } },
      { data: { items: [{ ...full, id: '1' }] } },
      { data: [full] },
      null,
    ]) {
      paintExhibitorRowsPreview(bootMain(), exhibitorRowsPreviewOf(answer));
      expect(bootShell().innerHTML).toBe(waiting);
    }
  });

  it("paints an agenda session's card in each of its 256 shapes (ongoing, elsewhere, its link out, its live page, room, speaker, \"Ingatkan saya\", too close for one) as the components render it", () => {
    for (let n = 0; n < 256; n++) {
      const shape = n.toString(2).padStart(8, '0');
      const [ongoing, external, externalHref, internal, room, speaker, remind, tooSoon] = [...shape].map((bit) => bit === '1');
      const card: SessionCardPreview = {
        id: '79', title: 'Peluncuran <CNC> & "{{speaker}}"', from: '09.00', to: '10.00', ongoing: !!ongoing, mine: false, external: !!external,
        externalHref: externalHref ? 'https://zoom.example/j/1?a=1&b=2' : null, internalHref: internal ? '/live-stream/79' : null,
        room: room ? 'Hall A & B' : null, speaker: speaker ? 'Ir. Sari <Wulandari>' : null, remind: !!remind, tooSoon: !!tooSoon,
      };
      expect(sessionCardShapeOf(card)).toBe(shape);
      // Every other shape for a signed-in visitor ("Sesi saya" loading), the rest for anyone else (asked to sign in).
      const signedIn = n % 2 === 1;
      paintAgendaPreview(bootMain(), { days: [{ day: 'Senin, 23 November 2026', cards: [card] }] }, signedIn);
      expect(bootShell().innerHTML, shape).toBe(rendered(AGENDA_PATH, <AgendaPreviewScreen day="Senin, 23 November 2026" cards={[card]} signedIn={signedIn} />));
      const mine = document.querySelector('#boot main section')!;
      expect([mine.querySelector('[role="status"]')?.getAttribute('aria-label'), mine.querySelector('a[href="/login"]')?.textContent]).toEqual(signedIn ? ['Memuat…', undefined] : [undefined, 'Masuk atau daftar']);
    }
  });

  it("names an untitled session (SPEC's: an id and a countdown) in an English visitor's words, on the agenda and on its live page", () => {
    const session = unnamed.session;
    setCurrentLanguage('en');
    onTestFinished(() => {
      unnamed.session = session;
      writeCategoriesWith((category) => category);
      setCurrentLanguage('id');
    });
    showEnglishBoot(JSON.stringify(bootTranslations()), '/assets/english.js');
    const upcoming = { data: [{ id: 79, is_started_countdown: 3600 }] };
    paintAgendaPreview(bootMain(), agendaPreviewOf(upcoming, { data: [] }, Date.now()), false);
    expect(bootMain().querySelector('li h3')?.textContent).toBe('Session 79');
    paintSessionPreview(bootMain(), listedSessionPreviewOf(upcoming, 79, false)!);
    expect(bootMain().querySelector('h2')?.textContent).toBe('Session 79');
  });

  it("paints every day of the agenda as the agenda orders it: both reads merged, ended sessions left out, times in WIB, each card with its reminder's line", () => {
    const now = Date.parse('2026-11-23T02:15:00Z'); // 09.15 WIB
    const upcoming = {
      data: [
        { id: 2, title: 'Perawatan Genset', starts_at: '2026-11-23T03:00:00Z', ends_at: '2026-11-23T04:00:00Z', is_started_countdown: 2700, room_name: 'Hall B', speaker: 'Budi' },
        { id: 1, title: 'Peluncuran CNC', starts_at: '2026-11-23T02:00:00Z', ends_at: '2026-11-23T03:00:00Z', is_started_countdown: -900, room_name: 'Hall A' },
        { id: 3, title: 'Besok', starts_at: '2026-11-24T02:00:00Z', ends_at: '2026-11-24T03:00:00Z', is_started_countdown: 86000 },
        { id: 4, title: 'Sudah selesai', starts_at: '2026-11-23T01:00:00Z', ends_at: '2026-11-23T02:00:00Z', is_started_countdown: -4500 },
        { id: 6, title: 'Segera', starts_at: '2026-11-23T02:20:00Z', ends_at: '2026-11-23T02:50:00Z', is_started_countdown: 300 },
        'not a session',
      ],
    };
    const external = {
      data: [
        { id: 9, title: 'Webinar Bearing', starts_at: '2026-11-23T02:30:00Z', ends_at: '2026-11-23T03:30:00Z', external_url: 'https://zoom.example/j/9' },
        { id: 10, title: 'Tautan ditolak', starts_at: '2026-11-23T03:30:00Z', ends_at: '2026-11-23T04:30:00Z', external_url: 'javascript:alert(1)' },
      ],
    };
    const preview = agendaPreviewOf(upcoming, external, now);
    const card = (fields: Partial<SessionCardPreview> & Pick<SessionCardPreview, 'id' | 'title' | 'from' | 'to'>): SessionCardPreview => ({
      ongoing: false, mine: false, external: false, internalHref: `/live-stream/${fields.id}`, externalHref: null, room: null, speaker: null, remind: false, tooSoon: false, ...fields,
    });
    expect(preview).toEqual({
      days: [
        {
          day: 'Senin, 23 November 2026',
          cards: [
            card({ id: '1', title: 'Peluncuran CNC', from: '09.00', to: '10.00', ongoing: true, room: 'Hall A' }),
            card({ id: '6', title: 'Segera', from: '09.20', to: '09.50', tooSoon: true }),
            card({ id: '9', title: 'Webinar Bearing', from: '09.30', to: '10.30', external: true, internalHref: null, externalHref: 'https://zoom.example/j/9' }),
            card({ id: '2', title: 'Perawatan Genset', from: '10.00', to: '11.00', room: 'Hall B', speaker: 'Budi', remind: true }),
            // A link out the gate refuses: its badge, and no link.
            card({ id: '10', title: 'Tautan ditolak', from: '10.30', to: '11.30', external: true, internalHref: null }),
          ],
        },
        { day: 'Selasa, 24 November 2026', cards: [card({ id: '3', title: 'Besok', from: '09.00', to: '10.00', remind: true })] },
      ],
    });
    paintAgendaPreview(bootMain(), preview, false);
    const days = [...document.querySelectorAll('#boot main section:last-of-type > div')];
    expect(days.map((day) => [day.querySelector('h3')!.textContent, [...day.querySelectorAll('li h3')].map((title) => title.textContent)])).toEqual([
      ['Senin, 23 November 2026', ['Peluncuran CNC', 'Segera', 'Webinar Bearing', 'Perawatan Genset', 'Tautan ditolak']],
      ['Selasa, 24 November 2026', ['Besok']],
    ]);
    expect([...document.querySelectorAll('#boot main li')].map((item) => [...item.querySelectorAll('button')].map((button) => button.textContent))).toEqual([
      ['Tambah ke kalender'], ['Tambah ke kalender'], ['Tambah ke kalender'], ['Tambah ke kalender', 'Ingatkan saya'], ['Tambah ke kalender'], ['Tambah ke kalender', 'Ingatkan saya'],
    ]);
    expect(document.querySelector('#boot main li:nth-child(2) [role="status"]')!.textContent).toBe('Sesi dimulai kurang dari 10 menit lagi, jadi tidak perlu pengingat.');
    expect(document.querySelector('#boot nav a[aria-current="page"]')!.getAttribute('href')).toBe(AGENDA_PATH);
  });

  it("paints no agenda when no session is still to come, or the upcoming sessions' read failed: the waiting screen stays", () => {
    const waiting = bootShell().innerHTML;
    const ended = { data: [{ id: 4, title: 'Sudah selesai', starts_at: '2026-11-23T01:00:00Z', ends_at: '2026-11-23T02:00:00Z', is_started_countdown: -4500 }] };
    for (const [upcoming, external] of [[ended, null], [null, null], [{ data: 'x' }, { data: [] }]]) {
      paintAgendaPreview(bootMain(), agendaPreviewOf(upcoming, external, Date.parse('2026-11-23T03:00:00Z')), false);
      expect(bootShell().innerHTML).toBe(waiting);
    }
  });

  it('paints again over an earlier shape: the later one alone, its tab marked once', () => {
    paintHomePreview(bootMain(), eventOf('1111'));
    paintHomePreview(bootMain(), eventOf('0100'));
    expect(bootShell().innerHTML).toBe(rendered(HOME_PATH, <HomePreview card={eventOf('0100')} />));
    expect(document.querySelectorAll('#boot [aria-current]')).toHaveLength(1);
  });
});

/**
 * A plan with what the drawing must keep as text (a hall's and an exhibitor's name, a code), two
 * categories (one patterned), a free booth, a booth of no size (not drawn) and a field of the
 * wrong kind the contract's check turns away (a hall without an id: left out).
 */
const PLAN = {
  halls: [
    { id: 'A', name: 'Hall <A> & "Utama"', x: 0, y: 0, width: 30, height: 20 },
    { id: 'B', x: 34, y: 0, width: 30, height: 20 },
    { name: 'Hall tanpa id', x: 0, y: 30, width: 10, height: 10 },
  ],
  booths: [
    { code: 'A-10', hall_id: 'A', x: 12, y: 3, width: 4, height: 3, exhibitor: { id: 2, name: 'CV <b>Baut</b>', category: 'Pengencang' } },
    { code: 'A-2', hall_id: 'A', x: 3, y: 3, width: 4, height: 3, exhibitor: { id: 1, name: 'PT Bearing', category: 'Bantalan' } },
    { code: 'B-01', hall_id: 'B', x: 37, y: 3, width: 4, height: 3 },
    { code: 'B-02', hall_id: 'B', x: 42, y: 3, width: 0, height: 3 },
  ],
};

describe("the floor plan's boot screen (/denah)", () => {
  const mounted: (() => void)[] = [];
  afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

  /** The screen's own render of the plan (layout effects included: the drawing), named as the boot screen names it. */
  async function appRender(plan: FloorPlan): Promise<string> {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    mounted.push(() => act(() => root.unmount()));
    const visits = { status: 'anonymous' as const, entries: [], isMarked: () => false, toggle: () => undefined, setVisited: () => undefined, visit: () => undefined };
    // Written out: the plan's name as the screen gives it, with its two halls and three booths of a size.
    const planLabel = 'Denah pameran: 2 hall, 3 stan. Pilih stan untuk melihat pesertanya.';
    // At the plan's address, so the shell marks its tab.
    history.replaceState(null, '', '/denah');
    await act(async () => root.render(
      <AppTheme>
        <BootShell path="/denah" screen={<><DenahTop /><FloorPlanView plan={plan} visits={visits} preview={{ planLabel, rest: <Skeleton $height="160px" /> }} /></>} />
      </AppTheme>,
    ));
    // The app names each booth by its code, exhibitor and category; the boot screen by its code.
    container.querySelectorAll('a[data-code]').forEach((booth) => booth.removeAttribute('aria-label'));
    const html = container.innerHTML;
    container.remove();
    history.replaceState(null, '', '/');
    return html;
  }

  it('paints the screen down to the plan and draws the plan as the screen draws it, names as text', async () => {
    const painted = paintFloorPlan({ data: PLAN });
    const codes = () => [...document.querySelectorAll('#boot a[data-code]')].map((booth) => booth.querySelector('text')?.textContent ?? '');
    // The answer's check in this task, the screen and the stage's size in the next, the plan in
    // the one after (on a slow phone they were one long task); the booths first, their codes
    // (text, the costly part of a big plan's frame) after the frame.
    expect(codes()).toEqual([]);
    await nextTask();
    expect(document.querySelector('#boot [data-plan-drawn]')).toBeNull();
    expect(codes()).toEqual([]);
    await nextTask();
    expect(codes()).toEqual(['', '', '']);
    await painted;
    const stage = document.querySelector('#boot [data-plan-drawn]')!;
    expect(stage.getAttribute('data-plan-drawn')).toBe('boot');
    const booths = [...stage.querySelectorAll('a[data-code]')];
    // In the plan's order of codes (A-2 before A-10), each a link to its booth, with its code
    // written and its exhibitor's name under it (as text: the markup in a name is not markup).
    expect(booths.map((booth) => [booth.getAttribute('href'), booth.querySelector('text')?.textContent, booth.querySelector('text.booth-name')?.textContent ?? null])).toEqual([
      ['/denah?booth=A-2', 'A-2', 'PT Bearing'], ['/denah?booth=A-10', 'A-10', 'CV <b>Baut</b>'], ['/denah?booth=B-01', 'B-01', null],
    ]);
    expect([...stage.querySelectorAll('text')].slice(0, 2).map((text) => text.textContent)).toEqual(['Hall <A> & "Utama"', 'Hall B']);
    expect(stage.querySelectorAll('script, b, [onerror]')).toHaveLength(0);
    expect(document.querySelector('#boot nav a[aria-current="page"]')?.getAttribute('href')).toBe('/denah');
    const app = await appRender({ halls: PLAN.halls.slice(0, 2), booths: PLAN.booths } as FloorPlan);
    // A render in the browser and one at build time differ in how they write what is the same:
    // the ids React makes, and the spacing of a style attribute.
    const same = (html: string) => html.replace(/:\w+:/g, ':id:').replace(/ style="([^"]*)"/g, (_, style: string) => ` style="${style.replace(/\s+/g, '').replace(/;$/, '')}"`);
    expect(same(bootShell().innerHTML.replace(' data-plan-drawn="boot"', ''))).toBe(same(app));
    // Written out: the whole plan with a margin of 2, in the plan's proportions.
    expect(app).toContain('viewBox="-2 -2 68 24"');
    expect(same(app)).toContain('style="aspect-ratio:68/24"');
  });

  it('paints nothing from an answer that is not a plan or has no booth to draw: the waiting screen stays', () => {
    const waiting = bootShell().innerHTML;
    for (const answer of [null, { data: null }, { data: { halls: PLAN.halls } }, { data: { halls: PLAN.halls, booths: [PLAN.booths[3]] } }, { data: [PLAN] }]) {
      paintFloorPlan(answer);
      expect(bootShell().innerHTML).toBe(waiting);
    }
  });

  it('waits for the app on an address that opens on a booth, a search or the list view', () => {
    const waiting = bootShell().innerHTML;
    for (const search of ['?booth=A-2', '?q=pompa', '?tampilan=daftar']) {
      history.replaceState(null, '', `/denah${search}`);
      paintFloorPlan({ data: PLAN });
      expect(bootShell().innerHTML).toBe(waiting);
    }
    history.replaceState(null, '', '/');
  });
});
