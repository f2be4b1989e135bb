// A tap on one of the boot screen's buttons before the app has taken over is not lost. The boot
// screen's links and folds work by themselves; its buttons and tabs (Produk's tabs, a session's
// "Ingatkan saya") do nothing until the app runs, 1.5–2 s after the first paint on a slow phone.
// So each such tap is kept in the page (index.html's painting script starts keeping them, ./paint.ts)
// and made again, in order, on the app's same button once the app's screen is shown (./reveal.ts).
// "The same" is the one element of the app's <main> with the same tag, role, text and name: the
// boot screen is the app's first screen (tests/component/boot-door-parity.test.tsx).

/** Where the taps are kept between the inline script and the app. */
const TAPS_GLOBAL = '__pameranBootTaps';

/** What tells a button apart from the others on its screen. */
type Tap = string;

const TAPPABLE = 'button, [role="tab"], summary';

const taps = (): Tap[] => (((globalThis as unknown as Record<string, Tap[] | undefined>)[TAPS_GLOBAL] ??= []));

const identityOf = (element: Element): Tap => JSON.stringify([element.tagName, element.getAttribute('role'), element.textContent, element.getAttribute('aria-label')]);

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
    const same = [...app.querySelectorAll(`main :is(${TAPPABLE})`)].filter((element) => identityOf(element) === tap);
    if (same.length === 1) (same[0] as HTMLElement).click();
  }
}

/** Forgets the kept taps: the visitor has gone on to another screen. */
export function forgetBootTaps(): void {
  taps().splice(0);
}
