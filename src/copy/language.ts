// The visitor's language: Indonesian by default, English on request. Chosen once per
// device and kept in localStorage under LANGUAGE_KEY — a device preference, not the visitor's
// data, so it survives logout (src/adapters/storage.ts keeps it) and applies to an anonymous
// visitor too. `?lang=en` / `?lang=id` on any URL sets it (printed QR codes, shared links).
// Read by index.html's inline boot script as well, before the first paint: keep it tiny.

export type Language = 'id' | 'en';

/** localStorage: the chosen language ('id' | 'en'); absent until the visitor chooses. */
export const LANGUAGE_KEY = 'pameran.language';
/** localStorage: '1' once the visitor answered the offer to switch (a browser not in Indonesian). */
export const LANGUAGE_OFFERED_KEY = 'pameran.languageOffered';
/**
 * localStorage: the boot screen's English (JSON text: each Indonesian text with its English), kept
 * by the English chunk for index.html's boot script (src/boot/bootLanguage.ts).
 */
export const BOOT_ENGLISH_KEY = 'pameran.bootEnglish';
/** The URL parameter that sets the language. */
export const LANGUAGE_PARAM = 'lang';

/** Intl's locale per language: English dates read day-first with a 24-hour clock, as the venue's schedule. */
const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

let current: Language = 'id';

export const isLanguage = (value: unknown): value is Language => value === 'id' || value === 'en';

/** The language the app shows now. */
export const language = (): Language => current;

/** The Intl locale of the language the app shows now. */
export const locale = (): string => LOCALES[current];

/** Sets the language the app's texts and formats read, and `<html lang>`; nothing else. */
export function setCurrentLanguage(next: Language): void {
  current = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/**
 * The language asked for: `?lang=` first (kept on the device, and taken off the address so a
 * later reload keeps a later choice), else the one kept on the device, else Indonesian. Called
 * by index.html's boot script and again by the app (the second call finds the kept choice).
 * Never throws: storage may be unavailable.
 */
export function takeRequestedLanguage(): Language {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get(LANGUAGE_PARAM);
  let kept: string | null = null;
  try {
    if (isLanguage(fromUrl)) localStorage.setItem(LANGUAGE_KEY, fromUrl);
    kept = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage unavailable: the address alone decides
  }
  if (url.searchParams.has(LANGUAGE_PARAM)) {
    url.searchParams.delete(LANGUAGE_PARAM);
    history.replaceState(history.state, '', url);
  }
  return isLanguage(fromUrl) ? fromUrl : isLanguage(kept) ? kept : 'id';
}
