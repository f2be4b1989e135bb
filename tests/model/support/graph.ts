/**
 * The one import site of @xstate/graph: the model tests, the React replays (tests/model/ui)
 * and `npm run statecharts` all reach the graph library through this file.
 */
import { TestModel, getStateNodes, toDirectedGraph, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createEmptyActor,
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
  const logic = withFreshSystemPerTransition(machine) as unknown as ActorLogic<
    AnyMachineSnapshot,
    TEvent & EventObject,
    unknown
  >;
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

/**
 * The graph walks every transition with one mock actor scope, so a child invoked with a
 * `systemId` (the app's giftClaim) would be registered again on every walk and XState would
 * refuse the second one. Each transition here gets a fresh, empty actor system instead.
 */
function withFreshSystemPerTransition(machine: AnyStateMachine): AnyStateMachine {
  const walker: AnyStateMachine = Object.create(machine);
  walker.transition = (snapshot, event) => machine.transition(snapshot, event, freshActorScope());
  return walker;
}

function freshActorScope(): Parameters<AnyStateMachine['transition']>[2] {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: '',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
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

export interface PathOptions {
  /**
   * Where a simple path stops growing. Every simple path of a graph with cycles through
   * several sessions grows combinatorially (auth: 3,500+); stopping at a state such as
   * "logging out" keeps each path to one session. Each stopped path is still extended by
   * every transition out of that state, so no edge leaving it goes untested.
   */
  simpleUntil?: (snapshot: AnyMachineSnapshot) => boolean;
}

/**
 * Every shortest path, and every simple path (the graphs here are finite). Computed on first
 * read and kept, so importing a model costs nothing until a test asks for its paths.
 */
export function pathsOf<TEvent extends { type: string }>(
  model: MachineModel<TEvent>,
  options: PathOptions = {},
): PathSets<TEvent> {
  let shortest: Array<MachinePath<TEvent>> | undefined;
  let simple: Array<MachinePath<TEvent>> | undefined;
  return {
    get shortest() {
      return (shortest ??= model.getShortestPaths());
    },
    get simple() {
      return (simple ??= options.simpleUntil ? stoppedSimplePaths(model, options.simpleUntil) : model.getSimplePaths());
    },
  };
}

function stoppedSimplePaths<TEvent extends { type: string }>(
  model: MachineModel<TEvent>,
  until: (snapshot: AnyMachineSnapshot) => boolean,
): Array<MachinePath<TEvent>> {
  type Adjacency = Record<string, { transitions: Record<string, { event: TEvent & EventObject; state: AnyMachineSnapshot }> }>;
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency;
  const serialize = (snapshot: AnyMachineSnapshot) => model.options.serializeState!(snapshot, undefined);
  return model.getSimplePaths({ stopWhen: until }).flatMap((path) => {
    if (!until(path.state)) return [path];
    const from = serialize(path.state);
    // Events the state ignores lead back to it; they are not edges to walk.
    const transitions = Object.values(adjacency[from]?.transitions ?? {}).filter(({ state }) => serialize(state) !== from);
    return transitions.map(({ event, state }) => {
      const extended = { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 };
      const test: MachinePath<TEvent>['test'] = (params) => model.testPath(extended, params);
      return { ...extended, description: '', test };
    });
  });
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
