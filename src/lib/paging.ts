// How Produk pages the fair's exhibitors: shared by index.html's prefetch of the first page
// (src/data/catalogue.ts) and the screen that asks for the rest, so both ask for the same
// page and the prefetched answer is the one the screen uses.

/** Exhibitors per page of the paged list. */
export const EXHIBITOR_PAGE_SIZE = 200;
