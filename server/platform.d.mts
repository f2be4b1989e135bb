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
  /** Misbehave switch (server/misbehave.mjs): 'METHOD /contract/route=kind,…'; main.mjs passes $PAMERAN_MISBEHAVE. */
  misbehave?: string;
  /**
   * 'spec-minimal' answers in SPEC §3's shapes only (server/contractShape.mjs): SPEC's entities
   * with exactly its fields, every other entity with its id and at most one name-like field, a
   * claim with `{ data: {} }`, no realtime token, a realtime database that needs no sign-in,
   * and 404 for every call SPEC does not show (`x-assumed` operations: floor plan, paged
   * exhibitors, revoke, survey answers, admin).
   * main.mjs passes $PAMERAN_PLATFORM. Default 'demo' (the rich demo platform).
   */
  platform?: 'demo' | 'spec-minimal';
  /** Booths of the floor plan (default 48, the demo; the bench uses 400; 0: no plan, the call answers 404). main.mjs reads $PAMERAN_FLOORPLAN_BOOTHS. */
  floorplanBooths?: number;
  /** Session 79's start (ms after start-up, default 5 min) and length (default: ends 65 min after start-up). */
  trackedSession?: { delayMs?: number; lengthMs?: number };
  /** Serve a fair of this many exhibitors, each with products (server/demoFair.mjs); main.mjs reads PAMERAN_DEMO_EXHIBITORS. Default: the seven demo exhibitors. */
  demoExhibitors?: number;
  /**
   * Origins besides the platform's own that may call the API from a browser (CORS and the
   * Origin check). Default: the native shells' https://localhost and capacitor://localhost;
   * main.mjs reads ALLOWED_ORIGINS.
   */
  allowedOrigins?: string[];
  /**
   * Failed invitation logins (unknown codes) per source address (IPv6: per /64) in a sliding
   * window that cost nothing; past `freeFailures` every sign-in from that address (a valid code
   * too) is held `firstDelayMs`, doubling per further failure up to `maxDelayMs`; at most
   * `maxHeld` wait at once per address (more get 429). Successes never count.
   * Default 200 per 10 minutes, 1 s doubling to 16 s, 50 held.
   */
  signInDelay?: { freeFailures: number; windowMs: number; firstDelayMs: number; maxDelayMs: number; maxHeld: number };
  /** Failed logins per unknown invitation code (from any address) in a sliding window, then 429 for that code. Default 10 per 10 minutes. */
  codeSignInLimit?: { attempts: number; windowMs: number };
  /**
   * Registrations per source address and overall in a sliding window before each needs a solved
   * challenge (x-assumed; spec-minimal: 429 instead). Default 300 and 3000 per 10 minutes (server/registration.mjs).
   */
  registrationLimit?: { perAddress: { attempts: number; windowMs: number }; overall: { attempts: number; windowMs: number } };
  /** The challenge's work: `bits` leading zero bits, +1 per further per-address limit up to `maxBits`; `lifeMs`; at most `maxSolved` remembered. Default 16, 20, 5 minutes, 20000. */
  registrationChallenge?: { bits: number; maxBits: number; lifeMs: number; maxSolved: number };
  /** The venue's own public addresses: no per-address registration limit, and the last `venueHeadroom` places. main.mjs reads VENUE_ADDRESSES. */
  venueAddresses?: string[];
  /** Replaces some of the per-visitor bounds (server/api.mjs VISITOR_LIMITS). */
  limits?: Partial<typeof import('./api.mjs').VISITOR_LIMITS>;
  /** Registered visitors kept at most; past it registration answers 503 (nobody who used their registration is dropped). Default 20000. */
  maxRegisteredUsers?: number;
  /**
   * IP addresses of reverse proxies whose X-Forwarded-For is believed for the client's address
   * (sign-in limits). Default none: the header is ignored. main.mjs reads TRUSTED_PROXIES.
   */
  trustedProxies?: string[];
  /** Whole headers within headersMs, whole request within requestMs, else 408. Default 10 s / 30 s. */
  timeouts?: { headersMs: number; requestMs: number };
  /**
   * Host headers (host:port) the platform answers besides 127.0.0.1:<port> and localhost:<port>;
   * any other Host gets 421. main.mjs reads PUBLIC_HOSTS (comma-separated).
   */
  publicHosts?: string[];
  /** How many requests `requests` keeps (the newest). Default 1000; main.mjs passes 0 (no log of tokens or codes). */
  requestLogLimit?: number;
  /** Most tokens held at once; a full table refuses new sign-ins with 503 (nobody else is signed out). Default 50000. */
  maxTokens?: number;
  /**
   * Apply database.rules.json to realtime clients; they sign in with the ID token the platform's
   * Firebase Auth stand-in (server/firebaseAuth.mjs) gives for their `firebase_token`, whose
   * signature the database checks. Default true; false opens reads to anyone (SPEC's platform).
   */
  enforceRealtimeRules?: boolean;
  /**
   * Put a Firebase custom token (`firebase_token`, x-assumed) in login answers, answer
   * `POST /api/auth/realtime-token`, and end a visitor's realtime access at logout. Default true.
   */
  issueRealtimeTokens?: boolean;
  /**
   * How long a realtime credential lives: a custom token can be exchanged, and a Firebase session
   * (its ID and refresh tokens) works, this many seconds; the database then revokes it on open
   * connections. Default: custom tokens an hour, sessions until logout (as on Firebase).
   * main.mjs reads REALTIME_TOKEN_SECONDS.
   */
  realtimeTokenSeconds?: number;
  /**
   * Realtime credentials (`POST /api/auth/realtime-token`) one visitor may be given in the
   * window; past it 429 with Retry-After. Default 10 a minute (plus one per session end when
   * `realtimeTokenSeconds` is set).
   */
  realtimeTokenLimit?: { attempts: number; windowMs: number };
  /**
   * The key the booths' printed stamp codes are made under (server/stampKey.mjs):
   * the same key, the same sheet, after a restart too. main.mjs reads $STAMP_KEY, else the key
   * file ($STAMP_KEY_FILE, default .pameran/stamp-key). Default: a random key for this run.
   */
  stampKey?: Uint8Array;
  /**
   * 'rotating': only the booth staff's rotating code (GET /api/events/1/booth-code, a new one
   * every 5 minutes) stamps; the printed QR and its short code earn a visit (`recorded: 'visit'`).
   * main.mjs reads $STAMP_CODES. Default 'printed': the printed codes stamp.
   */
  stampCodes?: 'printed' | 'rotating';
}

