// What a visitor does on the boot screen before the app has taken over is not lost: 1.5–2 s on a
// slow phone. Its links and folds work by themselves; its buttons and tabs (Produk's tabs, a
// session's "Ingatkan saya") do nothing until the app runs, and its fields (Produk's search)
// would go with it. So each tap on a button is kept in the page (index.html's painting script
// starts keeping them, ./paint.ts) and made again, in order, on the app's same button once the
// app's screen is shown, and what was typed or chosen in a field moves to the app's same field,
// with the focus (./reveal.ts). "The same" is the one element of the app's <main> with the same
// tag, role, text (a field: its label) and name, in a section of the same heading: the boot
// screen is the app's first screen (tests/component/boot-door-parity.test.tsx).

/** Where the taps are kept between the inline script and the app. */
const TAPS_GLOBAL = '__pameranBootTaps';

const TAPPABLE = 'button, [role="tab"], summary';
const FIELDS = 'input, select';

type Field = HTMLInputElement | HTMLSelectElement;

const taps = (): string[] => (((globalThis as unknown as Record<string, string[] | undefined>)[TAPS_GLOBAL] ??= []));

/** An element as a visitor tells it apart: its kind, its name and text, and the section it is in (the agenda's "Sesi saya" and "Jadwal sesi" hold the same session's buttons). */
const identityOf = (element: Element): string =>
  JSON.stringify([element.tagName, element.getAttribute('role'), element.getAttribute('type'), element.getAttribute('aria-label'), (element as Field).labels?.[0]?.textContent ?? element.textContent, element.closest('section')?.querySelector('h2')?.textContent]);

/** The one element of `app`'s <main> matching `selector` that is the same as `identity`, or null. */
function sameIn(app: Element, selector: string, identity: string): HTMLElement | null {
  const same = [...app.querySelectorAll<HTMLElement>(`main :is(${selector})`)].filter((element) => identityOf(element) === identity);
  return same.length === 1 ? same[0]! : null;
}

/** Keeps each tap on a button of the boot screen's <main>. */
export function keepBootTaps(boot: Element): void {
  boot.addEventListener('click', (event) => {
    const tapped = (event.target as Element | null)?.closest?.(TAPPABLE);
    if (tapped?.closest('main')) taps().push(identityOf(tapped));
  });
}

/**
 * Takes what the visitor did on `boot`'s <main> over to `app`'s, once `boot` is gone: call it
 * before, it returns what to call after. The kept taps are made in order; each field typed in or
 * chosen from gets its value, as the visitor's own input (so the screen hears it), and the field
 * that had the focus has it again. What has no one same element is dropped.
 */
export function takeOverBootInput(boot: Element, app: Element): () => void {
  const fields = [...boot.querySelectorAll<Field>(`main :is(${FIELDS})`)].map((field) => [identityOf(field), field.value, field === document.activeElement] as const);
  return () => {
    for (const tap of taps().splice(0)) sameIn(app, TAPPABLE, tap)?.click();
    for (const [identity, value, focused] of fields) {
      const field = sameIn(app, FIELDS, identity) as Field | null;
      if (field && field.value !== value) {
        // Through the element's own setter, as typing would: React hears the event that follows.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (focused) field?.focus();
    }
  };
}
