#!/usr/bin/env node
// Developer view of the statecharts, generated from the machines themselves.
//   npm run statecharts              print states, events, transitions and path counts per
//                                    machine, and write docs/statecharts.md (Mermaid diagrams)
//   npm run statecharts -- --check   exit 1 when docs/statecharts.md is stale
// Node 20 cannot import .ts, so the machines and their test models are bundled with esbuild
// in memory and imported from a data: URL.
import * as esbuild from 'esbuild';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docPath = path.join(root, 'docs', 'statecharts.md');
const check = process.argv.includes('--check');

/** Each machine with the test model that generates its paths (tests/model/support). */
const entry = `
export { acceptedEventTypes, toDirectedGraph } from './tests/model/support/graph.ts';
import { appMachine } from './machines/app.ts';
import { authMachine } from './machines/auth.ts';
import { cartMachine } from './machines/cart.ts';
import { countdownMachine } from './machines/countdown.ts';
import { giftClaimMachine } from './machines/giftClaim.ts';
import { prizeFeedMachine } from './machines/prizeFeed.ts';
import { liveSessionMachine } from './machines/liveSession.ts';
import { appPaths } from './tests/model/support/app.ts';
import { authPaths } from './tests/model/support/auth.ts';
import { cartPaths } from './tests/model/support/cart.ts';
import { countdownPaths } from './tests/model/support/countdown.ts';
import { giftClaimPaths } from './tests/model/support/giftClaim.ts';
import { prizeFeedPaths } from './tests/model/support/prizeFeed.ts';
import { liveSessionPaths } from './tests/model/support/liveSession.ts';
export const machines = [
  { name: 'app', machine: appMachine, paths: appPaths },
  { name: 'auth', machine: authMachine, paths: authPaths },
  { name: 'prizeFeed', machine: prizeFeedMachine, paths: prizeFeedPaths },
  { name: 'countdown', machine: countdownMachine, paths: countdownPaths },
  { name: 'giftClaim', machine: giftClaimMachine, paths: giftClaimPaths },
  { name: 'cart', machine: cartMachine, paths: cartPaths },
  { name: 'liveSession', machine: liveSessionMachine, paths: liveSessionPaths },
];
`;

