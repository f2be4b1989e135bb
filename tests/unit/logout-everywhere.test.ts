// The cross-tab half of logout everywhere (src/adapters/logoutEverywhere.ts) over real
// BroadcastChannels (Node's, the same API as the browser's): the tab that logs out revokes once
// and tells the others; a tab that follows neither revokes nor tells again; a failed revoke
// never reaches the logout. tests/e2e/logout-everywhere.test.ts shows it in Chromium.
import { afterEach, describe, expect, it } from 'vitest';
import { createLogoutEverywhere, LOGOUT_CHANNEL } from '../../src/adapters/logoutEverywhere';

const channels: BroadcastChannel[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.close()));
const openChannel = () => {
  const channel = new BroadcastChannel(LOGOUT_CHANNEL);
  channels.push(channel);
  return channel;
};

/** A tab: its adapter, the tokens it revoked, and a promise of its next "logged out by another tab". */
function tab(revokeFails = false) {
  const revoked: string[] = [];
  const adapter = createLogoutEverywhere({
    revoke: async (accessToken) => {
      revoked.push(accessToken);
      if (revokeFails) throw new Error('offline');
    },
    channel: openChannel(),
  });
  let followed = 0;
  let notify: () => void = () => {};
  const nextFollow = () => new Promise<void>((resolve) => (notify = resolve));
  // What the root actor does on `user.logout`: end the session everywhere (a no-op while following).
  adapter.listen(() => {
    followed += 1;
    adapter.endEverywhere('shared-token');
    notify();
  });
  return { adapter, revoked, nextFollow, followed: () => followed };
}

describe('logout everywhere across tabs', () => {
  it('revokes once, and every other tab logs out without revoking or announcing again', async () => {
    const first = tab();
    const second = tab();
    const third = tab();
    const followed = Promise.all([second.nextFollow(), third.nextFollow()]);
    first.adapter.endEverywhere('shared-token');
    await followed;
    expect(first.revoked).toEqual(['shared-token']);
    expect([second.revoked, third.revoked]).toEqual([[], []]);
    expect([first.followed(), second.followed(), third.followed()]).toEqual([0, 1, 1]);
  });

  it('ignores other messages on the channel', async () => {
    const listener = tab();
    const stranger = openChannel();
    const seen = new Promise<unknown>((resolve) => openChannel().addEventListener('message', (event) => resolve(event.data)));
    stranger.postMessage({ type: 'logout' });
    expect(await seen).toEqual({ type: 'logout' });
    expect(listener.followed()).toBe(0);
  });

  it('logs out here even when the platform cannot be reached to revoke', async () => {
    const offline = tab(true);
    const other = tab();
    const followed = other.nextFollow();
    expect(() => offline.adapter.endEverywhere('shared-token')).not.toThrow();
    await followed;
    expect(offline.revoked).toEqual(['shared-token']);
  });
});
