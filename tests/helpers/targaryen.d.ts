// The part of targaryen (the Firebase rules evaluator firebase-server uses) the rules test calls.
declare module 'targaryen' {
  interface Result {
    allowed: boolean;
    info: string;
  }
  interface Database {
    as(auth: Record<string, unknown> | null): Database;
    read(path: string): Result;
    write(path: string, value: unknown): Result;
    update(path: string, patch: Record<string, unknown>): Result;
  }
  const targaryen: { database(rules: unknown, data?: unknown): Database };
  export default targaryen;
}
