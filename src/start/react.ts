// The first stage of the first route's evaluation: React and React DOM, then the next task.
//
// The first route is one chunk (build.mjs, firstRouteChunk), and a chunk is evaluated in one
// task: on a slow phone (4× CPU) 0.14–0.45 s, with no frame and no tap on the boot screen let
// in, the longest task of the page's start. React DOM (about 40% of the chunk, and its
// compilation) is evaluated first, then this module's top-level `await` lets the next task in;
// the rest of the chunk (the statecharts, the SDK, the shell and the first screen) is evaluated
// in that task. tests/unit/budget.test.ts checks that the built chunk keeps this order.
import { nextTask } from './nextTask';

export { startTransition, StrictMode } from 'react';
export { createRoot } from 'react-dom/client';

await nextTask();
