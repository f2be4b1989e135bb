import { createActor } from 'xstate';
import { appMachine, createAppMachine } from '../../machines/app';
import { selectIsGiftOpen, selectLastPrizes } from '../../machines/app.selectors';
import { appEventFixtures, appPaths, type AppModelEvent } from './support/app';
import { createFakePorts } from './support/fakes';
import { describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fake = createFakePorts();
  const actor = createActor(createAppMachine(fake.ports), { input: { clock: fake.ports.clock } }).start();
  return { actor, fake };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: AppModelEvent) => handle.actor.send(event as never);

const executors = {
  'user.login': send,
  'user.register': send,
  'user.saveDetails': send,
  'user.logout': send,
  'session.unauthorized': send,
  'cart.add': send,
  'cart.remove': send,
  'cart.toggleItem': send,
  'cart.checkout': send,
  'gift.open': send,
  'prizes.received': send,
  'user.selectPrize': send,
  'user.submitPrize': send,
  'user.closeGift': send,
  'user.acknowledgeAlert': send,
  'auth.authenticated': send,
  'auth.loggedOut': send,
  // The dialog's actor finishes when the visitor closes it with the close icon.
  'xstate.done.actor.giftClaim': (handle) => handle.actor.send({ type: 'user.closeGift' }),
} satisfies EventExecutors<AppModelEvent, Handle>;

function expectChildrenRunning(handle: Handle) {
  for (const systemId of ['auth', 'cart', 'countdown']) {
    expect(handle.actor.system.get(systemId), systemId).toBeDefined();
  }
}

const assertions = {
  giftClosed: (actual, expected, handle) => {
    expect(selectIsGiftOpen(actual as Snapshot)).toBe(false);
    expect(selectLastPrizes(actual as Snapshot)).toEqual(expected.context.lastPrizes);
    expect((handle as Handle).actor.system.get('giftClaim')).toBeUndefined();
    expectChildrenRunning(handle as Handle);
  },
  giftOpen: (actual, expected, handle) => {
    expect(selectIsGiftOpen(actual as Snapshot)).toBe(true);
    expect(selectLastPrizes(actual as Snapshot)).toEqual(expected.context.lastPrizes);
    const giftClaim = (handle as Handle).actor.system.get('giftClaim');
    expect(giftClaim?.getSnapshot().context.prizes).toEqual(expected.context.lastPrizes);
    expectChildrenRunning(handle as Handle);
  },
} satisfies StateAssertions<Handle>;

describeModel('app', {
  machine: appMachine,
  fixtures: appEventFixtures,
  paths: appPaths,
  start,
  executors,
  assertions,
});
