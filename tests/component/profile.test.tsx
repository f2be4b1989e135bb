import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { applyTexts } from '../../src/copy/en/apply';
import { setCurrentLanguage } from '../../src/copy/language';
import { profile as profileCopy } from '../../src/copy/profile';
import { usePlatform } from '../helpers/platform';
import { apiError, makeUser, renderApp } from './support/renderApp';
import { expiringWhile, onPlatform } from './support/platformScreens';

const signedIn = (overrides: Parameters<typeof makeUser>[0] = {}) => ({ path: '/profile', signedInAs: makeUser(overrides) });

describe('profile', () => {
  it("shows the full name without '*', the star count and the initials", async () => {
    renderApp(signedIn({ name: 'Budi Santoso Wijaya***' }));
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    expect(within(badge).getByRole('heading', { level: 2 })).toHaveTextContent(/^Budi Santoso Wijaya$/);
    expect(within(badge).getByTestId('star-count')).toHaveTextContent('3 bintang');
    expect(within(badge).getByText('BS')).toBeInTheDocument();
    expect(badge).not.toHaveTextContent('*');
  });

  it('counts every star even when text follows the first one', async () => {
    renderApp(signedIn({ name: 'Ani* VIP*' }));
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    expect(within(badge).getByRole('heading', { level: 2 })).toHaveTextContent(/^Ani$/);
    expect(within(badge).getByTestId('star-count')).toHaveTextContent('2 bintang');
    expect(within(badge).getByText('A')).toBeInTheDocument();
  });

  it('shows email, phone, QR code and visitor code', async () => {
    renderApp(signedIn());
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    expect(within(badge).getByRole('img', { name: 'Kode QR pengunjung' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/gif/));
    expect(within(badge).getAllByText(/PMR-0042/)).toHaveLength(1);
    const details = screen.getByRole('region', { name: 'Profil Saya' });
    expect(details).toHaveTextContent('budi@contoh.co.id');
    expect(details).toHaveTextContent('081234567890');
  });

  it("in English, says the code in the app's words and marks the organiser's Indonesian as sent", async () => {
    setCurrentLanguage('en');
    applyTexts('en');
    onTestFinished(() => {
      setCurrentLanguage('id');
      applyTexts('id');
    });
    renderApp(signedIn({ code_html: '<p>Kode registrasi: <strong>PMR-0042</strong></p>' }));
    const badge = await screen.findByRole('region', { name: 'Name badge' });
    expect(badge).toHaveTextContent('Visitor code: PMR-0042');
    expect(within(badge).getByText('From the organiser (in Indonesian):')).toBeInTheDocument();
    expect(within(badge).getByText(/Kode registrasi/).closest('[lang]')).toHaveAttribute('lang', 'id');
  });

  it('shows the code once when the platform’s code_html already carries it', async () => {
    renderApp(signedIn({ code_html: '<p>Kode undangan: <strong>PMR-0042</strong></p><p>Tunjukkan kode ini di meja registrasi.</p>' }));
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    expect(within(badge).getAllByText(/PMR-0042/)).toHaveLength(1);
    expect(badge).not.toHaveTextContent('Kode pengunjung');
  });

    it('renders code_html only after sanitising it', async () => {
    renderApp(
      signedIn({
        code_html:
          '<p><b>PMR-0042</b><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)">klik</a></p>',
      }),
    );
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    const bold = within(badge).getByText('PMR-0042', { selector: 'b' });
    const html = bold.closest('div')!.innerHTML;
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    expect(badge.querySelector('script')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('asks an anonymous visitor to log in', async () => {
    renderApp({ path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anda belum masuk.' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Masuk atau daftar' })).toHaveAttribute('href', '/login');
  });

  it('edits details, keeping the stars in the saved name', async () => {
    const user = userEvent.setup();
    const { ports } = renderApp(signedIn({ name: 'Budi Santoso**' }));
    await user.click(await screen.findByRole('button', { name: 'Ubah data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    const phone = within(dialog).getByLabelText('Telepon');
    await user.clear(phone);
    await user.type(phone, '0811000222');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ports.api.saveUserDetails).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Budi Santoso**', phone: '0811000222' }),
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('region', { name: 'Profil Saya' })).toHaveTextContent('0811000222');
  });

  it("keeps the edit dialog open with the server's message when saving fails, and says 'Data tersimpan.' once a save goes through", async () => {
    const user = userEvent.setup();
    renderApp({
      ...signedIn(),
      configure: (fake) => vi.mocked(fake.api.saveUserDetails).mockRejectedValueOnce(apiError(422, 'Email tidak valid')),
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email tidak valid');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('budi@contoh.co.id');
    // A save that went through is confirmed (a dialog that just vanished would say nothing).
    expect(screen.queryByText('Data tersimpan.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Profil Saya' })).getByRole('status')).toHaveTextContent('Data tersimpan.');
  });

  it("asks before logging out, saying what leaves this device, what stays with the account, and the visitor's code", async () => {
    const user = userEvent.setup();
    const { ports } = renderApp(signedIn({ code: 'PMR-0042' }));
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    const question = await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' });
    expect(question).toHaveTextContent('Dari perangkat ini akan dihapus: sesi masuk Anda dan salinan profil, pesanan, serta kode QR untuk dibuka tanpa internet.');
    expect(question).toHaveTextContent(profileCopy.logoutLists);
    expect(question).toHaveTextContent('Tetap tersimpan di akun Anda: data diri, keranjang, pesanan, hadiah yang sudah diklaim, dan stempel yang sudah tercatat.');
    expect(question).toHaveTextContent('Untuk masuk lagi, gunakan kode pengunjung Anda: PMR-0042.');
    await user.click(within(question).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ports.session.clear).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Tanda pengenal' })).toBeInTheDocument();
  });

  it('logs out once confirmed: clears the session and goes home as an anonymous visitor', async () => {
    const user = userEvent.setup();
    const { ports, location } = renderApp(signedIn());
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' })).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
    expect(ports.stored.cleared).toBe(1);
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });
});

describe('profile details typed when the session ends (401 on save, local platform)', () => {
  const platform = usePlatform();
  /** While true, the SDK sends a token the platform does not know: every bearer call answers 401. */
  let expired = false;

  const onExpiringPlatform = () => onPlatform({ url: platform.url, fetch: expiringWhile(() => expired) });

  async function signIn(user: ReturnType<typeof userEvent.setup>, code: string) {
    await user.type(await screen.findByLabelText('Kode undangan'), code);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    // Sign-in returns to the page it was opened from: /profile after "Masuk lagi", home after
    // opening /login first (then the avatar leads to the profile).
    await waitFor(() => expect(screen.queryByLabelText('Kode undangan')).toBeNull());
    if (!screen.queryByRole('heading', { level: 1, name: profileCopy.title, hidden: true })) await user.click(await screen.findByRole('link', { name: /^Profil / }));
  }

  /** Signs BUDI in, types a new phone and agency, and saves while the session is dead. */
  async function saveAfterSessionEnded(user: ReturnType<typeof userEvent.setup>, typed = { phone: '0811000222', agency: 'PT Baru Jaya' }) {
    expired = false;
    const view = renderApp({ path: '/login', ...onExpiringPlatform() });
    await signIn(user, 'BUDI2026');
    await user.click(await screen.findByRole('button', { name: 'Ubah data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    await user.clear(within(dialog).getByLabelText('Telepon'));
    await user.type(within(dialog).getByLabelText('Telepon'), typed.phone);
    await user.clear(within(dialog).getByLabelText(profileCopy.agency));
    await user.type(within(dialog).getByLabelText(profileCopy.agency), typed.agency);
    expired = true;
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sesi Anda telah berakhir. Silakan masuk lagi; isian Anda tetap tersimpan.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anda belum masuk.' })).toBeInTheDocument();
    expired = false;
    return view;
  }

  it('shows the typed details again when the same visitor signs in again, and saves them', async () => {
    const user = userEvent.setup();
    await saveAfterSessionEnded(user);
    await user.click(screen.getByRole('link', { name: 'Masuk lagi' }));
    await signIn(user, 'BUDI2026');
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    expect(within(dialog).getByLabelText('Telepon')).toHaveValue('0811000222');
    expect(within(dialog).getByLabelText(profileCopy.agency)).toHaveValue('PT Baru Jaya');
    expect(within(dialog).getByLabelText('Nama lengkap')).toHaveValue('Budi Santoso');

    platform.resetRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const details = screen.getByRole('region', { name: 'Profil Saya' });
    expect(details).toHaveTextContent('0811000222');
    expect(details).toHaveTextContent('PT Baru Jaya');
    const saved = platform.requests.find((request) => request.method !== 'GET' && request.path === '/api/users');
    expect(JSON.parse(saved!.body)).toMatchObject({ name: 'Budi Santoso**', phone: '0811000222', agency: 'PT Baru Jaya' });

    // Saved: opening the dialog again shows the saved values, no leftover draft.
    await user.click(screen.getByRole('button', { name: 'Ubah data' }));
    const again = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    expect(within(again).getByLabelText('Telepon')).toHaveValue('0811000222');
  });

  it("never shows one visitor's typed details to another visitor who signs in", async () => {
    const user = userEvent.setup();
    await saveAfterSessionEnded(user);
    await user.click(screen.getByRole('link', { name: 'Masuk lagi' }));
    await signIn(user, 'SITI2026');
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    expect(within(badge).getByRole('heading', { level: 2 })).toHaveTextContent(/^Siti Rahmawati$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    expect(within(dialog).getByLabelText('Telepon')).toHaveValue('082198765432');
    expect(document.body).not.toHaveTextContent('PT Baru Jaya');
  });

  it('forgets the typed details once the visitor cancels them', async () => {
    const user = userEvent.setup();
    await saveAfterSessionEnded(user, { phone: '0899111333', agency: 'CV Dibatalkan' });
    await user.click(screen.getByRole('link', { name: 'Masuk lagi' }));
    await signIn(user, 'BUDI2026');
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    expect(within(dialog).getByLabelText('Telepon')).toHaveValue('0899111333');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const details = screen.getByRole('region', { name: 'Profil Saya' });
    expect(details).not.toHaveTextContent('0899111333');
    await user.click(screen.getByRole('button', { name: 'Ubah data' }));
    const reopened = await screen.findByRole('dialog', { name: 'Ubah data diri' });
    expect(within(reopened).getByLabelText('Telepon')).not.toHaveValue('0899111333');
    expect(within(reopened).getByLabelText(profileCopy.agency)).not.toHaveValue('CV Dibatalkan');
  });
});
