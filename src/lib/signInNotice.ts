// Marks a notice whose whole message is "sign in to…" (Produk's above its search): the boot
// screen, drawn as an anonymous visitor sees it, hides such a notice from a visitor signed in on
// the device (src/boot/paint.ts), and the app shows their own state in its place.
export const SIGN_IN_NOTICE_ATTRIBUTE = 'data-sign-in-notice';
