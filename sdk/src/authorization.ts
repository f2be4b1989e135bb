// SPEC §6's Authorization rule, the one place it is written: the SDK's middleware, index.html's
// prefetch, the offline copy and the service worker's public-read rule all ask it. No imports
// but a type, so the page's first script can carry it without the client.
import type { AuthMode } from './generated/authModes.js';

/**
 * The Authorization header a call of `mode` sends while `token` is held (null or empty: none):
 * - `bearer`: `Bearer <token>`, or no header without a token;
 * - `optional-empty`: `Bearer <token>`, or an EMPTY header without a token;
 * - `none`: no header, even with a token.
 * null means no header at all; '' is the empty header.
 */
export function authorizationOf(mode: AuthMode, token: string | null | undefined): string | null {
  if (mode === 'none') return null;
  if (token) return `Bearer ${token}`;
  return mode === 'optional-empty' ? '' : null;
}

/** Whether a request's Authorization header carries a visitor's token (an empty header does not). */
export function carriesToken(authorization: string | null | undefined): boolean {
  return !!authorization && authorization.trim() !== '';
}
