// Types of platform.mjs for TypeScript callers (tests/helpers/platform.ts and e2e tests).
import type { IncomingHttpHeaders } from 'node:http';

export interface LoggedRequest {
  method: string;
  path: string;
  /** The query string including '?', or ''. */
  query: string;
  headers: IncomingHttpHeaders;
  /** The raw request body as received. */
  body: string;
}

export interface PlatformOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  realtimePort?: number;
  /** Serve this built app (dist/) for non-API paths, with SPA fallback. */
  distDir?: string;
  /** false prints the URL and invitation codes. Default true. */
  quiet?: boolean;
  /** Clock in epoch ms (session countdowns, token expiry). */
  now?: () => number;
  /** Session 79's start (ms after start-up, default 5 min) and length (default: ends 65 min after start-up). */
  trackedSession?: { delayMs?: number; lengthMs?: number };
}

export interface Platform {
  url: string;
  realtimeHost: string;
  realtimePort: number;
  /** The Firebase databaseURL of this platform's realtime database (ns=pameran-demo). */
  databaseURL: string;
  requests: LoggedRequest[];
  resetRequests(): void;
  invitationCodes: string[];
  /** Writes a prize list to the realtime path brochure/{userId}. */
  pushPrizes(userId: number, list: unknown): Promise<void>;
  readRealtime(path: string): Promise<unknown>;
  close(): Promise<void>;
}

export const REALTIME_NAMESPACE: string;
export function startPlatform(options?: PlatformOptions): Promise<Platform>;
