// Types of limits.mjs for TypeScript callers (tests).
export function allowedOriginsFrom(env: string | undefined): string[];
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean;
/** The key a source address is counted under: IPv4 as is (also IPv4-mapped), IPv6 by its /64. */
export function sourceKey(address: string | undefined): string;
export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number; maxKeys?: number; maxPerKey?: number }): {
  retryAfter(key: string): number;
  count(key: string): number;
  record(key: string): void;
  size(): number;
};
/** Failed sign-ins slow an address down (doubling delays past `freeFailures`), never lock it out. */
export function createFailureDelay(options: {
  freeFailures: number; windowMs: number; firstDelayMs: number; maxDelayMs: number;
  maxHeld: number; maxHeldTotal?: number; now: () => number; maxKeys?: number;
}): {
  delayOf(key: string): number;
  recordFailure(key: string): void;
  /** 0 once the delay is waited out; seconds to retry when too many attempts already wait. */
  wait(key: string): Promise<number>;
  size(): number;
};
/** The client's address: X-Forwarded-For only behind one of trustedProxies. */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: readonly string[]): string;
/** A comma-separated list of IP addresses from the variable `variable`; throws an Indonesian message on anything else. */
export function addressListFrom(env: string | undefined, variable: string): string[];
/** TRUSTED_PROXIES (comma-separated IP addresses); throws an Indonesian message on anything else. */
export function trustedProxiesFrom(env: string | undefined): string[];
export function pushBounded<T>(list: T[], entry: T, max: number): void;
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void;
export function randomRegistrationCode(): string;
/** A short, fixed-size digest of a text (16 base64url characters of its SHA-256). */
export function digestOf(text: string): string;
/** Applied Idempotency-Keys of every visitor: digests in one LRU table with a life and a size bound. */
export function createAppliedKeys(options: { maxKeys: number; lifeMs: number; now: () => number }): {
  check(owner: string | number, key: string, body: string): 'new' | 'same' | 'other';
  remember(owner: string | number, key: string, body: string): void;
  size(): number;
};
