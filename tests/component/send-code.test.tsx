// "Lupa kode? Kirim kode saya" on the sign-in page, against the local platform: the visitor types
// the email or phone kept with the account and is told the code is on its way if the address is
// known (the same words either way); SPEC's platform has no such call, and the page says where
// the code is asked for instead.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

async function askForCode(address: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Lupa kode? Kirim kode saya' }));
  const form = screen.getByRole('form', { name: 'Kirim kode saya' });
  if (address) await user.type(within(form).getByRole('textbox', { name: 'Email atau nomor telepon' }), address);
  await user.click(within(form).getByRole('button', { name: 'Kirim kode saya' }));
  return form;
}

describe('sending a visitor their code', () => {
  const platform = usePlatform();
  const outboxSize = () => (platform.tableSizes() as { outbox: number }).outbox;

  it('sends the code to the email kept with the account, without saying whether the address is known', async () => {
    await renderOnPlatform(platform, { path: '/login' });
    const form = await askForCode('budi.santoso@contoh.co.id');
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Bila budi.santoso@contoh.co.id tercatat di sebuah akun, kode undangan dikirim ke sana dalam beberapa menit.',
    );
    expect(outboxSize()).toBe(1);
  });

  it('asks for an address before sending anything, and shows the platform’s refusal of a malformed one', async () => {
    await renderOnPlatform(platform, { path: '/login' });
    const form = await askForCode('');
    expect(within(form).getByText('Isi email atau nomor telepon Anda.')).toBeInTheDocument();
    await userEvent.setup().type(within(form).getByRole('textbox', { name: 'Email atau nomor telepon' }), 'budi@');
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Kirim kode saya' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Alamat email tidak valid. Contoh: nama@perusahaan.co.id');
    expect(outboxSize()).toBe(1);
  });
});

describe("SPEC's platform (no such call)", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('says the code is asked for at the registration desk', async () => {
    await renderOnPlatform(platform, { path: '/login' });
    const form = await askForCode('0812 3456 7890');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Pengiriman kode belum tersedia di pameran ini. Tanyakan kode Anda di meja registrasi dengan menunjukkan kartu identitas.',
    );
  });
});
