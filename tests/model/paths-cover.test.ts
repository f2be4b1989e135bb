// The model tests' paths walk every edge of each machine's graph (tests/model/support/graph.ts,
// pathsOf): an edge that is on no path is a transition no model test replays. And every
// statechart in machines/ has its model suite and is in this list: a new machine without them fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineModel, PathSets } from './support/graph';
import { appModel, appPaths } from './support/app';
import { authLoginModel, authLoginPaths, authModel, authPaths } from './support/auth';
import { cartModel, cartPaths } from './support/cart';
import { countdownModel, countdownPaths } from './support/countdown';
import { giftClaimModel, giftClaimPaths } from './support/giftClaim';
import { liveSessionModel, liveSessionPaths } from './support/liveSession';
import { prizeFeedModel, prizeFeedPaths } from './support/prizeFeed';

type Graph = { model: MachineModel<{ type: string }>; paths: PathSets<{ type: string }> };
const graphs = { app: [appModel, appPaths], auth: [authModel, authPaths], authLogin: [authLoginModel, authLoginPaths], cart: [cartModel, cartPaths], countdown: [countdownModel, countdownPaths], giftClaim: [giftClaimModel, giftClaimPaths], liveSession: [liveSessionModel, liveSessionPaths], prizeFeed: [prizeFeedModel, prizeFeedPaths] };

/** The edges (a state and an event that leads elsewhere) no path walks, as `state event`. */
function unwalkedEdges({ model, paths }: Graph): string[] {
  const serialize = (snapshot: AnyMachineSnapshot) => model.options.serializeState!(snapshot, undefined);
  const walked = new Set<string>();
  for (const path of [...paths.transitions, ...paths.shortest]) {
    for (let index = 1; index < path.steps.length; index += 1) walked.add(`${serialize(path.steps[index - 1]!.state)} ${JSON.stringify(path.steps[index]!.event)}`);
  }
  const adjacency = model.getAdjacencyMap() as unknown as Record<string, { transitions: Record<string, { event: { type: string }; state: AnyMachineSnapshot }> }>;
  const unwalked: string[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    for (const { event, state } of Object.values(transitions)) {
      const key = `${from} ${JSON.stringify(event)}`;
      if (serialize(state) !== from && !walked.has(key)) unwalked.push(key);
    }
  }
  return unwalked;
}

/** machines/<name>.ts files that make a statechart (`createMachine`), by name. */
function machineFiles(): string[] {
  const folder = new URL('../../machines/', import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && /\.createMachine\(/.test(readFileSync(new URL(file, folder), 'utf8')))
    .map((file) => file.slice(0, -'.ts'.length));
}

describe('every statechart is tested from its graph', () => {
  it('finds the statecharts', () => {
    expect(machineFiles().length).toBeGreaterThanOrEqual(7);
  });
  for (const name of machineFiles()) {
    it(`${name}: has a model suite (tests/model/${name}.model.test.ts) and its paths are checked here`, () => {
      expect(existsSync(new URL(`./${name}.model.test.ts`, import.meta.url))).toBe(true);
      expect(Object.keys(graphs)).toContain(name);
    });
  }
});

describe('the model paths', () => {
  for (const [name, [model, paths]] of Object.entries(graphs)) {
    it(`walk every edge of the ${name} graph`, () => {
      expect(unwalkedEdges({ model, paths } as unknown as Graph)).toEqual([]);
    });
  }
});
