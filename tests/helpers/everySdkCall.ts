// Every call a client offers, named as the completeness checks name them: `area.call` for the
// client's own areas and `calls/<module>.call` for each module of further calls
// (sdk/src/calls/<module>.ts, whose one export `calls` builds them on the client's transport).
import type { PameranClient, Transport } from '../../sdk/src/index';

type CallsModule = { calls: (transport: Transport) => Record<string, unknown> };

const callModules = import.meta.glob<CallsModule>('../../sdk/src/calls/*.ts', { eager: true });

export function everySdkCall(api: PameranClient): string[] {
  const own = Object.entries(api).flatMap(([area, calls]) => Object.keys(calls).map((name) => `${area}.${name}`));
  const further = Object.entries(callModules).flatMap(([file, module]) => {
    const moduleName = file.replace(/^.*\/calls\/(.+)\.ts$/, 'calls/$1');
    return Object.keys(api.extend(module.calls)).map((name) => `${moduleName}.${name}`);
  });
  return [...own, ...further];
}
