/**
 * Model-based test support: one place to get a statechart's TestModel, its event fixtures and
 * its generated paths.
 *
 * For the React replays in tests/model/ui (gift dialog, login form), replay each path by
 * dispatching the same events through the rendered component:
 *
 *   import { giftClaimModel, giftClaimEventFixtures, giftClaimPaths, giftClaimInput } from './';
 *   import { authLoginModel, authLoginEventFixtures, authLoginPaths } from './';
 *
 *   for (const path of [...giftClaimPaths.shortest, ...giftClaimPaths.simple]) {
 *     it(describePath(path), () => path.test({ events: uiExecutors, states: uiAssertions }));
 *   }
 *
 * - `<machine>Model` is an @xstate/graph TestModel whose stateMatcher takes dotted state keys
 *   ('choosing', 'anonymous.failed'); `restingStateKeys(machine)` lists the keys a path can
 *   end in, so a UI suite can have a guard test that every state has a UI assertion.
 * - `<machine>EventFixtures` is keyed by event type; `xstate.done.actor.<id>` /
 *   `xstate.error.actor.<id>` fixtures stand for an invoked actor settling (the invoke id is
 *   the actor's name), so a UI replay settles its fake port with `event.output` / `event.error`.
 * - `<machine>Paths.shortest` / `.simple` are computed on first read.
 * - `createFakePromiseActors(names)` gives controllable promise actors with `settle(event)`;
 *   `createFakePrizeDatabase()` a fake realtime subscription. Timers are faked per replay
 *   (REPLAY_EPOCH); `flush()` lets settled promises and due timers run.
 *
 * @xstate/graph is imported only in ./graph.ts.
 */
export {
  createMachineModel,
  describeEvent,
  describePath,
  pathsOf,
  restingKeyOf,
  restingStateKeys,
  acceptedEventTypes,
  stateValueOf,
  toDirectedGraph,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventFixtures,
  type MachineModel,
  type MachinePath,
  type PathSets,
} from './graph';
export {
  createFakePromiseActors,
  describeModel,
  flush,
  REPLAY_EPOCH,
  type EventExecutors,
  type FakePromiseActors,
  type StateAssertions,
} from './harness';
export { asDatabaseValue, createFakePorts, createFakePrizeDatabase, type FakeAnswers, type FakeSubscription } from './fakes';
export * from './giftClaim';
export * from './auth';
