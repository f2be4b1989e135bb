// Choosing a language writes that language's text into the app's text tables themselves (the
// objects src/copy's modules register, the SDK's MESSAGES and the statecharts' messages), so
// every reader — a screen, a statechart, the SDK — shows the chosen language without knowing
// there is a choice. A table a lazily loaded screen brings later is written as it registers
// (src/copy/registry.ts). This module and the English text are one chunk, loaded only when a
// visitor chooses English (src/copy/switchLanguage.ts); an Indonesian visitor never downloads it.
import { MESSAGES } from '@pameran/sdk';
import { messages } from '../../../machines';
import { BOOT_ENGLISH_KEY, type Language } from '../language';
import { table, writeTables } from '../registry';
import { boot as bootIndonesian } from '../boot';
import type { English } from '../translation';
import type * as indonesian from '../indonesian';
import { english } from '.';

type Tables = typeof indonesian;

// The typecheck holds English complete: every table, every key, every function's parameters.
english satisfies { [Name in keyof Tables]: English<Tables[Name]> };

declare const __PAMERAN_BOOT_ENGLISH__: string | undefined;

/**
 * The boot screen's English as JSON text (build.mjs: what differs between the boot screen
 * rendered in Indonesian and in English), for index.html's boot script (src/boot/bootLanguage.ts).
 */
export const bootEnglish: string = typeof __PAMERAN_BOOT_ENGLISH__ === 'string' ? __PAMERAN_BOOT_ENGLISH__ : '{}';

// The SDK and the statecharts know nothing of the app: their tables are registered here. Both
// are in the first route, so this imports nothing new.
table('sdkErrors', MESSAGES);
table('machineMessages', messages);

/** A copy of a table's values as they are now (functions and strings are shared, not cloned). */
function snapshot<T>(value: T): T {
  if (Array.isArray(value)) return value.map(snapshot) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, snapshot(inner)])) as T;
}

/** Writes `source`'s values into `target`, table into table, keeping `target`'s objects. */
function overwrite(target: object, source: unknown): void {
  if (typeof source !== 'object' || source === null) return;
  for (const [key, value] of Object.entries(source)) {
    const current = (target as Record<string, unknown>)[key];
    if (Array.isArray(current) && Array.isArray(value)) current.splice(0, current.length, ...(value as unknown[]));
    else if (typeof current === 'object' && current !== null) overwrite(current, value);
    else (target as Record<string, unknown>)[key] = value;
  }
}

/** Each table's Indonesian, as its module wrote it: taken before English is first written over it. */
const originals = new Map<string, object>();

/** Writes `language`'s text into every table, now and as tables register; English also keeps the boot screen's for the next visit. */
export function applyTexts(language: Language): void {
  // The page's title (index.html's, which the boot script has already put in English on a visit in English).
  if (typeof document !== 'undefined') document.title = language === 'en' ? english.boot.documentTitle : (originals.get('boot') as typeof bootIndonesian | undefined ?? bootIndonesian).documentTitle;
  if (language === 'en' && typeof localStorage !== 'undefined') {
    try {
      localStorage.setItem(BOOT_ENGLISH_KEY, bootEnglish);
    } catch {
      // storage unavailable: the next visit's boot screen hides its Indonesian instead
    }
  }
  writeTables((name, value) => {
    if (!originals.has(name)) originals.set(name, snapshot(value));
    overwrite(value, language === 'en' ? (english as Record<string, unknown>)[name] : originals.get(name));
  });
}
