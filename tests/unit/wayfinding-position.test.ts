// "You are here" is trusted for 15 minutes after a scan or "Saya di sini", and
// a stored value that is not one the app wrote is no position at all.
import { describe, expect, it } from 'vitest';
import { checkHere, currentHere, HERE_MINUTES } from '../../src/features/wayfinding/position';

const MINUTE = 60_000;
const stored = (place: unknown, at: unknown) => JSON.stringify({ place, at });

describe('where the visitor stands', () => {
  const at = Date.UTC(2026, 11, 7, 3, 0);
  const atBooth = stored({ kind: 'booth', code: 'A-05' }, at);

  it('holds for 15 minutes, then is forgotten', () => {
    expect(HERE_MINUTES).toBe(15);
    expect(currentHere(at, atBooth)).toEqual({ place: { kind: 'booth', code: 'A-05' }, at });
    expect(currentHere(at + 14 * MINUTE + 59_000, atBooth)?.place).toEqual({ kind: 'booth', code: 'A-05' });
    expect(currentHere(at + 15 * MINUTE, atBooth)).toBeNull();
    // A position from the future (a clock put back) is not trusted either.
    expect(currentHere(at - MINUTE, atBooth)).toBeNull();
  });

  it('takes a booth or an entrance, and nothing else', () => {
    expect(checkHere(stored({ kind: 'entrance', id: 'utara' }, at))).toEqual({ place: { kind: 'entrance', id: 'utara' }, at });
    for (const raw of [null, '', 'A-05', '{', stored({ kind: 'room', id: 1 }, at), stored({ kind: 'booth' }, at), stored({ kind: 'booth', code: 'A-05' }, 'kemarin'), stored({ kind: 'booth', code: 'x'.repeat(21) }, at), stored(null, at)]) {
      expect(checkHere(raw), String(raw)).toBeNull();
    }
  });
});
