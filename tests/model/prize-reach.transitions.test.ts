// "No prize is lost": a list the visitor received stays within reach of the shell's "Hadiah"
// entry until it is claimed — the first value included (SPEC §4 still opens nothing for it),
// across a reload (the device keeps it) — and goes with logout.
import { createActor } from 'xstate';
import { createAppMachine } from '../../machines/app';
import { selectUnclaimedPrizeCount } from '../../machines/app.selectors';
import { selectVisiblePrizes } from '../../machines/giftClaim.selectors';
import type { Ports, Prize } from '../../machines';
import { giftDialogShown } from './support/app';
import { storedToken, storedUser } from './support/auth';
import { asDatabaseValue, createFakePorts } from './support/fakes';
import { flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

const prize = (id: number, isSaved?: boolean): Prize => ({ id, name: `Hadiah ${id}`, image_url: `/img/${id}.png`, ...(isSaved ? { isSaved } : {}) });
/** Id 1 is the placeholder SPEC hides: two of these three are on offer. */
const LIST = [prize(1), prize(2), prize(3)];

/** A signed-in visitor (id 101) whose device keeps `kept` (raw, as storage holds it). */
async function signedIn(kept: unknown = null) {
  const fake = createFakePorts({
    read: () => Promise.resolve({ token: storedToken, user: storedUser }),
    currentUser: () => Promise.resolve(storedUser),
  });
  const device: Array<{ userId: number; prizes: Prize[] }> = [];
  const ports: Ports = {
    ...fake.ports,
    prizes: {
      ...fake.ports.prizes,
      readKept: async () => kept,
      keep: async (userId, prizes) => void device.push({ userId, prizes }),
    },
  };
  const app = createActor(createAppMachine(ports), { input: { clock: ports.clock } }).start();
  await flush();
  const [feed] = fake.activeSubscriptions();
  if (!feed) throw new Error('no prize subscription');
  const dialog = () => app.system.get('giftClaim');
  return { app, fake, feed, device, dialog, unclaimed: () => selectUnclaimedPrizeCount(app.getSnapshot()) };
}

describe('the "Hadiah" entry holds what the visitor received', () => {
  it('holds a first value with prizes without opening "Pilih Hadiah"', async () => {
    const { app, feed, unclaimed, device } = await signedIn();
    feed.push(asDatabaseValue(LIST));
    expect(giftDialogShown(app)).toBe(false);
    expect(unclaimed()).toBe(2);
    expect(device.at(-1)).toEqual({ userId: 101, prizes: LIST });
  });

  it('opens "Pilih Hadiah" on the held list, with id 1 hidden', async () => {
    const { app, feed, dialog } = await signedIn();
    feed.push(asDatabaseValue(LIST));
    app.send({ type: 'user.openPrizes' });
    expect(giftDialogShown(app)).toBe(true);
    expect(selectVisiblePrizes(dialog()!.getSnapshot() as never).map((shown) => shown.id)).toEqual([2, 3]);
  });

  it('still holds the list after the dialog is closed with its close icon (or Back)', async () => {
    const { app, feed, dialog, unclaimed } = await signedIn();
    feed.push(null);
    feed.push(asDatabaseValue(LIST));
    expect(giftDialogShown(app)).toBe(true);
    dialog()!.send({ type: 'user.closeGift' });
    expect(giftDialogShown(app)).toBe(false);
    expect(unclaimed()).toBe(2);
  });

  it('counts a claimed prize no more, and the device keeps it marked claimed', async () => {
    const { app, feed, dialog, unclaimed, device } = await signedIn();
    feed.push(asDatabaseValue(LIST));
    app.send({ type: 'user.openPrizes' });
    dialog()!.send({ type: 'user.selectPrize', id: 2 });
    dialog()!.send({ type: 'user.submitPrize' });
    await flush();
    dialog()!.send({ type: 'user.acknowledgeAlert' });
    expect(giftDialogShown(app)).toBe(false);
    expect(unclaimed()).toBe(1);
    expect(device.at(-1)).toEqual({ userId: 101, prizes: [prize(1), prize(2, true), prize(3)] });
  });

  it('after a reload holds the kept list, and a first value without claim marks does not undo them', async () => {
    const { feed, unclaimed } = await signedIn([prize(1), prize(2, true), prize(3)]);
    expect(unclaimed()).toBe(1);
    feed.push(asDatabaseValue(LIST));
    expect(unclaimed()).toBe(1);
  });

  it('keeps the held list when a later value holds no prize (the platform clears before it sends)', async () => {
    const { app, feed, unclaimed } = await signedIn();
    feed.push(asDatabaseValue(LIST));
    feed.push(null);
    expect(giftDialogShown(app)).toBe(false);
    expect(unclaimed()).toBe(2);
  });

  it('ignores a kept list that is not a list of prizes', async () => {
    const { unclaimed } = await signedIn('rusak');
    expect(unclaimed()).toBe(0);
  });

  it('lets go of the held list on logout', async () => {
    const { app, feed, unclaimed, fake } = await signedIn();
    feed.push(asDatabaseValue(LIST));
    app.send({ type: 'user.logout' });
    await flush();
    expect(fake.stored.cleared).toBe(1);
    expect(unclaimed()).toBe(0);
  });
});
