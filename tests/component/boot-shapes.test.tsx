// The boot screen holds one shell and one template per screen it paints (src/boot/prerender.tsx),
// and painting drops the lines an answer lacks (src/boot/preview.ts). Each shape painted from the
// template must be exactly what the same components render for that answer: every one of /home's
// 16 shapes of the event card, both of a booth's, both of a live session's and Produk's list of
// items each in its own shape, the whole shell included (its tab marked, where the screen has one).
// tests/component/boot-parity.test.tsx holds the boot screen against the app's own /home.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { BootShell, BoothPreviewScreen, HomePreview, MerchandisePreviewScreen, renderBootScreen, SessionPreviewScreen } from '../../src/boot/prerender';
import { merchandisePreviewOf, paintBoothPreview, paintHomePreview, paintMerchandisePreview, paintSessionPreview, shapeOf, type BoothPreview, type EventPreview, type SessionPreview } from '../../src/boot/preview';
import { AppTheme } from '../../src/styles/AppTheme';
import { HOME_PATH } from '../../src/lib/paths';

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
  it("holds the shell once: the waiting screen, and a template of /home, of a booth, of a live session and of Produk's list that hold no shell", () => {
    const boot = document.getElementById('boot')!;
    expect(boot.querySelectorAll('header nav')).toHaveLength(1);
    expect(boot.querySelectorAll('main')).toHaveLength(1);
    const templates = [...boot.querySelectorAll('template')];
    expect(templates.map((template) => template.dataset.bootScreen)).toEqual(['home', 'booth', 'session', 'merchandise']);
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
        { id: 1, name: 'Topi <Pameran> & "2026"', price: 75000, stock: 40 },
        { id: 2, name: 'Kaos {{price}}' },
        { id: 3, name: 'Tumbler', price: 1250000 },
        { id: 4, name: 'Tas Perkakas', price: 0 },
        { id: 5, name: 'Not on the first rows', price: 5 },
      ],
    };
    const items = merchandisePreviewOf(answer);
    paintMerchandisePreview(bootMain(), items);
    // Written out: the prices as the list writes them (SPEC's rupiah, no decimals).
    expect(items).toEqual([
      { name: 'Topi <Pameran> & "2026"', amount: '75000', price: 'Rp 75.000' },
      { name: 'Kaos {{price}}', amount: null, price: null },
      { name: 'Tumbler', amount: '1250000', price: 'Rp 1.250.000' },
      { name: 'Tas Perkakas', amount: '0', price: 'Rp 0' },
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

  it('paints again over an earlier shape: the later one alone, its tab marked once', () => {
    paintHomePreview(bootMain(), eventOf('1111'));
    paintHomePreview(bootMain(), eventOf('0100'));
    expect(bootShell().innerHTML).toBe(rendered(HOME_PATH, <HomePreview card={eventOf('0100')} />));
    expect(document.querySelectorAll('#boot [aria-current]')).toHaveLength(1);
  });
});
