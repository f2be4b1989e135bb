// Inlined into index.html's <head> by build.mjs. On a visit the service worker answers (a repeat
// visit), the route's reads come from its caches within milliseconds, and /home's event from the
// copy kept at the last visit, so the page's first frame can show them. Left alone, the browser
// paints the boot screen's skeleton as soon as the parser first yields: a frame of style and
// layout (60–90 ms on a slow phone, the first layout of a new page) before the parser has even
// reached the painting script, whose content then waits for a second frame. `<link rel="expect"
// blocking="render">` holds rendering until the parser has inserted the element right after that
// script, so until the script (inline) has run. A first visit is not held: its answers come over
// the network after the parse, and the skeleton's frame is what fills that wait. Only a <head> may
// hold rendering, so this runs before <body>.
import { answeredFromCaches } from '../adapters/prefetchKey';

// Build-time constant: the id of the element right after the painting script (build.mjs).
declare const __PAMERAN_PAINTED_ID__: string;

if (answeredFromCaches()) {
  const expect = document.createElement('link');
  expect.rel = 'expect';
  expect.href = `#${__PAMERAN_PAINTED_ID__}`;
  expect.setAttribute('blocking', 'render');
  document.head.append(expect);
}
