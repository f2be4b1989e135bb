import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, makeUser, renderApp, visitorToken } from './support/renderApp';
import { onPlatform } from './support/platformScreens';
import { showLanguage } from '../../src/copy/switchLanguage';
import { LANGUAGE_KEY } from '../../src/copy/language';

const user = userEvent.setup;

async function openRegisterTab() {
  const session = user();
  await session.click(await screen.findByRole('tab', { name: 'Daftar' }));
  return { session, form: screen.getByRole('form', { name: 'Daftar' }) };
}

async function fillRegistration(session: ReturnType<typeof user>, form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await session.type(within(form).getByLabelText(label), value);
}

const completeForm = { 'Nama lengkap': 'Siti Rahma', 'Instansi / perusahaan': 'CV Baja Prima', Unit: 'Gudang', 'Nama salesman': 'Andi' };

describe('login with an invitation code', () => {
  it('opens on the invitation code tab at /login', async () => {
    renderApp({ path: '/login' });
    expect(await screen.findByRole('tab', { name: 'Kode Undangan' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Kode undangan')).toBeVisible();
  });

  it('asks for the code inline instead of sending an empty one', async () => {
    const { ports } = renderApp({ path: '/login' });
    const session = user();
    await session.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(screen.getByLabelText('Kode undangan')).toHaveAccessibleDescription(/Kode undangan wajib diisi\./);
    expect(ports.api.loginWithCode).not.toHaveBeenCalled();
  });

  it('signs in with the typed code and goes home showing the visitor’s initials', async () => {
    const { ports, location } = renderApp({ path: '/login' });
    const session = user();
    await session.type(await screen.findByLabelText('Kode undangan'), '  UND-2026  ');
    await session.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
    expect(ports.api.loginWithCode).toHaveBeenCalledWith('UND-2026', expect.any(AbortSignal));
    expect(await screen.findByRole('link', { name: 'Profil Budi Santoso, BS' })).toHaveTextContent('BS');
  });

  it("shows the server's message under the field and keeps the typed code", async () => {
    const { ports } = renderApp({
      path: '/login',
      configure: (fake) => vi.mocked(fake.api.loginWithCode).mockRejectedValueOnce(apiError(404, 'Kode undangan tidak ditemukan')),
    });
    const session = user();
    const field = await screen.findByLabelText('Kode undangan');
    await session.type(field, 'SALAH-1');
    await session.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Kode undangan tidak ditemukan/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('SALAH-1');
    expect(ports.stored.token).toBeNull();
  });

  it('disables the button while signing in', async () => {
    renderApp({
      path: '/login',
      configure: (fake) => vi.mocked(fake.api.loginWithCode).mockReturnValueOnce(new Promise(() => {})),
    });
    const session = user();
    await session.type(await screen.findByLabelText('Kode undangan'), 'UND-2026');
    await session.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('button', { name: /Memproses/ })).toBeDisabled();
  });
});

describe('registration', () => {
  it('opens on the registration tab at /register and is reachable by keyboard from /login', async () => {
    renderApp({ path: '/login' });
    const session = user();
    const codeTab = await screen.findByRole('tab', { name: 'Kode Undangan' });
    codeTab.focus();
    await session.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Daftar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Daftar' })).toHaveFocus();
    expect(screen.getByLabelText('Nama lengkap')).toBeVisible();
  });

  it('marks every missing field and the terms inline, sending nothing', async () => {
    const { ports } = renderApp({ path: '/register' });
    const session = user();
    const form = await screen.findByRole('form', { name: 'Daftar' });
    await session.click(within(form).getByRole('button', { name: 'Daftar' }));
    expect(within(form).getByLabelText('Nama lengkap')).toHaveAccessibleDescription('Nama lengkap wajib diisi.');
    expect(within(form).getByLabelText('Instansi / perusahaan')).toHaveAccessibleDescription('Instansi / perusahaan wajib diisi.');
    expect(within(form).getByLabelText('Unit')).toHaveAccessibleDescription('Bagian atau divisi tempat Anda bekerja, mis. Pemeliharaan. Unit wajib diisi.');
    expect(within(form).getByLabelText('Nama salesman')).toHaveAccessibleDescription('Salesman yang mengundang atau melayani Anda; tulis "-" bila tidak ada. Nama salesman wajib diisi.');
    expect(within(form).getByRole('checkbox', { name: 'Saya menyetujui' })).toHaveAccessibleDescription('Anda perlu menyetujui syarat dan ketentuan.');
    expect(ports.api.register).not.toHaveBeenCalled();
  });

  it('agrees to the terms from the terms popup without losing what was typed', async () => {
    renderApp({ path: '/register' });
    const { session, form } = await openRegisterTab();
    await fillRegistration(session, form, completeForm);
    await session.click(within(form).getByRole('link', { name: 'syarat dan ketentuan' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    await session.click(within(terms).getByRole('button', { name: 'Saya setuju' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByRole('checkbox', { name: 'Saya menyetujui' })).toBeChecked();
    expect(within(form).getByLabelText('Nama lengkap')).toHaveValue('Siti Rahma');
  });

  it('sends the four fields and keeps them, with the server’s message, when registration fails', async () => {
    const { ports } = renderApp({
      path: '/register',
      configure: (fake) => vi.mocked(fake.api.register).mockRejectedValueOnce(apiError(422, 'Nama sudah terdaftar')),
    });
    const { session, form } = await openRegisterTab();
    await fillRegistration(session, form, completeForm);
    await session.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
    await session.click(within(form).getByRole('button', { name: 'Daftar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Nama sudah terdaftar');
    expect(ports.api.register).toHaveBeenCalledWith(
      { name: 'Siti Rahma', agency: 'CV Baja Prima', unit: 'Gudang', salesman: 'Andi' },
      expect.any(AbortSignal),
    );
    expect(within(form).getByLabelText('Nama lengkap')).toHaveValue('Siti Rahma');
    expect(within(form).getByLabelText('Instansi / perusahaan')).toHaveValue('CV Baja Prima');
    expect(within(form).getByLabelText('Unit')).toHaveValue('Gudang');
    expect(within(form).getByLabelText('Nama salesman')).toHaveValue('Andi');
    expect(within(form).getByRole('checkbox', { name: 'Saya menyetujui' })).toBeChecked();
  });

  it('says a registration on a busy network may take a few seconds while it is sent', async () => {
    renderApp({ path: '/register', configure: (fake) => vi.mocked(fake.api.register).mockReturnValueOnce(new Promise(() => undefined)) });
    const { session, form } = await openRegisterTab();
    await fillRegistration(session, form, completeForm);
    await session.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
    expect(within(form).queryByRole('status')).toBeNull();
    await session.click(within(form).getByRole('button', { name: 'Daftar' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Bila jaringan sedang ramai, aplikasi memverifikasi pendaftaran Anda dulu; ini bisa perlu beberapa detik.');
  });

  it('gives Unit and Nama salesman a one-line hint', async () => {
    renderApp({ path: '/register' });
    const form = await screen.findByRole('form', { name: 'Daftar' });
    expect(within(form).getByLabelText('Unit')).toHaveAccessibleDescription('Bagian atau divisi tempat Anda bekerja, mis. Pemeliharaan.');
    expect(within(form).getByLabelText('Nama salesman')).toHaveAccessibleDescription('Salesman yang mengundang atau melayani Anda; tulis "-" bila tidak ada.');
  });

  it('clears a field’s error as soon as the field is valid, leaving the others', async () => {
    renderApp({ path: '/register' });
    const session = user();
    const form = await screen.findByRole('form', { name: 'Daftar' });
    await session.click(within(form).getByRole('button', { name: 'Daftar' }));
    await session.type(within(form).getByLabelText('Nama lengkap'), 'S');
    expect(within(form).getByLabelText('Nama lengkap')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Nama lengkap')).toHaveAccessibleDescription('');
    expect(within(form).getByLabelText('Unit')).toHaveAccessibleDescription(/Unit wajib diisi\./);
    await session.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
    expect(within(form).getByRole('checkbox', { name: 'Saya menyetujui' })).toHaveAccessibleDescription('');
  });

  /** Siti Rahma registered through the form, the platform giving her the code REG-7K2P9Q: the confirmation is on its way. */
  async function registered() {
    const rendered = renderApp({
      path: '/register',
      configure: (fake) => vi.mocked(fake.api.currentUser).mockResolvedValue(makeUser({ name: 'Siti Rahma', code: 'REG-7K2P9Q' })),
    });
    const { session, form } = await openRegisterTab();
    await fillRegistration(session, form, completeForm);
    await session.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
    await session.click(within(form).getByRole('button', { name: 'Daftar' }));
    return { ...rendered, session };
  }

  it('ends with the visitor’s sign-in code, to keep, copy and save as a note', async () => {
    const { ports, location, session } = await registered();

    const done = await screen.findByRole('region', { name: 'Pendaftaran berhasil' });
    expect(within(done).getByText('REG-7K2P9Q')).toBeVisible();
    expect(done).toHaveTextContent('Simpan kode ini. Hanya dengan kode ini Anda dapat masuk lagi, setelah keluar atau di perangkat lain.');
    expect(ports.api.register).toHaveBeenCalledTimes(1);

    await session.click(within(done).getByRole('button', { name: 'Salin kode' }));
    // user-event stands in for the clipboard: what the button put there is what a paste gives.
    expect(await navigator.clipboard.readText()).toBe('REG-7K2P9Q');
    expect(within(done).getByRole('status')).toHaveTextContent('Kode disalin.');

    // No share sheet in this browser: the note is downloaded as a .txt file, and it says so.
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:note');
    URL.revokeObjectURL = vi.fn();
    await session.click(within(done).getByRole('button', { name: 'Simpan sebagai catatan' }));
    const note = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await note.text()).toContain('Kode masuk Pameran untuk Siti Rahma: REG-7K2P9Q');
    expect((download.mock.contexts[0] as HTMLAnchorElement).download).toBe('kode-masuk-pameran-REG-7K2P9Q.txt');
    expect(within(done).getByRole('status')).toHaveTextContent('Berkas kode-masuk-pameran-REG-7K2P9Q.txt tersimpan di unduhan Anda.');
    download.mockRestore();

    await session.click(within(done).getByRole('link', { name: 'Lanjutkan' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
  });

  // The code is given once: a visitor who switches language on the confirmation must still see it.
  it('keeps the new code on screen when the visitor switches to English, and forgets it once they go on', async () => {
    const { location, session } = await registered();
    expect(within(await screen.findByRole('region', { name: 'Pendaftaran berhasil' })).getByText('REG-7K2P9Q')).toBeVisible();

    try {
      await session.click(screen.getByRole('link', { name: 'EN, English' }));
      const done = await screen.findByRole('region', { name: 'Registration successful' });
      expect(within(done).getByText('REG-7K2P9Q')).toBeVisible();
      expect(location.history?.at(-1)).toBe('/register');

      await session.click(within(done).getByRole('link', { name: 'Continue' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
      // Signed in, the login page goes on to where the visitor was going: the code was shown once.
      location.navigate('/login');
      await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
      expect(screen.queryByText('REG-7K2P9Q')).not.toBeInTheDocument();
    } finally {
      await act(async () => {
        await showLanguage('id');
      });
      localStorage.removeItem(LANGUAGE_KEY);
    }
  });

  it('keeps typed registration values when switching tabs', async () => {
    renderApp({ path: '/register' });
    const { session, form } = await openRegisterTab();
    await session.type(within(form).getByLabelText('Nama lengkap'), 'Siti');
    await session.click(screen.getByRole('tab', { name: 'Kode Undangan' }));
    await session.click(screen.getByRole('tab', { name: 'Daftar' }));
    expect(within(form).getByLabelText('Nama lengkap')).toHaveValue('Siti');
  });
});

describe('what the page sends through the real SDK adapter', () => {
  /** A platform stand-in at the fetch level: records requests, answers in the contract's envelope. */
  function recordingPlatform() {
    const requests: { method: string; path: string; headers: Headers; body: string }[] = [];
    const fetch = async (request: Request) => {
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname, headers: request.headers, body: await request.text() });
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/auth/register' || url.pathname === '/api/auth/invitation') return json(visitorToken);
      if (url.pathname === '/api/users') return json(makeUser({ name: 'Siti Rahma' }));
      return json([]);
    };
    return { requests, fetch };
  }

  const over = (platform: ReturnType<typeof recordingPlatform>) => onPlatform({ url: 'http://platform.test', fetch: platform.fetch });

  it('registers with the fixed values of SPEC §9 and then reads the user with the new token', async () => {
    const platform = recordingPlatform();
    renderApp({ path: '/register', ...over(platform) });
    const { session, form } = await openRegisterTab();
    await fillRegistration(session, form, completeForm);
    await session.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
    await session.click(within(form).getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('link', { name: 'Profil Siti Rahma, SR' })).toBeInTheDocument();

    const register = platform.requests.find((request) => request.path === '/api/auth/register')!;
    expect(Object.fromEntries(new URLSearchParams(register.body))).toEqual({
      name: 'Siti Rahma', agency: 'CV Baja Prima', unit: 'Gudang', salesman: 'Andi',
      ticket_id: '12', gender: '-', country: 'INDONESIA', agreement: '1', is_promo: '1', token: '',
    });
    expect(register.headers.get('authorization')).toBeNull();
    const me = platform.requests.find((request) => request.path === '/api/users')!;
    expect(me.headers.get('authorization')).toBe(`Bearer ${visitorToken.access_token}`);
  });

  it('logs in with code, force=1 and the device token', async () => {
    const platform = recordingPlatform();
    renderApp({ path: '/login', ...over(platform) });
    const session = user();
    await session.type(await screen.findByLabelText('Kode undangan'), 'UND-2026');
    await session.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('link', { name: 'Profil Siti Rahma, SR' })).toBeInTheDocument();
    const invitation = platform.requests.find((request) => request.path === '/api/auth/invitation')!;
    expect(Object.fromEntries(new URLSearchParams(invitation.body))).toEqual({ code: 'UND-2026', force: '1', token: '' });
  });
});
