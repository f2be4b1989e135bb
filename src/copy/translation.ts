// The shape a translation of a text table must have: the same keys, every text a string, every
// text function the same parameters. `English<typeof products>` is checked by the
// typecheck, so a missing key, an extra key or a function with other parameters fails it.
export type Translation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };

/** English text of an Indonesian table (src/copy/en/). */
export type English<T> = Translation<T>;
