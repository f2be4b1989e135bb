// What the language switch says (issue 33). Not a translated table: each language is named in
// itself. (The offer to switch, made in the language it offers: src/shell/LanguageOffer.tsx.)
import type { Language } from './language';

export const languages = {
  /** The switch's visible text: the language it switches to. */
  short: { id: 'ID', en: 'EN' },
  /** The switch's name: the language it switches to, named in itself. */
  name: { id: 'Bahasa Indonesia (ID)', en: 'English (EN)' },
} as const satisfies Record<'short' | 'name', Record<Language, string>>;
