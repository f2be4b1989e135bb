// Every Indonesian string of the app, reached as `copy.<area>.<key>` — one module, so a
// translator finds them all. Areas are registered in ./areas.ts (one line each).
import * as copy from './areas';

export { copy };
export type Copy = typeof copy;