export interface Platform {
  url: string;
  realtimeHost: string;
  realtimePort: number;
  /** The Firebase databaseURL of this platform's realtime database (ns=pameran-demo). */
  databaseURL: string;
  requests: LoggedRequest[];
  resetRequests(): void;
  /** The demo visitors' invitation codes. */
  invitationCodes: string[];
  /** The demo organisers' codes (PANITIA2026): they may use the admin calls. */
  organiserCodes: string[];
  /** How many access tokens the platform holds (bounded). */
  tokenCount(): number;
  /** How many rows each of the platform's tables holds now (every one bounded; docs/security.md). */
  tableSizes(): Record<string, number | Record<string, number>>;
  /** Writes a prize list to the realtime path brochure/{userId}; its prizes become claimable by that user. */
  pushPrizes(userId: number, list: unknown): Promise<void>;
  readRealtime(path: string): Promise<unknown>;
  /** Reschedules a session to start at `startsAt` (epoch ms), keeping its length. */
  moveSession(sessionId: number, startsAt: number): void;
  /** Restarts the realtime database on the same port with the same data, after `downMs` down (default 0): every client's connection drops. */
  restartRealtime(downMs?: number): Promise<void>;
  /** Open client connections to the realtime database. */
  realtimeClients(): number;
  /** The CSP reports received at /csp-report (the last 200), and how many this minute were past its limit. */
  cspReports(): { reports: { at: number; directive: string; blocked: string; page: string; sample: string }[]; dropped: number };
  /** Replaces the misbehave switch's rules ('' = answer normally); throws on a bad rule. */
  misbehave(rules: string): void;
  close(): Promise<void>;
}

export const REALTIME_NAMESPACE: string;
export function startPlatform(options?: PlatformOptions): Promise<Platform>;
