import { locale } from '../copy/language';

/**
 * A value made for the visitor's language when first asked for, and kept per language: Intl's
 * formatters cost their locale data when made (≈ 60–120 ms on a slow phone), so they are made
 * once each, and never before they are used. `fixedLocale` is for machine-readable text,
 * whatever the language.
 */
export function perLanguage<T>(make: (tag: string) => T, fixedLocale?: string): () => T {
  const made = new Map<string, T>();
  return () => {
    const tag = fixedLocale ?? locale();
    let value = made.get(tag);
    if (value === undefined) made.set(tag, (value = make(tag)));
    return value;
  };
}
