// Offline at the venue, the rest of issue 32 item 10, in real Chromium against the built app and
// the local platform:
//   - an exhibitor the visitor has not opened before, but which the directory already on the
//     page lists, shows what the directory knows (name, booth, category, "Lihat di denah") and
//     a calm note instead of "Gagal memuat data"; back online, its full details arrive by themselves.
import { describe, expect, it } from 'vitest';
import { common } from '../../src/copy/common';
import { planLinks } from '../../src/copy/planLinks';
import { products as productsCopy } from '../../src/copy/products';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { expectVisible } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Booth B-07 (server/data.mjs): never opened in this test before the network goes. */
const GENSET = { id: 5, name: 'PT Genset Andalan', booth: 'B-07', line: 'Stan B-07 · Hall B · Genset & Kelistrikan', product: 'Genset Diesel GA-30 kVA' };

describe('an exhibitor not opened before, offline', () => {
  it('shows what the loaded directory knows, then its full details when the network is back', async () => {
    const page = await browser.open('phone', app.url, '/products');
    await page.getByRole('tab', { name: productsCopy.exhibitorsTab }).click();
    const row = page.getByRole('button', { name: new RegExp(`^${GENSET.name}`) });
    await expectVisible(row, 'the exhibitor in the directory');
    // Everything the page asks for on its own (the details' code when idle) has arrived.
    await page.waitForLoadState('networkidle');

    await page.context().setOffline(true);
    await row.click();
    await expectVisible(page.getByRole('heading', { level: 2, name: GENSET.name }), "the exhibitor's name");
    await expectVisible(page.getByText(GENSET.line), 'its booth, hall and category');
    await expect.poll(() => page.getByRole('link', { name: planLinks.showOnPlanNamed(GENSET.name) }).getAttribute('href')).toBe(`/denah?booth=${GENSET.booth}`);
    await expectVisible(page.getByRole('status').filter({ hasText: productsCopy.directoryOnly }), 'that the rest needs a connection');
    expect(await page.getByText(common.errorTitle).count(), 'no "Gagal memuat data"').toBe(0);
    await screenshot(page, 'products-exhibitor-offline');

    await page.context().setOffline(false);
    await expectVisible(page.getByRole('heading', { level: 3, name: GENSET.product }), 'its products, once back online');
    expect(await page.getByText(productsCopy.directoryOnly).count()).toBe(0);
  }, 120_000);
});
