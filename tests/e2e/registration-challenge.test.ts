// A walk-in visitor registers in real Chromium on a network past its registration limit: the
// built app solves the platform's 16-bit challenge (x-assumed) and the visitor lands signed in,
// as anyone else does; the time the work took is printed (docs/security.md "Registrations").
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { useBrowser } from './support/browser';
import { expectVisible } from './support/visitor';

const app = useApp({ registrationLimit: { perAddress: { attempts: 1, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } } });
const browser = useBrowser();

describe('registration on a busy network', () => {
  it('solves the challenge in the browser and signs the walk-in visitor in', async () => {
    const earlier = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Pengunjung Lain', ticket_id: '12', agency: 'PT Lain', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' }),
    });
    expect(earlier.status).toBe(200);
    const page = await browser.open('phone', app.url, '/register');
    const form = page.getByRole('form', { name: 'Daftar' });
    await expectVisible(form, 'the registration form');
    const typed = { 'Nama lengkap': 'Wulan Sari', 'Instansi / perusahaan': 'PT Datang Langsung', Unit: 'Gudang', 'Nama salesman': 'Andi' };
    for (const [label, value] of Object.entries(typed)) await form.getByRole('textbox', { name: label }).fill(value);
    await form.getByRole('checkbox', { name: 'Saya menyetujui' }).check();
    app.platform.resetRequests();
    const started = performance.now();
    await form.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expectVisible(page.getByRole('region', { name: 'Pendaftaran berhasil' }), 'the registration confirmation');
    const sent = app.platform.requests.filter((request) => request.path === '/api/auth/register').map((request) => new URLSearchParams(request.body));
    expect(sent.map((body) => body.has('challenge_solution'))).toEqual([false, true]);
    console.log(`[registration-challenge] 16-bit challenge: registered in ${Math.round(performance.now() - started)} ms (solution ${sent[1]!.get('challenge_solution')})`);
  });
});
