// Types of limits.mjs for TypeScript callers (tests).
export function allowedOriginsFrom(env: string | undefined): string[];
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean;
/** The key a source address is counted under: IPv4 as is (also IPv4-mapped), IPv6 by its /64. */
export function sourceKey(address: string | undefined): string;
export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number; maxKeys?: number }): {
  retryAfter(key: string): number;
  record(key: string): void;
};
export function pushBounded<T>(list: T[], entry: T, max: number): void;
export function randomRegistrationCode(): string;
