import type { Token, User } from './types';
import { isRecord, parseJson } from './json';

/**
 * The stored session: the token as base64 of its JSON (key `token`), the user as JSON (key
 * `user`). Decoding never throws: anything corrupt or of the wrong shape is null, so a bad
 * storage value makes the visitor anonymous instead of crashing the app.
 */

/** Where the session is stored (DESIGN): the token under `token`, the user under `user`. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToUtf8(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Only what DESIGN stores: a realtime credential (`firebase_token`) never stays on the device. */
export function encodeToken({ access_token, token_type, expires_in }: Token): string {
  return utf8ToBase64(JSON.stringify({ access_token, token_type, expires_in }));
}

export function decodeToken(stored: string | null | undefined): Token | null {
  if (typeof stored !== 'string' || stored === '') return null;
  let json: string;
  try {
    json = base64ToUtf8(stored);
  } catch {
    return null;
  }
  const value = parseJson(json);
  if (!isRecord(value)) return null;
  const { access_token, token_type, expires_in } = value;
  if (typeof access_token !== 'string' || access_token === '') return null;
  return {
    access_token,
    token_type: typeof token_type === 'string' ? token_type : 'bearer',
    expires_in: typeof expires_in === 'number' ? expires_in : 0,
  };
}

export function encodeUser(user: User): string {
  return JSON.stringify(user);
}

/** A stored user needs a numeric id (anonymous ⇔ 0); its other fields are checked by the contract. */
export function decodeUser(stored: string | null | undefined): User | null {
  if (typeof stored !== 'string' || stored === '') return null;
  const value = parseJson(stored);
  if (!isRecord(value)) return null;
  if (typeof value.id !== 'number' || !Number.isFinite(value.id)) {
    return null;
  }
  return value as unknown as User;
}
