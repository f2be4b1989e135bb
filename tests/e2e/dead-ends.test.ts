// No dead ends, and not every absence an error, in real Chromium at
// 390 and 1280 px, with screenshots of each screen: /countdown names its session with the ways
// to plan for it; a shared session link tells someone not signed in what the session is; an
// unknown booth code is "not found" with the nearest booths; the journey's highlights, which lead
// nowhere, do not look like raised, tappable cards.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { expectPath, expectVisible, logInWithCode, VISITORS } from './support/visitor';

// Session 79 an hour away: far enough for a reminder (10 minutes ahead) to be offered.
const app = useApp({ trackedSession: { delayMs: 60 * 60_000 } });
const browser = useBrowser();

describe.each(VIEWPORTS)('no dead ends (%s)', (viewport) => {
  /**
   * What a screen says and where it leads is the same at any width: on the desktop it is walked
   * for its screenshot, which CI does not take; there the phone's run holds it. Both widths stay
   * in CI where the layout is checked: the product's name on the first screen, the highlights'
   * surface.
   */
  const behaviour = it.skipIf(viewport === 'desktop' && !!process.env.CI);
  behaviour('/countdown names the session, its start in WIB and its speaker, with add-to-calendar and a reminder', async () => {
    const page = await browser.open(viewport, app.url, '/countdown');
    const session = page.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    await expectVisible(session, 'the session on /countdown');
    await expectVisible(session.getByText(/^Mulai \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/), 'its start in WIB');
    await expectVisible(session.getByText('Pembicara: Ir. Hendra Gunawan'), 'its speaker');
    await expectVisible(session.getByRole('timer'), 'the countdown');
    await expectVisible(session.getByRole('button', { name: 'Tambah ke kalender: Peluncuran Mesin CNC Generasi Baru' }), 'add to calendar');
    await expectVisible(session.getByRole('button', { name: 'Ingatkan saya sebelum Peluncuran Mesin CNC Generasi Baru dimulai' }), 'the reminder');
    await screenshot(page, 'countdown');
  });

  behaviour('a shared session link shows someone not signed in the session, with sign-in for the stream', async () => {
    const page = await browser.open(viewport, app.url, '/live-stream/82');
    const session = page.getByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' });
    await expectVisible(session, 'the session from the public reads');
    await expectVisible(session.getByText(/^Mulai \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/), 'its start in WIB');
    await expectVisible(session.getByText('Pembicara: Bambang Sutrisno'), 'its speaker');
    await expectVisible(page.getByRole('link', { name: 'Masuk atau daftar' }), 'the way to sign in for the stream');
    await screenshot(page, 'live-stream-signed-out');
  });

  behaviour('an unknown booth code is "not found", with the nearest booths of the directory', async () => {
    const page = await browser.open(viewport, app.url, '/products?booth=b99');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Stan B-99 tidak ditemukan' }), 'the booth named as not found');
    const near = page.getByRole('list', { name: 'Stan terdekat' });
    await expectVisible(near.getByRole('link', { name: /^PT Genset Andalan/ }), 'the nearest booth, B-07');
    expect(await page.getByText('Gagal memuat data').count()).toBe(0);
    await screenshot(page, 'products-booth-not-found');
  });

  it('a shared product link opens on the product, naming its exhibitor with links to it and to its booth on the plan', async () => {
    const page = await browser.open(viewport, app.url, '/products?product=501&exhibitor=5');
    const title = page.getByRole('heading', { level: 2, name: 'Genset Diesel GA-30 kVA' });
    await expectVisible(title, 'the product');
    // On the content, not on the search form: the product's name is within the first screen.
    expect((await title.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
    expect(await page.getByRole('link', { name: 'PT Genset Andalan', exact: true }).getAttribute('href')).toBe('/products?exhibitor=5');
    expect(await page.getByRole('link', { name: 'Lihat di denah: PT Genset Andalan' }).getAttribute('href')).toBe('/denah?booth=B-07');
    await screenshot(page, 'products-product');
  });

  it("the journey's highlights lead nowhere and do not look like tappable cards", async () => {
    const page = await browser.open(viewport, app.url, '/journey');
    const highlights = page.locator('main').getByRole('list').first().getByRole('listitem');
    await expectVisible(highlights.first(), 'the highlights');
    for (const highlight of await highlights.all()) {
      // No raised surface: neither the item nor the block inside it casts a shadow.
      expect(await highlight.evaluate((item) => [item, ...item.children].map((element) => getComputedStyle(element).boxShadow))).toEqual(expect.not.arrayContaining([expect.not.stringMatching(/^none$/)]));
      expect(await highlight.getByRole('link').count()).toBe(0);
    }
    await screenshot(page, 'journey');
  });

  behaviour('a room on home leads to the agenda of that room', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, VISITORS.budi.code);
    const rooms = page.getByRole('region', { name: 'Ruang sesi' });
    const room = rooms.getByRole('link', { name: /^Ruang Teknik Hall B/ });
    await expectVisible(room, 'the room, as a way on');
    await screenshot(page, 'home-rooms');
    await room.click();
    await expectPath(page, '/agenda');
    expect(new URL(page.url()).search).toBe('?room=2');
    await expectVisible(page.getByText('Sesi di Ruang Teknik Hall B'), 'the room named on the agenda');
  });

  behaviour('the agenda of one room (where a room on home leads)', async () => {
    const page = await browser.open(viewport, app.url, '/agenda?room=2');
    await expectVisible(page.getByText('Sesi di Ruang Teknik Hall B'), 'the room named');
    await expectVisible(page.getByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' }).first(), "the room's session");
    expect(await page.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' }).count()).toBe(0);
    await screenshot(page, 'agenda-room');
  });
});
