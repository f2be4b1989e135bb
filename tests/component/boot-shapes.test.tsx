// The boot screen holds one shell and one template per screen it paints (src/boot/prerender.tsx),
// and painting drops the lines an answer lacks (src/boot/preview.ts). Each shape painted from the
// template must be exactly what the same components render for that answer: every one of /home's
// 16 shapes of the event card, both of a booth's, both of a live session's and Produk's list of
// items each in its own shape, the whole shell included (its tab marked, where the screen has one).
// tests/component/boot-parity.test.tsx holds the boot screen against the app's own /home.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { AgendaPreviewScreen, BootShell, BoothPreviewScreen, HomePreview, MerchandisePreviewScreen, renderBootScreen, SessionPreviewScreen } from '../../src/boot/prerender';
import { agendaPreviewOf, merchandisePreviewOf, paintAgendaPreview, paintBoothPreview, sessionCardShapeOf, paintHomePreview, paintMerchandisePreview, paintSessionPreview, shapeOf, type BoothPreview, type EventPreview, type SessionPreview } from '../../src/boot/preview';
import { AppTheme } from '../../src/styles/AppTheme';
import { AGENDA_PATH, HOME_PATH } from '../../src/lib/paths';
import type { SessionCardText } from '../../src/features/agenda/agenda';

const bootMarkup = renderBootScreen();

beforeEach(() => {
  document.body.innerHTML = bootMarkup;
});

const bootMain = () => document.querySelector('#boot main')!;
const bootShell = () => document.querySelector('#boot > div')!;

