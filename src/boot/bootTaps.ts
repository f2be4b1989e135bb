// A tap on one of the boot screen's buttons before the app has taken over is not lost: 1.5–2 s on
// a slow phone. Its links and folds work by themselves; its buttons and tabs (Produk's tabs, a
// session's "Ingatkan saya" and "Tambah ke kalender") do nothing until the app runs. So each tap
// is kept in the page (index.html's painting script starts keeping them, ./paint.ts) and made
// again, in order, on the app's same button once the app's screen is shown (./reveal.ts). "The
// same" is the one element of the app's <main> with the same tag, role, text and name, in a
// section of the same heading: the boot screen is the app's first screen
// (tests/component/boot-door-parity.test.tsx).

/** Where the taps are kept between the inline script and the app. */
const TAPS_GLOBAL = '__pameranBootTaps';

const TAPPABLE = 'button, [role="tab"], summary';

const taps = (): string[] => (((globalThis as unknown as Record<string, string[] | undefined>)[TAPS_GLOBAL] ??= []));

/** An element as a visitor tells it apart: its kind, its name and text, and the section it is in (the agenda's "Sesi saya" and "Jadwal sesi" hold the same session's buttons). */
const identityOf = (element: Element): string =>
  JSON.stringify([element.tagName, element.getAttribute('role'), element.getAttribute('aria-label'), element.textContent, element.closest('section')?.querySelector('h2')?.textContent]);

/** Keeps each tap on a button of the boot screen's <main>. */
export function keepBootTaps(boot: Element): void {
  boot.addEventListener('click', (event) => {
    const tapped = (event.target as Element | null)?.closest?.(TAPPABLE);
    if (tapped?.closest('main')) taps().push(identityOf(tapped));
  });
}

/** Makes the kept taps on the app's same buttons in `app`, in order; a tap with no one such button is dropped. */
export function replayBootTaps(app: Element): void {
  for (const tap of taps().splice(0)) {
    const same = [...app.querySelectorAll<HTMLElement>(`main :is(${TAPPABLE})`)].filter((element) => identityOf(element) === tap);
    if (same.length === 1) same[0]!.click();
  }
}
