// Every text table of the app registers itself here as its module runs (`table('products', {…})`),
// so choosing a language can write that language's text into each table — those already loaded
// and those a lazily loaded screen brings later — without the first route or the English chunk
// importing every table (src/copy/en/apply.ts).

type Writer = (name: string, table: object) => void;

const tables = new Map<string, object>();
let writer: Writer | undefined;

/** Registers `value` as the table `name` (in the language chosen, if one was chosen before it loaded). */
export function table<T extends object>(name: string, value: T): T {
  tables.set(name, value);
  writer?.(name, value);
  return value;
}

/** Calls `write` on every table registered, and on every one registered from now on. */
export function writeTables(write: Writer): void {
  writer = write;
  tables.forEach((value, name) => write(name, value));
}
