// Every story renders and plays in CI: a story that throws, fails its play assertions, or logs
// a console error (React warnings, an unfaked API call) fails the build.
/// <reference types="vite/client" />
import './setup';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { showLanguage } from '../../src/copy/switchLanguage';
import { storage } from '../../src/adapters/storage';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the test needs of a composed story: render it and run its play function. */
interface RunnableStory {
  run(context?: { canvasElement: HTMLElement }): Promise<void>;
  load(): Promise<void>;
  tags: string[];
}

/**
 * A story tagged 'known-bug' shows a defect of the screen it renders (described beside the
 * story). Its test is expected to fail; once the screen is fixed it turns red, and the tag goes.
 */
const KNOWN_BUG = 'known-bug';

const modules = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true });

let consoleErrors: unknown[][] = [];
let previousCanvas: HTMLElement | undefined;

beforeEach(async () => {
  // Each story starts on an empty device: what one story keeps (answers sent, reminders) is not the next one's.
  await storage.clearAll();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  // Story.run unmounts the previous story itself before rendering the next one.
  vi.restoreAllMocks();
});

/** Every screen a designer reviews has its stories file (DESIGN: every screen and state in Storybook). */
const SCREEN_STORIES = [
  'AdminGift', 'AdminStamps', 'Agenda', 'Countdown', 'Denah', 'Home', 'Journey', 'LiveStream', 'Login', 'MyTransaction', 'NotFound', 'PopupGift', 'Products', 'Profile', 'Scan',
];

it('finds a stories file for every screen, and the dialogs', () => {
  const files = Object.keys(modules).map((file) => file.replace('../../stories/', ''));
  expect(files).toEqual(expect.arrayContaining([...SCREEN_STORIES.map((name) => `screens/${name}.stories.tsx`), 'dialogs/GiftDialog.stories.tsx', 'dialogs/RouteDialogs.stories.tsx']));
});

for (const [file, module] of Object.entries(modules)) {
  describe(file.replace('../../stories/', ''), () => {
    const stories = Object.entries(composeStories(module)) as [string, RunnableStory][];
    it('has stories', () => expect(stories.length).toBeGreaterThan(0));
    for (const [name, Story] of stories) {
      const knownBug = Story.tags.includes(KNOWN_BUG);
      (knownBug ? it.fails : it)(knownBug ? `${name} (known bug: expected to fail until fixed)` : name, async () => {
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        // run() unmounts the previous story first; then its emptied canvas can go.
        await Story.run({ canvasElement });
        previousCanvas?.remove();
        previousCanvas = canvasElement;
        // Something rendered: in the canvas, or a dialog portalled to the body.
        const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
        expect(canvasElement.childElementCount > 0 || dialog !== null).toBe(true);
        expect(consoleErrors.map((args) => args.map(String).join(' '))).toEqual([]);
      });
    }
  });
}

/**
 * Issue 33: every screen's and dialog's story also plays in English (the toolbar's language, here
 * its initial value): the play functions read their expected text from the copy tables, so they
 * hold in both languages. On top, no word of ours may be left in Indonesian (the fixtures' names
 * and error messages are the platform's own, shown as sent: words the platform's Indonesian
 * uses too are not in the list). A component's story passes its words in as written there.
 */
const INDONESIAN_UI_WORDS = /\b(Beranda|Keluar|Tambah|Hapus|Memuat|Tutup|Batal|Simpan|Lihat|Berhasil|Jelajahi|Transaksi|Profil|Lanjutkan|Tanggal|Lokasi|Harga|Ringkasan|Pilih|Denah|Pindai|Masuk|Keranjang|Gagal|sekarang|Pesan|Kembali|Coba|Sesi|Stan|Produk|Kirim|Daftar|Klaim)\b/g;

describe('in English', () => {
  afterAll(async () => {
    await showLanguage('id');
  });
  for (const [file, module] of Object.entries(modules).filter(([file]) => /\/(screens|dialogs)\//.test(file))) {
    const stories = Object.entries(composeStories(module, { initialGlobals: { language: 'en' } })) as [string, RunnableStory & ((props: object) => JSX.Element)][];
    for (const [name, Story] of stories) {
      if (Story.tags.includes(KNOWN_BUG)) continue;
      it(`${file.replace('../../stories/', '')} ${name}`, async () => {
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        await Story.run({ canvasElement });
        previousCanvas?.remove();
        previousCanvas = canvasElement;
        expect([...new Set(document.body.textContent?.match(INDONESIAN_UI_WORDS) ?? [])]).toEqual([]);
        expect(document.documentElement.lang).toBe('en');
        expect(consoleErrors.map((args) => args.map(String).join(' '))).toEqual([]);
      });
    }
  }
});
