// The visitor's plans kept with the account (x-assumed GET/PUT /api/users/agenda and
// /api/users/visit-list) through the SDK's plans module against the local platform over real
// HTTP: each visitor keeps their own lists, bounded, bad lists refused; SPEC's platform has none.
import { describe, expect, it } from 'vitest';
import { ApiError, createPameranClient } from '../../sdk/src/index';
import { calls as planCalls } from '../../sdk/src/calls/plans';
import { loginToken, usePlatform, type Platform } from '../helpers/platform';

const plansOf = (platform: Platform, token: string | null) => createPameranClient({ baseUrl: platform.url, getToken: () => token }).extend(planCalls);

describe('the demo platform', () => {
  const platform = usePlatform();

  it("keeps a visitor's starred sessions and booths to visit, and gives them back on another sign-in", async () => {
    const budi = plansOf(platform, await loginToken(platform, 'BUDI2026'));
    expect(await budi.agenda()).toEqual({ session_ids: [] });
    expect(await budi.saveAgenda({ session_ids: [80, 79, 80] })).toEqual({ session_ids: [80, 79] });
    const entries = [{ exhibitor_id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', visited: true }, { exhibitor_id: 5, visited: false }];
    expect(await budi.saveVisitList({ entries })).toEqual({ entries });

    const budiElsewhere = plansOf(platform, await loginToken(platform, 'BUDI2026'));
    expect(await budiElsewhere.agenda()).toEqual({ session_ids: [80, 79] });
    expect(await budiElsewhere.visitList()).toEqual({ entries });
  });

  it("never shows one visitor's lists to another", async () => {
    await plansOf(platform, await loginToken(platform, 'BUDI2026')).saveAgenda({ session_ids: [81] });
    const siti = plansOf(platform, await loginToken(platform, 'SITI2026'));
    expect(await siti.agenda()).toEqual({ session_ids: [] });
    expect(await siti.visitList()).toEqual({ entries: [] });
  });

  it('refuses a list that is too long or not a list, and keeps the one it had', async () => {
    const budi = plansOf(platform, await loginToken(platform, 'BUDI2026'));
    await budi.saveAgenda({ session_ids: [79] });
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(await budi.saveAgenda({ session_ids: tooMany }).catch((error: ApiError) => [error.status, error.message])).toEqual([422, 'session_ids paling banyak 200.']);
    const notAList = await fetch(`${platform.url}/api/users/agenda`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await loginToken(platform, 'BUDI2026')}` },
      body: JSON.stringify({ session_ids: 'semua' }),
    });
    expect(notAList.status).toBe(422);
    const badEntry = await budi.saveVisitList({ entries: [{ exhibitor_id: -1 }] }).catch((error: ApiError) => error.status);
    expect(badEntry).toBe(422);
    expect(await budi.agenda()).toEqual({ session_ids: [79] });
  });

  it('asks for a signed-in visitor', async () => {
    const anonymous = plansOf(platform, null);
    expect(await anonymous.agenda().catch((error: ApiError) => error.status)).toBe(401);
    expect(await anonymous.saveVisitList({ entries: [] }).catch((error: ApiError) => error.status)).toBe(401);
  });
});

describe("SPEC's platform", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('has no plan calls: each answers 404', async () => {
    const budi = plansOf(platform, await loginToken(platform, 'BUDI2026'));
    const statuses = await Promise.all([
      budi.agenda().catch((error: ApiError) => error.status),
      budi.saveAgenda({ session_ids: [79] }).catch((error: ApiError) => error.status),
      budi.visitList().catch((error: ApiError) => error.status),
      budi.saveVisitList({ entries: [] }).catch((error: ApiError) => error.status),
    ]);
    expect(statuses).toEqual([404, 404, 404, 404]);
  });
});
