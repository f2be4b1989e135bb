// Switching the app's language at run time. English is one chunk (src/copy/en/),
// loaded the first time it is asked for; its module writes the chosen language's text into the
// app's text tables, and the app re-renders from its root (useLanguage). Statecharts keep their
// state: a switch loses neither the session, the cart, nor the place.
import { useSyncExternalStore } from 'react';
import { language, LANGUAGE_KEY, setCurrentLanguage, type Language } from './language';

const listeners = new Set<() => void>();
let english: Promise<typeof import('./en/apply')> | undefined;

/** The English chunk; a failed download (offline before it was precached) may be tried again. */
function loadEnglish(): Promise<typeof import('./en/apply')> {
  english ??= import('./en/apply').catch((error: unknown) => {
    english = undefined;
    throw error;
  });
  return english;
}

/**
 * Shows `next`: its text written into the tables, then every listener told. Indonesian needs no
 * download unless English was shown before (its text is then written back).
 */
export async function showLanguage(next: Language): Promise<void> {
  if (next === 'en' || english) (await loadEnglish()).applyTexts(next);
  setCurrentLanguage(next);
  listeners.forEach((listener) => listener());
}

/** The visitor's choice: kept on the device, then shown. */
export async function chooseLanguage(next: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  await showLanguage(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown now; re-renders on a switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, language, language);
}
