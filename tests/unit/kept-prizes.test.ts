// The prize list kept on the device is reconciled with the platform's claims before the prize
// feed starts (src/adapters/keptPrizes.ts): a claim that reached the platform just before a
// reload, or from another device, is counted claimed, so the "Hadiah" badge stops counting it.
import { describe, expect, it } from 'vitest';
import { createKeptPrizes, KEPT_PRIZES_KEY } from '../../src/adapters/keptPrizes';

const BUDI = 1001;
const torque = { id: 2, name: 'Kunci Torsi Digital', image_url: '/img/prizes/kunci-torsi.png' };
const tumbler = { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' };

function memoryStorage(kept?: unknown) {
  const values = new Map<string, string>(kept === undefined ? [] : [[KEPT_PRIZES_KEY, JSON.stringify(kept)]]);
  return { get: async (key: string) => values.get(key) ?? null, set: async (key: string, value: string) => void values.set(key, value) };
}

describe("the device's prize list and the platform's claims", () => {
  it('marks a kept prize the platform says was claimed as saved, and leaves the others', async () => {
    const kept = createKeptPrizes(memoryStorage({ userId: BUDI, prizes: [torque, tumbler] }), { claimedIds: async () => [2] });
    expect(await kept.readKept(BUDI)).toEqual([{ ...torque, isSaved: true }, tumbler]);
  });

  it('adds a claim made on another device as a saved prize, so a later list keeps it claimed', async () => {
    const kept = createKeptPrizes(memoryStorage(), { claimedIds: async () => [2] });
    expect(await kept.readKept(BUDI)).toEqual([{ id: 2, name: '', image_url: '', isSaved: true }]);
  });

  it("never shows another visitor's kept list, only this visitor's claims", async () => {
    const kept = createKeptPrizes(memoryStorage({ userId: 7, prizes: [torque, tumbler] }), { claimedIds: async () => [4] });
    expect(await kept.readKept(BUDI)).toEqual([{ id: 4, name: '', image_url: '', isSaved: true }]);
  });

  it('goes on with the kept list when the platform cannot say (offline, or a platform without the call)', async () => {
    const refused = createKeptPrizes(memoryStorage({ userId: BUDI, prizes: [torque] }), { claimedIds: () => Promise.reject(new Error('404')) });
    expect(await refused.readKept(BUDI)).toEqual([torque]);
    const silent = createKeptPrizes(memoryStorage({ userId: BUDI, prizes: [torque] }), { claimedIds: () => new Promise(() => {}), waitMs: 20 });
    expect(await silent.readKept(BUDI)).toEqual([torque]);
  });

  it('asks the platform once for a feed that starts over within the minute, and again after it', async () => {
    let asked = 0;
    let now = 0;
    const kept = createKeptPrizes(memoryStorage({ userId: BUDI, prizes: [torque] }), {
      claimedIds: async () => {
        asked += 1;
        return [2];
      },
      now: () => now,
    });
    await kept.readKept(BUDI);
    now = 59_000;
    await kept.readKept(BUDI);
    expect(asked).toBe(1);
    now = 61_000;
    await kept.readKept(BUDI);
    expect(asked).toBe(2);
  });
});