async function loadMachines() {
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'statecharts-entry.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Every state node under the root, depth first. */
function descendants(node) {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Mermaid ids must be unique per diagram: `anonymous.idle` becomes `anonymous_idle`. */
const mermaidId = (node) => (node.path.length ? node.path.join('_') : '[*]');

function eventLabel(eventType) {
  if (eventType === '') return 'always';
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (settled) return `${settled[1]} ${settled[2]}`;
  const timer = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (timer) return `after ${timer[1]}`;
  return eventType;
}

function guardLabel(guard) {
  if (!guard) return '';
  const name = typeof guard === 'string' ? guard : guard.type ?? 'guard';
  return ` (${name})`;
}

/** Transitions that change state, as [source, target, label]; action-only ones are left out. */
function edgesOf(node) {
  const edges = [];
  const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
  for (const transition of transitions) {
    for (const target of transition.target ?? []) {
      edges.push([node, target, `${eventLabel(transition.eventType)}${guardLabel(transition.guard)}`]);
    }
  }
  return edges;
}

function mermaid(machine) {
  const lines = ['stateDiagram-v2'];
  const declare = (node, indent) => {
    const pad = '  '.repeat(indent);
    const children = Object.values(node.states);
    if (node.path.length) {
      if (children.length) lines.push(`${pad}state "${node.key}" as ${mermaidId(node)} {`);
      else lines.push(`${pad}state "${node.key}" as ${mermaidId(node)}`);
    }
    if (children.length && node.initial?.target?.[0]) {
      lines.push(`${pad}${node.path.length ? '  ' : ''}[*] --> ${mermaidId(node.initial.target[0])}`);
    }
    for (const child of children) declare(child, indent + (node.path.length ? 1 : 0));
    if (node.type === 'final') lines.push(`${pad}${mermaidId(node)} --> [*]`);
    if (node.path.length && children.length) lines.push(`${pad}}`);
  };
  declare(machine.root, 1);
  const rootEdges = edgesOf(machine.root);
  if (rootEdges.length) lines.push('  state "(any state)" as any_state');
  for (const [source, target, label] of [...rootEdges, ...descendants(machine.root).flatMap(edgesOf)]) {
    const from = source === machine.root ? 'any_state' : mermaidId(source);
    lines.push(`  ${from} --> ${mermaidId(target)} : ${label}`);
  }
  return lines.join('\n');
}

function describe({ name, machine, paths }, graph) {
  const states = descendants(machine.root).map((node) => node.path.join('.'));
  const events = graph.acceptedEventTypes(machine);
  const countEdges = (directed) => directed.edges.length + directed.children.reduce((sum, child) => sum + countEdges(child), 0);
  return {
    name,
    states,
    events,
    transitions: countEdges(graph.toDirectedGraph(machine)),
    shortestPaths: paths.shortest.length,
    transitionPaths: paths.transitions.length,
    diagram: mermaid(machine),
  };
}

function renderDoc(summaries) {
  const sections = summaries.map((summary) =>
    [
      `## ${summary.name}`,
      '',
      `${summary.states.length} states, ${summary.events.length} events, ${summary.transitions} transitions; ` +
        `${summary.transitionPaths} transition-covering and ${summary.shortestPaths} further shortest paths replayed by ` +
        `\`tests/model/${summary.name}.model.test.ts\`.`,
      '',
      `States: ${summary.states.map((state) => `\`${state}\``).join(', ')}`,
      '',
      `Events: ${summary.events.map((event) => `\`${event}\``).join(', ')}`,
      '',
      '```mermaid',
      summary.diagram,
      '```',
      '',
    ].join('\n'),
  );
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run statecharts` from machines/*.ts. Do not edit by hand:',
    '     tests/unit/statecharts-doc.test.ts fails when this file is stale. -->',
    '',
    'Each diagram is drawn from the machine definition itself. Transitions that only run actions',
    '(forwarding an event, updating context) are not drawn; the event list names them all.',
    '`(any state)` stands for a transition defined on the machine root. Path counts come from the',
    'model-based tests (`tests/model/support`), which replay every one of them.',
    '',
    ...sections,
  ].join('\n');
}

const graph = await loadMachines();

// A machine added to machines/ but not to the list above would silently miss its diagram.
const machineFiles = (await readdir(path.join(root, 'machines')))
  .filter((file) => file.endsWith('.ts'));
const definedIn = [];
for (const file of machineFiles) {
  if ((await readFile(path.join(root, 'machines', file), 'utf8')).includes('.createMachine(')) definedIn.push(file.replace(/\.ts$/, ''));
}
const missing = definedIn.filter((name) => !graph.machines.some((entry) => entry.name === name));
if (missing.length) {
  console.error(`scripts/statecharts.mjs does not list these machines yet: ${missing.join(', ')}`);
  process.exit(1);
}
const summaries = graph.machines.map((entry) => describe(entry, graph));
const doc = renderDoc(summaries);

if (check) {
  const current = await readFile(docPath, 'utf8').catch(() => '');
  if (current !== doc) {
    console.error('docs/statecharts.md is stale: run `npm run statecharts` and commit the result.');
    process.exit(1);
  }
  console.log('docs/statecharts.md is up to date.');
} else {
  for (const summary of summaries) {
    console.log(`${summary.name}`);
    console.log(`  states (${summary.states.length}): ${summary.states.join(', ')}`);
    console.log(`  events (${summary.events.length}): ${summary.events.join(', ')}`);
    console.log(`  transitions: ${summary.transitions}`);
    console.log(`  paths: ${summary.transitionPaths} transition-covering, ${summary.shortestPaths} further shortest`);
  }
  await writeFile(docPath, doc);
  console.log(`wrote ${path.relative(root, docPath)}`);
}
