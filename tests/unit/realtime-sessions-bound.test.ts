// The platform's stand-in for Firebase Auth (server/firebaseAuth.mjs) holds each visitor's
// sessions in a bound of their own: one visitor signing in again and again forgets only their
// own oldest sessions, never another visitor's, and a forgotten session's refresh is answered
// TOKEN_EXPIRED (the answer on which the Firebase SDK signs out, so the app asks for a new
// credential) while a made-up refresh token stays INVALID_REFRESH_TOKEN.
import { describe, expect, it } from 'vitest';
import { createFirebaseAuth, SESSIONS_PER_VISITOR } from '../../server/firebaseAuth.mjs';

type Answer = { status: number; body: { refreshToken?: string; refresh_token?: string; error?: { message: string } } };

function authOf(clock: { now: number }) {
  const auth = createFirebaseAuth({ now: () => clock.now, userExists: (uid) => uid === '1001' || uid === '1002', bearerAlive: () => true });
  const signIn = (userId: number) => {
    const answer = auth.handle('/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken', { token: auth.customToken(userId, 'visitor', `bearer-${userId}`) }) as Answer;
    expect(answer.status).toBe(200);
    return answer.body.refreshToken!;
  };
  const refresh = (refreshToken: string) => auth.handle('/securetoken.googleapis.com/v1/token', { grant_type: 'refresh_token', refresh_token: refreshToken }) as Answer;
  return { auth, signIn, refresh };
}

describe('realtime sessions, bounded per visitor', () => {
  it('keeps another visitor’s session through 10,050 sign-ins of one visitor, who keeps only their newest 10', () => {
    const clock = { now: Date.parse('2026-03-02T08:00:00Z') };
    const { auth, signIn, refresh } = authOf(clock);
    const siti = signIn(1002);
    const budi: string[] = [];
    for (let n = 0; n < 10_050; n++) {
      budi.push(signIn(1001));
      if (n % 100 === 0) clock.now += 1000;
    }
    expect(SESSIONS_PER_VISITOR).toBe(10);
    expect(auth.sessionsOf(1001)).toBe(10);
    expect(auth.tableSizes()).toMatchObject({ sessions: 11, bearerSessions: 11 });

    const sitiAgain = refresh(siti);
    expect(sitiAgain.status).toBe(200);
    expect(refresh(budi.at(-1)!).status).toBe(200);
    expect(refresh(budi.at(-10)!).status).toBe(200);
    const forgotten = refresh(budi.at(-11)!);
    expect(forgotten.status).toBe(400);
    expect(forgotten.body.error?.message).toBe('TOKEN_EXPIRED');
    expect(refresh(budi[0]!).body.error?.message).toBe('TOKEN_EXPIRED');
    // A used refresh token, and one nobody issued.
    expect(refresh(siti).body.error?.message).toBe('TOKEN_EXPIRED');
    expect(refresh('made-up-refresh-token').body.error?.message).toBe('INVALID_REFRESH_TOKEN');
    expect(refresh(`${'A'.repeat(32)}.${'B'.repeat(22)}`).body.error?.message).toBe('INVALID_REFRESH_TOKEN');
    // The session refreshed goes on.
    expect(refresh(sitiAgain.body.refresh_token!).status).toBe(200);
  });

  it('forgets a visitor’s sessions at their logout, answering their refresh TOKEN_EXPIRED', () => {
    const clock = { now: Date.parse('2026-03-02T08:00:00Z') };
    const { auth, signIn, refresh } = authOf(clock);
    const pages = [signIn(1001), signIn(1001)];
    const siti = signIn(1002);
    clock.now += 2000;
    auth.revoke(1001);
    expect(auth.sessionsOf(1001)).toBe(0);
    for (const page of pages) expect(refresh(page).body.error?.message).toBe('TOKEN_EXPIRED');
    expect(refresh(siti).status).toBe(200);
  });
});
