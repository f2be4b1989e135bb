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
      const types = new Set(
        __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((descriptor: string) => fixtureTypesFor(descriptor, fixturesByType)),
      );
      return [...types].flatMap((type) => fixturesByType[type] ?? []);
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
  // A child statechart reports to its parent (`sendParent`): the walk gives it one that
  // listens to nothing, as the replays' own parents do not matter to the graph either.
  Object.assign(empty, { _parent: createEmptyActor() });
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

/**
 * The fixture types an event descriptor stands for: itself, or for a wildcard (`cart.*`, the
 * root's grouped forwarding) every fixture type with that prefix. The same event is walked once
 * even when an exact descriptor and a wildcard both name it.
 */
export function fixtureTypesFor(descriptor: string, fixtures: Readonly<Record<string, unknown>>): string[] {
  if (!descriptor.endsWith('.*')) return [descriptor];
  const prefix = descriptor.slice(0, -1);
  return Object.keys(fixtures).filter((type) => type.startsWith(prefix));
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
  /** The shortest way to each state the graph can reach, where no transition path already walks it. */
  shortest: Array<MachinePath<TEvent>>;
  /** Together, these walk every edge of the graph (every event from every state) at least once. */
  transitions: Array<MachinePath<TEvent>>;
}

/**
 * Past this many steps a walk starts a new path, so a failing path stays short enough to
 * read in its test name.
 */
const MAX_WALK_STEPS = 12;

/**
 * Transition coverage: every edge of the graph on some path, instead of every simple path
 * (which walks each edge dozens of times). Computed on first read and kept, so importing a
 * model costs nothing until a test asks for its paths.
 */
export function pathsOf<TEvent extends { type: string }>(model: MachineModel<TEvent>): PathSets<TEvent> {
  let sets: PathSets<TEvent> | undefined;
  const computed = () => (sets ??= coveringPaths(model));
  return {
    get shortest() {
      return computed().shortest;
    },
    get transitions() {
      return computed().transitions;
    },
  };
}

type Step<TEvent extends { type: string }> = MachinePath<TEvent>['steps'][number];

/**
 * Greedy edge cover: from each state in order of distance, while it has an edge no path has
 * walked yet, take the shortest path to it and keep walking unwalked edges from there.
 * An event the state ignores leads back to the same state: not an edge to walk (the
 * per-machine transition tests cover stray events).
 */
function coveringPaths<TEvent extends { type: string }>(model: MachineModel<TEvent>): PathSets<TEvent> {
  type Adjacency = Record<string, { transitions: Record<string, { event: TEvent & EventObject; state: AnyMachineSnapshot }> }>;
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency;
  const serialize = (snapshot: AnyMachineSnapshot) => model.options.serializeState!(snapshot, undefined);
  const edgeKey = (from: string, event: EventObject) => `${from} ${JSON.stringify(event)}`;
  const shortest = model.getShortestPaths();
  // Every state's shortest path, also those that lead on through another state: @xstate/graph
  // drops a path that is the start of a longer one by default, and the edges of the states on the
  // way were then walked only where a walk happened to pass.
  const toEveryState = model.getShortestPaths({ allowDuplicatePaths: true });
  const byDistance = [...toEveryState].sort((a, b) => a.steps.length - b.steps.length);

  const walked = new Set<string>();
  const walk = (steps: Array<Step<TEvent>>) => {
    for (let index = 1; index < steps.length; index += 1) {
      walked.add(edgeKey(serialize(steps[index - 1]!.state), steps[index]!.event));
    }
  };
  const nextUnwalked = (from: string) =>
    Object.values(adjacency[from]?.transitions ?? {}).find(
      ({ event, state }) => serialize(state) !== from && !walked.has(edgeKey(from, event)),
    );

  // The shortest paths lead to every state but the initial one, whose path is the start alone.
  const start = shortest.find((path) => path.steps.length > 0)!.steps.slice(0, 1);
  const routes = [start, ...byDistance.map((path) => path.steps)];

  const transitions: Array<MachinePath<TEvent>> = [];
  for (const route of routes) {
    const origin = serialize(route.at(-1)!.state);
    while (nextUnwalked(origin)) {
      const steps: Array<Step<TEvent>> = [...route];
      walk(steps);
      let at = origin;
      for (let edge = nextUnwalked(at); edge && steps.length <= route.length + MAX_WALK_STEPS; edge = nextUnwalked(at)) {
        walked.add(edgeKey(at, edge.event));
        steps.push({ event: edge.event, state: edge.state } as Step<TEvent>);
        at = serialize(edge.state);
      }
      transitions.push(asPath(model, steps));
    }
  }

  const eventsOf = (path: MachinePath<TEvent>) => path.steps.map((step) => JSON.stringify(step.event));
  const walkedPrefixes = new Set(
    transitions.flatMap((path) => {
      const events = eventsOf(path);
      return events.map((_, index) => events.slice(0, index + 1).join(' '));
    }),
  );
  return {
    shortest: shortest.filter((path) => !walkedPrefixes.has(eventsOf(path).join(' '))),
    transitions,
  };
}

function asPath<TEvent extends { type: string }>(model: MachineModel<TEvent>, steps: Array<Step<TEvent>>): MachinePath<TEvent> {
  const path = { state: steps.at(-1)!.state, steps, weight: steps.length - 1 };
  const test: MachinePath<TEvent>['test'] = (params) => model.testPath(path, params);
  return { ...path, description: '', test };
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

/**
 * The graph's edges, as `state event → state` (an event that changes nothing is not one), each
 * state named by `keyOf`. The paths are this graph: an edge the machine lost is simply not
 * walked, and no state's check sees it; so each machine's model test compares these with the
 * edges it writes out.
 */
export function edgesOf<TEvent extends { type: string }>(model: MachineModel<TEvent>, keyOf: (snapshot: AnyMachineSnapshot) => string = restingKeyOf): string[] {
  const serialize = (snapshot: AnyMachineSnapshot) => model.options.serializeState!(snapshot, undefined);
  const adjacency = model.getAdjacencyMap() as unknown as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: { type: string }; state: AnyMachineSnapshot }> }>;
  const edges = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const next of Object.values(transitions)) {
      if (serialize(next.state) !== serialize(state)) edges.add(`${keyOf(state)} ${next.event.type} → ${keyOf(next.state)}`);
    }
  }
  return [...edges].sort();
}
