// A walk-in visitor registers on a network past its registration limit: the real login page,
// the real SDK and the local platform, which answers the first send with a challenge (a proof
// of work, x-assumed); the app solves it by itself and the visitor is signed in as if nothing
// happened. SPEC's platform, which has no challenge, shows its 429 under the form, keeping what
// was typed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { call, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

// A 12-bit challenge (the platform asks 16 and more): the page's wait, not the work, is under test here.
const busyNetwork = {
  registrationLimit: { perAddress: { attempts: 1, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } },
  registrationChallenge: { bits: 12, maxBits: 12, lifeMs: 5 * 60_000, maxSolved: 100 },
};
const earlierVisitor = { name: 'Pengunjung Lain', ticket_id: '12', agency: 'PT Lain', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' };
const typed = { 'Nama lengkap': 'Wulan Sari', 'Instansi / perusahaan': 'PT Datang Langsung', Unit: 'Gudang', 'Nama salesman': 'Andi' };

async function registerThroughThePage() {
  const session = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Daftar' });
  for (const [label, value] of Object.entries(typed)) await session.type(within(form).getByLabelText(label), value);
  await session.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
  await session.click(within(form).getByRole('button', { name: 'Daftar' }));
  return form;
}

describe('registration on a busy network', () => {
  const platform = usePlatform(busyNetwork);

  it('solves the platform’s challenge and signs the visitor in', async () => {
    expect((await call(platform, 'POST', '/api/auth/register', { form: earlierVisitor })).status).toBe(200);
    platform.resetRequests();
    await renderOnPlatform(platform, { path: '/register' });
    await registerThroughThePage();
    expect(await screen.findByRole('link', { name: 'Profil Wulan Sari, WS' }, { timeout: 5_000 })).toBeInTheDocument();
    const sent = platform.requests.filter((request) => request.path === '/api/auth/register').map((request) => new URLSearchParams(request.body));
    expect(sent.map((form) => [form.get('name'), form.has('challenge_solution')])).toEqual([['Wulan Sari', false], ['Wulan Sari', true]]);
  });
});

describe('registration past the limit on SPEC’s platform', () => {
  const platform = usePlatform({ ...busyNetwork, platform: 'spec-minimal' });

  it('shows the platform’s 429 message under the form and keeps what was typed', async () => {
    expect((await call(platform, 'POST', '/api/auth/register', { form: earlierVisitor })).status).toBe(200);
    await renderOnPlatform(platform, { path: '/register' });
    const form = await registerThroughThePage();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Terlalu banyak pendaftaran dari perangkat atau jaringan ini. Coba lagi dalam 1 menit.');
    expect(within(form).getByLabelText('Nama lengkap')).toHaveValue('Wulan Sari');
    expect(within(form).getByLabelText('Nama salesman')).toHaveValue('Andi');
  });
});
