// Types of server/firebaseAuth.mjs for the TypeScript tests that import it.
export declare const SESSIONS_PER_VISITOR: number;
export declare const REALTIME_TOKEN_LIMIT: { attempts: number; windowMs: number };
export declare const NO_SESSION_LIMIT: number;
export declare const FIREBASE_AUTH_PREFIXES: string[];
export interface FirebaseAuth {
  customToken(userId: number, role: string, bearer?: string | null): string;
  mintAllowedIn(userId: number): number;
  handle(pathname: string, body: unknown): { status: number; body: unknown } | null;
  idTokenSecret: string;
  revoke(userId: number): number;
  liveIdToken(idToken: unknown): Record<string, any> | null;
  sessionEndsAt(claims: Record<string, any>): number;
  tableSizes(): { sessions: number; bearerSessions: number; exchangedTokens: number; revocations: number };
  sessionsOf(userId: number): number;
}
export declare function createFirebaseAuth(world: {
  now: () => number;
  userExists: (uid: string) => boolean;
  sessionSeconds?: number;
  mintLimit?: { attempts: number; windowMs: number };
  bearerAlive?: (bearer: string) => boolean;
}): FirebaseAuth;
