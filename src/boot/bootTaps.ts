// What a visitor does on the boot screen before the app has taken over is not lost: 1.5–2 s on a
// slow phone. Its links and folds work by themselves; its buttons and tabs (Produk's tabs, a
// session's "Ingatkan saya") do nothing until the app runs, and its fields (Produk's search)
// would go with it. So each tap on a button is kept in the page (index.html's painting script
// starts keeping them, ./paint.ts) and made again, in order, on the app's same button once the
// app's screen is shown, and what was typed or chosen in a field moves to the app's same field,
// with the focus (./reveal.ts). "The same" is the one element of the app's <main> with the same
// tag, role, text (a field: its label) and name, in a section of the same heading: the boot
// screen is the app's first screen (tests/component/boot-door-parity.test.tsx).

/** Where what the visitor did is kept between the inline script and the app: a tap as its element, a field typed in with its value. */
const KEPT_GLOBAL = '__pameranBootTaps';

const TAPPABLE = 'button, [role="tab"], summary';
const FIELDS = 'input, select';

type Field = HTMLInputElement | HTMLSelectElement;
type Kept = [identity: string, value?: string];

const kept = (): Kept[] => (((globalThis as unknown as Record<string, Kept[] | undefined>)[KEPT_GLOBAL] ??= []));

/** An element as a visitor tells it apart: its kind, its name and text, and the section it is in (the agenda's "Sesi saya" and "Jadwal sesi" hold the same session's buttons). */
const identityOf = (element: Element): string =>
  JSON.stringify([element.tagName, element.getAttribute('role'), element.getAttribute('type'), element.getAttribute('aria-label'), (element as Field).labels?.[0]?.textContent ?? element.textContent, element.closest('section')?.querySelector('h2')?.textContent]);

/** The one element of `app`'s <main> matching `selector` that is the same as `identity`, or null. */
function sameIn(app: Element, selector: string, identity: string): HTMLElement | null {
  const same = [...app.querySelectorAll<HTMLElement>(`main :is(${selector})`)].filter((element) => identityOf(element) === identity);
  return same.length === 1 ? same[0]! : null;
}

/** Keeps each tap on a button of the boot screen's <main>, and each field's value as the visitor changes it. */
export function keepBootTaps(boot: Element): void {
  const keep = (selector: string, withValue: boolean) => (event: Event) => {
    const element = (event.target as Element | null)?.closest?.(selector);
    if (!element?.closest('main')) return;
    const identity = identityOf(element);
    const list = kept();
    const last = list[list.length - 1];
    // Typing on in the same field: its latest value only.
    if (withValue && last?.[0] === identity && last.length > 1) last[1] = (element as Field).value;
    else list.push(withValue ? [identity, (element as Field).value] : [identity]);
  };
  boot.addEventListener('click', keep(TAPPABLE, false));
  boot.addEventListener('input', keep(FIELDS, true));
}

/**
 * Takes what the visitor did on `boot`'s <main> over to `app`'s, once `boot` is gone: call it
 * before, it returns what to call after. The kept taps and typing are made in order, a field's
 * value as the visitor's own input (so the screen hears it; a field the visitor left alone keeps
 * the app's, a deep link's search for one), and the field that had the focus has it again. What
 * has no one same element is dropped.
 */
export function takeOverBootInput(boot: Element, app: Element): () => void {
  const focused = boot.contains(document.activeElement) && document.activeElement!.matches(FIELDS) ? identityOf(document.activeElement!) : null;
  return () => {
    for (const [identity, value] of kept().splice(0)) {
      const same = sameIn(app, value === undefined ? TAPPABLE : FIELDS, identity);
      if (value === undefined) same?.click();
      else if (same && (same as Field).value !== value) {
        // Through the element's own setter, as typing would: React hears the event that follows.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(same), 'value')?.set?.call(same, value);
        same.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    if (focused) sameIn(app, FIELDS, focused)?.focus();
  };
}
