// The layering rule (docs/ui.md "Layers"), banner by dialog, in the whole app as the page
// assembles it: while a modal dialog is open, the floating banners (the offer of English, a
// session reminder) wait, hidden but kept, and none of their buttons can be reached; once the
// dialog closes they show again as they were and answer. A banner in the page's flow (the session
// notice) sits under the dialog's backdrop with the rest of the page. That a finger's tap on the
// dialog reaches the dialog is tests/e2e/layering.test.ts's (jsdom draws nothing).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, LANGUAGE_OFFERED_KEY } from '../../src/copy/language';
import { endSession } from '../../src/app/root';
import { addReminder, fireDue, forgetReminders } from '../../src/features/live/reminders';
import { makeCart, makeUser, renderApp, type RenderAppOptions } from './support/renderApp';

type App = ReturnType<typeof renderApp>;

interface Modal {
  /** Where the app shows it, and who is signed in. */
  at: RenderAppOptions;
  /** A dialog route's: open from the first render, before any banner comes. */
  opensWithThePage?: true;
  /** Opens it the way the visitor or the platform does; resolves to the open dialog. */
  open(app: App): Promise<HTMLElement>;
  /** Its own close, the one a visitor taps. */
  close: string;
}

const user = () => userEvent.setup();
/** Closing a dialog the moment it is found: Radix lets the pointer in a tick after it opens. */
const closer = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * A banner by its role and label, shown or not: a hidden element has no accessible name for
 * Testing Library, and what is asked here is whether it is drawn.
 */
function findBanner(role: string, label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const banner = document.querySelector<HTMLElement>(`[role="${role}"][aria-label="${label}"]`);
    expect(banner).not.toBeNull();
    return banner!;
  });
}
const visitor = makeUser();

/** The dialogs of the app, each opened as the app opens it. */
const DIALOGS: Record<string, Modal> = {
  'the gift dialog': {
    at: { path: '/home', signedInAs: visitor },
    open: async ({ ports }) => {
      await waitFor(() => expect(ports.prizes.subscribe).toHaveBeenCalled());
      // SPEC §4: the first value is ignored; the next one opens the dialog.
      act(() => ports.pushPrizes([]));
      act(() => ports.pushPrizes([{ id: 4, name: 'Helm Proyek', image_url: '' }]));
      return screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    },
    close: 'Tutup',
  },
  'the profile edit dialog': {
    at: { path: '/profile', signedInAs: visitor },
    open: async () => {
      await user().click(await screen.findByRole('button', { name: 'Ubah data' }));
      return screen.findByRole('dialog', { name: 'Ubah data diri' });
    },
    close: 'Batal',
  },
  'the order summary': {
    at: { path: '/my-transaction', signedInAs: visitor, carts: [makeCart([1, 2])] },
    open: async () => {
      await user().click(await screen.findByRole('button', { name: 'Buat pesanan' }));
      return screen.findByRole('dialog', { name: 'Ringkasan pesanan' });
    },
    close: 'Kembali',
  },
  'the terms': {
    at: { path: '/popup-tnc' },
    opensWithThePage: true,
    open: () => screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' }),
    close: 'Tutup',
  },
  'an alert dialog': {
    at: { path: '/popup-alert?title=Pemberitahuan&message=Stan%20B-07%20pindah%20ke%20Hall%20C.' },
    opensWithThePage: true,
    open: () => screen.findByRole('alertdialog', { name: 'Pemberitahuan' }),
    close: 'OK',
  },
};

interface FloatingBanner {
  /** Makes it due before the app renders. */
  arrange(): Promise<void>;
  /** The banner, found whether or not it is hidden. */
  find(): Promise<HTMLElement>;
  /** Its button that answers it (and takes it away). */
  answer: string;
}

const OFFER = 'This app is also available in English.';

