// The gift dialog against SPEC §2 / §8 on the real giftClaim statechart with a controllable
// claim (no network): what the rendered replay of every transition (tests/model/ui/giftDialog)
// does not look at — layout, images, keyboard and backdrop, focus, the empty list.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { giftClaimMachine, type Prize } from '../../machines';
import GiftDialog from '../../src/shell/GiftDialog';
import { AppTheme } from '../../src/styles/AppTheme';
import { headCssRules } from './support/cssRules';
import { apiError } from './support/fakePorts';

const prizes: Prize[] = [
  { id: 1, name: 'Hadiah Utama Tersembunyi', image_url: '/media/hadiah-1.svg' },
  { id: 2, name: 'Topi Safety', image_url: '/media/topi.svg' },
  { id: 3, name: 'Sarung Tangan Kerja', image_url: '/media/sarung.svg' },
  { id: 4, name: 'Kunci Torsi Mini', image_url: '/media/kunci.svg', isSaved: true },
  { id: 5, name: 'Tumbler Pameran', image_url: '' },
];

function renderGiftDialog(list: Prize[] = prizes) {
  let settle!: { resolve(body: string | void): void; reject(error: unknown): void };
  const claimPrize = vi.fn(
    ({ input }: { input: { giftId: number } }) =>
      new Promise<string | void>((resolve, reject) => {
        settle = { resolve, reject };
        void input;
      }),
  );
  const actor = createActor(
    giftClaimMachine.provide({ actors: { claimPrize: fromPromise<string | void, { giftId: number }>(claimPrize) } }),
    { input: { prizes: list } },
  ).start();
  const view = render(
    <AppTheme>
      <GiftDialog actor={actor} />
    </AppTheme>,
  );
  return { ...view, actor, claimPrize, claim: () => settle, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Pilih Hadiah' });
const pilih = () => within(dialog()).queryByRole('button', { name: 'Pilih' });
const item = (name: string) => within(dialog()).getByRole('button', { name: new RegExp(name) });

describe('gift dialog (SPEC §2)', () => {
  it("is a modal titled 'Pilih Hadiah'", () => {
    renderGiftDialog();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pilih Hadiah' })).toBeInTheDocument();
  });

  it('shows each offered prize with its image and name', () => {
    renderGiftDialog();
    const topi = item('Topi Safety');
    expect(topi).toHaveTextContent('Topi Safety');
    expect(topi.querySelector('img')).toHaveAttribute('src', '/media/topi.svg');
  });

  it('lays the prizes out in 2 columns, and 4 from 768 px wide', () => {
    renderGiftDialog();
    const grid = within(dialog()).getByRole('group', { name: 'Pilih Hadiah' });
    const rules = headCssRules();
    const gridClass = Array.from(grid.classList).find((name) => rules.some((rule) => rule.startsWith(`.${name} {`)));
    expect(gridClass).toBeDefined();
    expect(rules).toContainEqual(expect.stringMatching(new RegExp(`^\\.${gridClass} \\{[^}]*grid-template-columns: repeat\\(2, minmax\\(0, 1fr\\)\\)`)));
    expect(rules).toContainEqual(expect.stringMatching(new RegExp(`^@media \\(min-width: 768px\\) \\.${gridClass} \\{[^}]*grid-template-columns: repeat\\(4, minmax\\(0, 1fr\\)\\)`)));
  });

  it('selects and highlights the tapped prize, one at a time', async () => {
    const { user } = renderGiftDialog();
    await user.click(item('Topi Safety'));
    expect(item('Topi Safety')).toHaveAttribute('aria-pressed', 'true');
    await user.click(item('Sarung Tangan Kerja'));
    expect(item('Sarung Tangan Kerja')).toHaveAttribute('aria-pressed', 'true');
    expect(item('Topi Safety')).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog()).getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it("hides 'Pilih' while the claim is being submitted, and claims the selected prize", async () => {
    const { user, claimPrize } = renderGiftDialog();
    await user.click(item('Sarung Tangan Kerja'));
    await user.click(pilih()!);
    expect(pilih()).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('status', { name: 'Mengirim pilihan…' })).toBeInTheDocument();
    expect(claimPrize).toHaveBeenCalledTimes(1);
    expect(claimPrize.mock.calls[0]![0].input).toEqual({ giftId: 3 });
  });

  it('is not dismissed by Escape or by tapping the backdrop', async () => {
    const { user, actor } = renderGiftDialog();
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(dialog()).toBeInTheDocument();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("shows the server's message in an alert with OK, and returns to the picker with the choice kept", async () => {
    const { user, claim } = renderGiftDialog();
    await user.click(item('Topi Safety'));
    await user.click(pilih()!);
    await act(async () => claim().reject(apiError(422, 'Hadiah sudah habis')));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Hadiah sudah habis');
    // The dialog moves focus in its first effect, a moment after it is drawn.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(item('Topi Safety')).toHaveAttribute('aria-pressed', 'true');
    expect(pilih()).toBeEnabled();
  });

  // The words say what the platform does (each prize once, the rest of the list still
  // open), 'Berhasil di klaim' stands alone, and says which prize and how to collect it.
  it('says each prize can be claimed once and the rest of the list stays open', () => {
    renderGiftDialog();
    expect(within(dialog()).getByText('Pilih hadiah yang ingin Anda klaim. Setiap hadiah dapat diklaim satu kali; hadiah lain di daftar ini tetap dapat Anda klaim.')).toBeVisible();
    expect(dialog()).not.toHaveTextContent(/satu hadiah per daftar|Pilih satu hadiah/);
  });

  it("shows 'Berhasil di klaim' on its own, with the prize and the platform's way to collect it", async () => {
    const { user, claim } = renderGiftDialog();
    await user.click(item('Sarung Tangan Kerja'));
    await user.click(pilih()!);
    await act(async () => claim().resolve(JSON.stringify({ data: { id: 3, isSaved: true, how_to_collect: 'ambil di stan C-03 dengan menunjukkan email konfirmasi.' } })));
    const alert = await screen.findByRole('alertdialog', { name: 'Berhasil di klaim' });
    expect(alert).toHaveTextContent('Hadiah Anda: Sarung Tangan Kerja. Cara mengambil: ambil di stan C-03 dengan menunjukkan email konfirmasi.');
    // Not stacked over the picker and its spinner: the picker is gone while the alert is up.
    expect(screen.queryByRole('dialog', { name: 'Pilih Hadiah' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Mengirim pilihan…' })).not.toBeInTheDocument();
  });

  it('says to show the profile QR code at the organisers’ desk when the platform sends no instructions', async () => {
    const { user, claim, actor } = renderGiftDialog();
    await user.click(item('Topi Safety'));
    await user.click(pilih()!);
    // The platform answered with a body that says nothing of collecting (SPEC §8: still a success).
    await act(async () => claim().resolve('{"data":{"id":2}}'));
    const alert = await screen.findByRole('alertdialog', { name: 'Berhasil di klaim' });
    expect(alert).toHaveTextContent('Hadiah Anda: Topi Safety. Cara mengambil: tunjukkan QR profil Anda di meja panitia.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('says so when every prize has been claimed already', () => {
    renderGiftDialog([prizes[0]!, prizes[3]!]);
    expect(within(dialog()).getByText('Tidak ada hadiah tersedia')).toBeInTheDocument();
    expect(pilih()).toBeDisabled();
  });
});
