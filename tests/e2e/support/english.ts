// What an English screen must not show.
import type { Page } from 'playwright-core';

/**
 * Words of the app's own Indonesian that must not be on screen in English. None of them occurs
 * in the demo platform's data, so seeing one means an untranslated text of ours.
 */
export const INDONESIAN_UI_WORDS = [
  'Beranda', 'Keluar', 'Tambah', 'Hapus', 'Memuat', 'Tutup', 'Batal', 'Simpan', 'Lihat', 'Berhasil', 'Jelajahi',
  'Transaksi', 'Profil', 'Lanjutkan', 'Tanggal', 'Lokasi', 'Harga', 'Ringkasan', 'sekarang', 'Pilih', 'Denah', 'Pindai',
  // The order's status and its countdown (the platform's status, in the app's own words).
  'Menunggu', 'Sisa',
];

/** The Indonesian words of ours visible on the page now. */
export async function indonesianOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return INDONESIAN_UI_WORDS.filter((word) => new RegExp(`\\b${word}\\b`).test(text));
}
