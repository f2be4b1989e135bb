// Comparing and sorting names without Intl. A page's first Intl collator (what `localeCompare`
// with a locale builds) costs about 100 ms on a slow phone, in the first render of Produk's
// filter menus, the agenda and the floor plan (docs/performance.md, "Rules that hold"). The names sorted here are
// halls, categories, rooms and booth codes: Latin letters, digits, spaces and a little
// punctuation, for which these give Intl.Collator('id')'s order (tests/unit/text.test.ts holds
// them equal on such names).

/** Letters NFKD does not take apart. */
const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

/** Lower case without accents: the form in which names are searched and first compared. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłđßæœı]/g, (letter) => LETTERS[letter] ?? letter);
}

/** The folded words of `text`, split at anything that is not a letter or digit: "PT Bearing Jaya-Abadi" → pt, bearing, jaya, abadi. */
export function words(text: string): string[] {
  return fold(text).split(WORD_SPLIT).filter(Boolean);
}

/** Anything that is not a letter or digit: where words part. */
export const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Space and ASCII punctuation in the collator's order, all before digits and letters (other symbols come after letters). */
const PUNCTUATION = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$`;
const PUNCTUATION_CHAR = /[ _\-,;:!?.'"()[\]{}@*/\\&#%`^+<=>|~$]/g;

/**
 * The folded name with its punctuation ranked as the collator ranks it (each below '0'). A sort
 * compares each name about log2(n) times, so each key is made once and kept; the cache is
 * emptied before it grows large.
 */
const keys = new Map<string, string>();
const KEYS_KEPT = 10_000;
function primaryKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = fold(text).replace(PUNCTUATION_CHAR, (char) => String.fromCharCode(1 + PUNCTUATION.indexOf(char)));
    keys.set(text, key);
  }
  return key;
}

/** Lower case first where two names differ only in case, as the collator orders them ("bubut" before "Bubut"). */
const swapCase = (text: string) => text.replace(/\p{L}/gu, (letter) => (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()));

/** Alphabetical order: letters whatever their case or accents, then accents, then case (lower first). */
export function compareText(a: string, b: string): number {
  return byCodePoint(primaryKey(a), primaryKey(b)) || byCodePoint(a.toLowerCase(), b.toLowerCase()) || byCodePoint(swapCase(a), swapCase(b));
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * Natural order, case and accents aside (Intl.Collator('id', { numeric: true, sensitivity:
 * 'base' })): a run of digits counts as its number, so A-2 comes before equals A-5.
 */
export function compareNatural(a: string, b: string): number {
  const x = primaryKey(a);
  const y = primaryKey(b);
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (isDigit(x[i]) && isDigit(y[j])) {
      let endX = i;
      while (isDigit(x[endX])) endX += 1;
      let endY = j;
      while (isDigit(y[endY])) endY += 1;
      const numberX = x.slice(i, endX).replace(/^0+/, '');
      const numberY = y.slice(j, endY).replace(/^0+/, '');
      const order = numberX.length - numberY.length || byCodePoint(numberX, numberY);
      if (order !== 0) return Math.sign(order);
      i = endX;
      j = endY;
    } else {
      const order = byCodePoint(x[i]!, y[j]!);
      if (order !== 0) return order;
      i += 1;
      j += 1;
    }
  }
  return Math.sign(x.length - i - (y.length - j));
}
