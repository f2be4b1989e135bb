// A booth's QR code on SPEC's platform, which has no stamp calls (404): the booth still opens and
// the visit is kept on the device, and the stamp card says it is kept on this device only.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { useBrowser } from './support/browser';
import { heading, logInWithCode, VISITORS } from './support/visitor';

const app = useApp({ platform: 'spec-minimal' });
const browser = useBrowser();

describe("a booth's QR code on SPEC's platform", () => {
  it('opens the booth and keeps the visit on this device, saying so on the card', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.budi.code);
    await page.goto('/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx');
    await page.getByText('Kunjungan stan A-05 tercatat di perangkat ini.').waitFor();
    expect(await heading(page).textContent()).toBe('Produk');
    await page.goto('/profile');
    await page.getByText('Platform pameran ini belum mencatat stempel: kunjungan Anda disimpan di perangkat ini saja.').waitFor();
    await page.getByText('1 stan dikunjungi').waitFor();
    // Kept, not waiting to be sent: nothing is left in the queue.
    expect(await page.getByText(/menunggu dikirim/).count()).toBe(0);
    await page.context().close();
  });
});
