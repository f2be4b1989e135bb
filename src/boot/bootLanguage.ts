// The boot screen in the visitor's language, so an English visitor never sees a flash of
// Indonesian. The build renders the boot screen's components in Indonesian and again in English (./prerender.tsx
// bootTranslations); what differs — each Indonesian text and attribute value with its English —
// travels in the English chunk, which keeps it on the device (src/copy/switchLanguage.ts), so an
// Indonesian visitor's first download carries none of it. An English visitor's boot script
// rewrites the boot screen with it before the first paint; on a first visit, before the English
// chunk has ever run, it hides the boot screen's Indonesian instead. Either way it starts the
// English chunk's download beside the app's.
import { unnamed } from '../copy/unnamed';
import { fill, rewriteTexts, writeCategoriesWith } from './preview';

/** Where an untitled session's number goes in its label, as the translations hold it (./prerender.tsx bootTranslations): the slot `fill` fills. */
export const UNNAMED_SLOT = '{{id}}';

/**
 * The boot screen's English as kept on the device (`kept`, the English chunk's), as a rewrite of
 * a text or an attribute's value; null when nothing usable is kept. Kept on the device, so
 * untrusted: anything but an object of texts translates nothing.
 */
export function keptEnglish(kept: string | null): ((text: string, attribute?: string) => string) | null {
  let english: unknown = null;
  try {
    english = JSON.parse(kept ?? '');
  } catch {
    // broken: as if nothing were kept
  }
  if (!english || typeof english !== 'object') return null;
  const texts = english as Record<string, unknown>;
  // Text only, and a link stays a query on this page.
  return (text, attribute) => {
    const translated = texts[text];
    return typeof translated === 'string' && (attribute !== 'href' || translated[0] === '?') ? translated : text;
  };
}

/** An untitled session's label, painted from answers, written by `translate` as the app writes it in the visitor's language. */
export function writeUnnamedSessionsWith(translate: (text: string) => string): void {
  const sessionLabel = translate(unnamed.session(UNNAMED_SLOT as unknown as number));
  unnamed.session = (id) => fill(sessionLabel, { id: String(id) });
}

/** The boot screen and the page's title in English (or the boot screen hidden), and the English chunk on its way. */
export function showEnglishBoot(kept: string | null, chunkUrl: string): void {
  const boot = document.getElementById('boot');
  const translate = keptEnglish(kept);
  if (boot && translate) {
    rewriteTexts(boot, translate);
    boot.querySelectorAll('template').forEach((template) => rewriteTexts(template.content, translate));
    document.title = translate(document.title);
    // The categories painted from answers, and an untitled session's label, in English as the app writes them.
    writeCategoriesWith(translate);
    writeUnnamedSessionsWith(translate);
  } else if (boot) boot.style.visibility = 'hidden';
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = chunkUrl;
  document.head.appendChild(link);
}