const BANNERS: Record<string, FloatingBanner> = {
  'the offer of English': {
    // A browser whose first language is not Indonesian, on a device that has not chosen yet.
    arrange: async () => {
      Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
      localStorage.removeItem(LANGUAGE_KEY);
      localStorage.removeItem(LANGUAGE_OFFERED_KEY);
    },
    find: () => findBanner('region', OFFER),
    answer: 'Keep Bahasa Indonesia',
  },
  'a session reminder': {
    arrange: async () => {
      const startsAt = new Date(Date.now() + 8 * 60_000).toISOString();
      const reminder = await addReminder({ id: 83, title: 'Memilih Genset yang Tepat untuk Pabrik', startsAt });
      await fireDue(reminder.dueAt);
    },
    find: () => findBanner('alert', 'Pengingat sesi'),
    answer: 'Tutup pengingat',
  },
};

beforeEach(() => {
  // Nobody asked: no banner unless a test arranges one.
  localStorage.setItem(LANGUAGE_OFFERED_KEY, '1');
});

afterEach(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['id-ID', 'id'], configurable: true });
  localStorage.removeItem(LANGUAGE_OFFERED_KEY);
  await forgetReminders();
});

/**
 * The dialogs each banner is checked under. Every dialog reports itself through the primitives
 * (Dialog, AlertDialog) and FloatingBanners hides its whole stack, so what is the dialog's is
 * checked under every dialog with one banner, and what is the banner's (it is in that stack, and
 * shows again as it was) with one dialog: the other pairs repeat the same rule.
 */
const DIALOGS_FOR: Record<string, string[]> = {
  'the offer of English': Object.keys(DIALOGS),
  'a session reminder': ['the gift dialog'],
};

describe('a floating banner while a modal dialog is open', () => {
  for (const [bannerName, banner] of Object.entries(BANNERS)) {
    for (const [dialogName, dialog] of Object.entries(DIALOGS).filter(([name]) => DIALOGS_FOR[bannerName]!.includes(name))) {
      it(`${bannerName} waits while ${dialogName} is open, and shows again, as it was, once it closes`, async () => {
        await banner.arrange();
        const app = renderApp(dialog.at);
        if (!dialog.opensWithThePage) await waitFor(async () => expect(await banner.find()).toBeVisible());

        const open = await dialog.open(app);
        const shown = await banner.find();
        const text = shown.textContent;
        expect(shown).not.toBeVisible();
        expect(within(shown).queryAllByRole('button')).toEqual([]);
        expect(within(shown).queryAllByRole('link')).toEqual([]);

        await closer().click(within(open).getAllByRole('button', { name: dialog.close })[0]!);
        await waitFor(() => expect(open).not.toBeInTheDocument());
        const again = await banner.find();
        await waitFor(() => expect(again).toBeVisible());
        expect(again.textContent).toBe(text);
        await user().click(within(again).getByRole('button', { name: banner.answer }));
        await waitFor(() => expect(again).not.toBeInTheDocument());
      });
    }
  }
});

// The session notice says why the visitor is signed out, so of the dialogs only those an
// anonymous visitor can open meet it: the gift dialog, the profile's and the order summary
// belong to a signed-in visitor and close with the session.
describe('the session notice while a modal dialog is open', () => {
  for (const dialogName of ['the terms', 'an alert dialog'] as const) {
    it(`sits under ${dialogName}'s backdrop with the page, and answers once it closes`, async () => {
      const dialog = DIALOGS[dialogName]!;
      const app = renderApp({ path: '/home', signedInAs: visitor });
      await screen.findByRole('link', { name: /^Profil / });
      act(() => endSession(app.actor));
      const notice = (await screen.findByText(/^Sesi Anda telah berakhir\./)).parentElement!;
      act(() => app.location.navigate(dialog.at.path!));

      const open = await dialog.open(app);
      // Out of reach: hidden from assistive technology and from the pointer, as the page is.
      expect(notice.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(document.body.style.pointerEvents).toBe('none');
      expect(screen.queryByRole('link', { name: 'Masuk lagi' })).toBeNull();

      await closer().click(within(open).getAllByRole('button', { name: dialog.close })[0]!);
      await waitFor(() => expect(open).not.toBeInTheDocument());
      await waitFor(() => expect(notice.closest('[aria-hidden="true"]')).toBeNull());
      await user().click(within(notice).getByRole('button', { name: 'Tutup' }));
      await waitFor(() => expect(notice).not.toBeInTheDocument());
    });
  }
});
