// A main-thread trace of one page load over the Chrome DevTools Protocol, for DevTools'
// Performance panel or a script: the bench's `--trace` options (scripts/bench.mjs,
// scripts/bench-floorplan.mjs).

/** Main-thread trace categories: tasks, script, layout/paint, and the network's timeline. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-v8.cpu_profiler'];

export async function startTrace(cdp) {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
}

/** Ends the trace and reads it back: `{ traceEvents }`, loadable in DevTools' Performance panel. */
export async function stopTrace(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = /** @type {any} */ (await done);
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? { traceEvents: parsed } : parsed;
}