/** What the components render at `path` with `screen`, as the browser reads it back. */
function rendered(path: string, screen: ReactElement): string {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<AppTheme><BootShell path={path} screen={screen} /></AppTheme>);
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
  it("holds the shell once: the waiting screen, and a template of /home, of a booth, of a live session, of Produk's list and of the agenda that hold no shell", () => {
    const boot = document.getElementById('boot')!;
    expect(boot.querySelectorAll('header nav')).toHaveLength(1);
    expect(boot.querySelectorAll('main')).toHaveLength(1);
    const templates = [...boot.querySelectorAll('template')];
    expect(templates.map((template) => template.dataset.bootScreen)).toEqual(['home', 'booth', 'session', 'merchandise', 'agenda', 'agendaSignedIn']);
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

  for (const booth of ['A-05', null]) {
    it(`paints a booth's exhibitor ${booth ? 'with' : 'without'} its booth line as the components render it`, () => {
      const preview: BoothPreview = { name: 'PT Bearing <Jaya> & Abadi', booth };
      paintBoothPreview(bootMain(), preview);
      expect(bootShell().innerHTML).toBe(rendered('/products', <BoothPreviewScreen card={preview} />));
    });
  }

  for (const speaker of ['Ir. Sari <Wulandari> & Tim', null]) {
    it(`paints a live session ${speaker ? 'with' : 'without'} its speaker line as the components render it, no tab marked`, () => {
      const preview: SessionPreview = { title: 'Peluncuran {{speaker}} "CNC"', speaker };
      paintSessionPreview(bootMain(), preview);
      expect(bootShell().innerHTML).toBe(rendered('/live-stream/79', <SessionPreviewScreen card={preview} />));
      expect(document.querySelectorAll('#boot [aria-current]')).toHaveLength(0);
    });
  }

  it("paints Produk's first four merchandise items in the answer's order, each with its price or saying it has none, as the components render them", () => {
    const answer = {
      data: [
        { id: 1, name: 'Topi <Pameran> & "2026"', price: 75000, stock: 40, image_url: '/media/merchandise/1.svg?a=1&b=2' },
        { id: 2, name: 'Kaos {{price}}', image_url: 'javascript:alert(1)' },
        { id: 3, name: 'Tumbler', price: 1250000, image_url: 'https://cdn.example/t.png' },
        { id: 4, name: 'Tas Perkakas', price: 0 },
        { id: 5, name: 'Not on the first rows', price: 5 },
      ],
    };
    const items = merchandisePreviewOf(answer);
    paintMerchandisePreview(bootMain(), items);
    // Written out: the prices as the list writes them (SPEC's rupiah, no decimals).
    // A picture the gate refuses, or none, is the blank picture of the same size (src/components/Picture).
    const blank = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(items).toEqual([
      { image: '/media/merchandise/1.svg?a=1&b=2', name: 'Topi <Pameran> & "2026"', amount: '75000', price: 'Rp 75.000' },
      { image: blank, name: 'Kaos {{price}}', amount: null, price: null },
      { image: 'https://cdn.example/t.png', name: 'Tumbler', amount: '1250000', price: 'Rp 1.250.000' },
      { image: blank, name: 'Tas Perkakas', amount: '0', price: 'Rp 0' },
    ]);
    expect(bootShell().innerHTML).toBe(rendered('/products', <MerchandisePreviewScreen items={items} />));
    const cards = [...document.querySelectorAll('#boot main li')].map((card) => card.textContent);
    expect(cards).toEqual([
      'Topi <Pameran> & "2026"Rp 75.000Masuk untuk membeli',
      'Kaos {{price}}Harga belum tersediaMasuk untuk membeli',
      'TumblerRp 1.250.000Masuk untuk membeli',
      'Tas PerkakasRp 0Masuk untuk membeli',
    ]);
  });

  it("paints no list from an answer whose first item has no name, or that is not a list: Produk's waiting screen stays", () => {
    const waiting = bootShell().innerHTML;
    for (const answer of [{ data: [{ id: 1, price: 5 }, { id: 2, name: 'Topi' }] }, { data: { id: 1, name: 'Topi' } }, null, { data: [{ name: 'Topi' }] }]) {
      paintMerchandisePreview(bootMain(), merchandisePreviewOf(answer));
      expect(bootShell().innerHTML).toBe(waiting);
    }
  });

  for (let n = 0; n < 32; n++) {
    const shape = n.toString(2).padStart(5, '0');
    it(`paints an agenda session's card of shape ${shape} (ongoing, elsewhere, its live page, room, speaker) as the components render it`, () => {
      const [ongoing, external, internal, room, speaker] = [...shape].map((bit) => bit === '1');
      const card: SessionCardText = {
        id: '79', title: 'Peluncuran <CNC> & "{{speaker}}"', from: '09.00', to: '10.00', ongoing: !!ongoing, mine: false, external: !!external,
        externalHref: external ? 'https://zoom.example/j/1?a=1&b=2' : null, internalHref: internal ? '/live-stream/79' : null,
        room: room ? 'Hall A & B' : null, speaker: speaker ? 'Ir. Sari <Wulandari>' : null,
      };
      expect(sessionCardShapeOf(card)).toBe(shape);
      // Every other shape for a signed-in visitor ("Sesi saya" loading), the rest for anyone else (asked to sign in).
      const signedIn = n % 2 === 1;
      paintAgendaPreview(bootMain(), { day: 'Senin, 23 November 2026', cards: [card] }, signedIn);
      expect(bootShell().innerHTML).toBe(rendered(AGENDA_PATH, <AgendaPreviewScreen day="Senin, 23 November 2026" cards={[card]} signedIn={signedIn} />));
      const mine = document.querySelector('#boot main section')!;
      expect([mine.querySelector('[role="status"]')?.getAttribute('aria-label'), mine.querySelector('a[href="/login"]')?.textContent]).toEqual(signedIn ? ['Memuat…', undefined] : [undefined, 'Masuk atau daftar']);
    });
  }

  it("paints the agenda's first day as the agenda orders it: both reads merged, ended and other days' sessions left out, times in WIB", () => {
    const now = Date.parse('2026-11-23T02:15:00Z'); // 09.15 WIB
    const upcoming = {
      data: [
        { id: 2, title: 'Perawatan Genset', starts_at: '2026-11-23T03:00:00Z', ends_at: '2026-11-23T04:00:00Z', is_started_countdown: 2700, room_name: 'Hall B', speaker: 'Budi' },
        { id: 1, title: 'Peluncuran CNC', starts_at: '2026-11-23T02:00:00Z', ends_at: '2026-11-23T03:00:00Z', is_started_countdown: -900, room_name: 'Hall A' },
        { id: 3, title: 'Besok', starts_at: '2026-11-24T02:00:00Z', ends_at: '2026-11-24T03:00:00Z', is_started_countdown: 86000 },
        { id: 4, title: 'Sudah selesai', starts_at: '2026-11-23T01:00:00Z', ends_at: '2026-11-23T02:00:00Z', is_started_countdown: -4500 },
        { id: 5, title: 'Tanpa hitung mundur', starts_at: '2026-11-23T02:30:00Z' },
        'not a session',
      ],
    };
    const external = { data: [{ id: 9, title: 'Webinar Bearing', starts_at: '2026-11-23T02:30:00Z', ends_at: '2026-11-23T03:30:00Z', external_url: 'https://zoom.example/j/9' }] };
    const preview = agendaPreviewOf(upcoming, external, now);
    const card = (fields: Partial<SessionCardText> & Pick<SessionCardText, 'id' | 'title' | 'from' | 'to'>): SessionCardText => ({
      ongoing: false, mine: false, external: false, internalHref: `/live-stream/${fields.id}`, externalHref: null, room: null, speaker: null, ...fields,
    });
    expect(preview).toEqual({
      day: 'Senin, 23 November 2026',
      cards: [
        card({ id: '1', title: 'Peluncuran CNC', from: '09.00', to: '10.00', ongoing: true, room: 'Hall A' }),
        card({ id: '9', title: 'Webinar Bearing', from: '09.30', to: '10.30', external: true, internalHref: null, externalHref: 'https://zoom.example/j/9' }),
        card({ id: '2', title: 'Perawatan Genset', from: '10.00', to: '11.00', room: 'Hall B', speaker: 'Budi' }),
      ],
    });
    paintAgendaPreview(bootMain(), preview, false);
    expect([...document.querySelectorAll('#boot main li h3')].map((title) => title.textContent)).toEqual(['Peluncuran CNC', 'Webinar Bearing', 'Perawatan Genset']);
    expect(document.querySelector('#boot main h3')!.textContent).toBe('Senin, 23 November 2026');
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
