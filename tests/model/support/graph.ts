/**
 * The one import site of @xstate/graph: the model tests, the React replays (tests/model/ui)
 * and `npm run statecharts` all reach the graph library through this file.
 */
import { TestModel, getStateNodes, toDirectedGraph, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  pathToStateValue,
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';

export { toDirectedGraph, type TestPath };

/** Every event a test can feed a machine, by type: its own events and the settled invokes. */
export type EventFixtures<TEvent extends { type: string }> = {
  [TType in TEvent['type']]: ReadonlyArray<Extract<TEvent, { type: TType }>>;
};

/** The event an invoked promise actor's success produces (the graph never settles it itself). */
export type DoneActorEvent<TId extends string, TOutput> = { type: `xstate.done.actor.${TId}`; output: TOutput };
export type ErrorActorEvent<TId extends string> = { type: `xstate.error.actor.${TId}`; error: unknown };

export interface MachineModelOptions<TEvent extends { type: string }> {
  fixtures: EventFixtures<TEvent>;
  input?: unknown;
  /** Which context fields make two states different (default: the whole context). */
  distinguish?: (context: any) => unknown;
  /** Called before the graph explores a state's events (the countdown sets its clock here). */
  beforeExploring?: (snapshot: AnyMachineSnapshot) => void;
}

/** Snapshots are typed loosely here: assertions narrow them through the machine's selectors. */
export type MachineModel<TEvent extends { type: string }> = TestModel<AnyMachineSnapshot, TEvent & EventObject, unknown>;
export type MachinePath<TEvent extends { type: string }> = TestPath<AnyMachineSnapshot, TEvent & EventObject>;

/**
 * A TestModel over a machine that invokes actors and uses delays (which `createTestModel`
 * refuses): the graph only walks the transitions; the event fixtures supply the invoke
 * results and timer events, and the replay settles the fake actors to match.
 */
export function createMachineModel<TEvent extends { type: string }>(
  machine: AnyStateMachine,
  options: MachineModelOptions<TEvent>,
): MachineModel<TEvent> {
  const { fixtures, distinguish = (context) => context, beforeExploring } = options;
  const fixturesByType: Record<string, ReadonlyArray<TEvent & EventObject> | undefined> = fixtures;
  const logic = machine as unknown as ActorLogic<AnyMachineSnapshot, TEvent & EventObject, unknown>;
  return new TestModel<AnyMachineSnapshot, TEvent & EventObject, unknown>(logic, {
    ...(options.input === undefined ? {} : { input: options.input }),
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, status: snapshot.status, context: distinguish(snapshot.context) }),
    events: (snapshot) => {
      beforeExploring?.(snapshot);
      return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type: string) => fixturesByType[type] ?? []);
    },
    stateMatcher: (snapshot, key) => snapshot.matches(stateValueOf(key)),
  });
}

/** 'anonymous.failed' → { anonymous: 'failed' }. */
export function stateValueOf(key: string) {
  return pathToStateValue(key.split('.'));
}

/** Dotted paths of the states a snapshot can rest in (atomic and final), e.g. 'anonymous.failed'. */
export function restingStateKeys(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** Every event type some state of the machine reacts to (own events, invoke results, timers). */
export function acceptedEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const type of node.ownEvents) types.add(type);
  }
  return [...types].sort();
}

export interface PathSets<TEvent extends { type: string }> {
  shortest: Array<MachinePath<TEvent>>;
  simple: Array<MachinePath<TEvent>>;
}

/** Every shortest path, and every simple path (the graphs here are finite). */
export function pathsOf<TEvent extends { type: string }>(model: MachineModel<TEvent>): PathSets<TEvent> {
  return { shortest: model.getShortestPaths(), simple: model.getSimplePaths() };
}

/** Readable step name: the type plus any primitive payload, e.g. `user.selectPrize(id=2)`. */
export function describeEvent(event: { type: string }): string {
  const details = Object.entries(event)
    .filter(([key, value]) => key !== 'type' && (typeof value !== 'object' || value === null))
    .map(([key, value]) => `${key}=${String(value)}`);
  return details.length ? `${event.type}(${details.join(',')})` : event.type;
}

/** `reaches anonymous.failed via [user.login(code=X), xstate.error.actor.loginWithCode]`. */
export function describePath(path: MachinePath<{ type: string }>): string {
  const target = restingKeyOf(path.state);
  // The first step is the machine starting ('xstate.init'), which every path shares.
  const steps = path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => describeEvent(step.event));
  return `reaches ${target} via [${steps.join(', ')}]`;
}

export function restingKeyOf(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' + ');
}
