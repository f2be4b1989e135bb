/** How many cards a phone shows before scrolling (2 columns × 1 row): their pictures load at once, the others lazily. */
export const EAGER_CARDS = 2;
