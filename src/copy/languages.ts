// What the language switch says. Not a translated table: each language is named in
// itself. (The offer to switch, made in the language it offers: src/shell/LanguageOffer.tsx.)
import type { Language } from './language';

/** The switch's name: the code it shows (so speech users can say what they see), then the language, named in itself. */
export const languageNames = { id: 'ID, Bahasa Indonesia', en: 'EN, English' } as const satisfies Record<Language, string>;
