// The staff sign-in of /exhibitor, kept apart from the visitor's session: in sessionStorage under
// a key of its own (gone when the tab closes, never read by the visitor's session or sent with
// its calls), cleared by the desk's own "Keluar" or a 401 for the staff token.
import { useCallback, useState } from 'react';
import type { StaffSession } from '@pameran/sdk/calls/exhibitorDesk';

export const STAFF_SESSION_KEY = 'pameran.exhibitorDesk';

export interface StaffSignIn {
  token: string;
  exhibitor: { id?: number; name?: string; booth_code?: string };
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** What is stored, or null when nothing (or nothing readable) is. */
export function readStaffSignIn(): StaffSignIn | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STAFF_SESSION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { token, exhibitor } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '') return null;
    return { token, exhibitor: typeof exhibitor === 'object' && exhibitor !== null ? exhibitor : {} };
  } catch {
    return null;
  }
}

/** The desk's sign-in: the stored one first, then what `signIn` and `signOut` make of it. */
export function useStaffSignIn() {
  const [signedIn, setSignedIn] = useState<StaffSignIn | null>(readStaffSignIn);
  const signIn = useCallback((session: StaffSession) => {
    const next = { token: session.access_token, exhibitor: session.exhibitor ?? {} };
    storage()?.setItem(STAFF_SESSION_KEY, JSON.stringify(next));
    setSignedIn(next);
  }, []);
  const signOut = useCallback(() => {
    storage()?.removeItem(STAFF_SESSION_KEY);
    setSignedIn(null);
  }, []);
  return { signedIn, signIn, signOut };
}
