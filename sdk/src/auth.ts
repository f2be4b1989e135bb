import type { Middleware } from 'openapi-fetch';
import { authModeOf } from './generated/authModes.js';
import { authorizationOf, carriesToken } from './authorization.js';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Sets the Authorization header by the call's x-auth-mode in the contract, as SPEC §6 says
 * (authorizationOf). The token is read on every request, so a login or logout takes effect at once.
 */
export function authMiddleware(getToken: TokenSource): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const mode = authModeOf(`${request.method} ${schemaPath}`);
      const authorization = authorizationOf(mode, mode === 'none' ? null : await getToken());
      if (authorization === null) request.headers.delete('Authorization');
      else request.headers.set('Authorization', authorization);
      return request;
    },
  };
}

/**
 * The one place a 401 ends a session: a call that carried the current bearer token and was
 * answered 401 calls `onUnauthorized` (before the call itself rejects, so whoever listens has
 * ended the session by the time the caller sees its error). A sign-in's 401 carries no bearer
 * token, and a late 401 for a token already replaced (a new login) is not this session's.
 */
export function unauthorizedMiddleware(getToken: TokenSource, onUnauthorized: () => void): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.status !== 401) return undefined;
      const sent = request.headers.get('Authorization');
      if (!carriesToken(sent)) return undefined;
      const current = await getToken();
      if (current && sent === authorizationOf('bearer', current)) onUnauthorized();
      return undefined;
    },
  };
}
