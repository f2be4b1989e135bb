// Finding the way on SPEC's platform, which has no floor plan (its call is x-assumed: 404): a
// route's address opens the screen's "Denah belum tersedia" (the exhibitors by booth code below),
// no route and no broken page.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { useBrowser } from './support/browser';

const app = useApp({ platform: 'spec-minimal' });
const browser = useBrowser();

describe("finding the way on SPEC's platform", () => {
  it('says the plan is not there yet and offers no route', async () => {
    const page = await browser.open('phone', app.url, '/denah?ke=stan:D-11&dari=pintu:utara');
    await page.getByRole('heading', { name: 'Denah belum tersedia' }).waitFor();
    expect(await page.locator('[data-route-panel]').count()).toBe(0);
    expect(await page.getByText(/^Rute jalan kaki/).count()).toBe(0);
    await page.context().close();
  });
});
