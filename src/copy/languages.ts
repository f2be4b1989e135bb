// What the language switch says (issue 33). Not a translated table: each language is named in
// itself. (The offer to switch, made in the language it offers: src/shell/LanguageOffer.tsx.)
import type { Language } from './language';

/** The switch's name: the language it switches to, named in itself (its visible text is the code, 'EN' or 'ID'). */
export const languageNames = { id: 'Bahasa Indonesia (ID)', en: 'English (EN)' } as const satisfies Record<Language, string>;
