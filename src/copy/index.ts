// All the app's text lives in src/copy/, one module per area (Indonesian; English beside it in
// src/copy/en/, docs/ui.md "Two languages"), so a translator finds it all here.
// `copy.<area>.<key>` holds only the areas the first route (an anonymous /home: the shell and
// the home screen) reads — see ./areas.ts for which and why; every other
// area is imported from its own module by the lazily loaded screen that shows it
// (`import { products as productsCopy } from '../../copy/products'`), so its text stays out of
// the first route (its byte budget).
import * as copy from './areas';

export { copy };
export type Copy = typeof copy;
