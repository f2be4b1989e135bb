// The one decorator: every story renders inside the app itself (src/App.tsx: its theme,
// providers, error boundary and language switch) as the page assembles it (src/app/assemble.ts),
// over fake device ports and a platform that answers from the story, at a wouter memory
// location — configured from `parameters.pameran`. A story is therefore one state of a real
// screen, reached the way the app reaches it; the statecharts' calls reach the same platform
// table as the screens' reads, through the app's own SDK.
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/App';
import { assembleApp } from '../../src/app/assemble';
import { RETRY_DELAYS_MS } from '../../src/data/reads';
import { endpoints } from '../fixtures/api';
import { storyPlatform, type StoryApi } from './api';
import { createStoryPorts, platformAnswersOf, type CreatedStoryPorts, type StoryPorts } from './ports';

export interface PameranParameters {
  /** Who is signed in and what the statecharts' calls answer. */
  ports?: StoryPorts;
  /** What the platform answers the app's SDK (the screens' reads and writes), keyed 'GET /api/…'. */
  api?: StoryApi;
  /** The router's location, query included (e.g. '/popup-alert?title=…'). Default '/home'. */
  route?: string;
}

export const DEFAULT_ROUTE = '/home';

function PameranStage({ pameran, children }: { pameran: PameranParameters; children: ReactNode }) {
  // Built once per story: re-renders (controls, HMR of the story) keep the same actor.
  const [stage] = useState(() => {
    const location = memoryLocation({ path: pameran.route ?? DEFAULT_ROUTE, record: true });
    // The statecharts navigate through the port (logout → /home); the story's router follows.
    let ports: CreatedStoryPorts | undefined;
    const { actor, api } = assembleApp({
      // One table answers the screens and the statecharts. The countdown runs on every screen: a
      // story that names no session list has none.
      platform: storyPlatform({
        [endpoints.upcomingSessions]: [],
        ...pameran.api,
        ...platformAnswersOf(pameran.ports, () => ports?.stored ?? { token: null, user: null }),
      }),
      ports: (platformApi) => (ports = createStoryPorts(pameran.ports, (to) => location.navigate(to), platformApi)),
      // A story is where the visitor ends up: a read that fails for a passing reason (a 503, no
      // network) is tried as often as in the app, without the pauses between its tries (a
      // second or more each, which the read store's own tests hold: tests/unit/reads.test.ts).
      reads: { retryDelays: RETRY_DELAYS_MS.map(() => 0) },
    });
    return { location, actor, api };
  });
  useEffect(() => () => stage.actor.stop(), [stage]);
  return (
    <App actor={stage.actor} api={stage.api} locationHook={stage.location.hook} searchHook={stage.location.searchHook}>
      {children}
    </App>
  );
}

export const withPameran: Decorator = (Story, context) => {
  const pameran = (context.parameters.pameran ?? {}) as PameranParameters;
  // Keyed by story: another story starts a fresh root actor, storage and location; a language
  // switch keeps them, as the app does.
  return (
    <PameranStage key={context.id} pameran={pameran}>
      <Story />
    </PameranStage>
  );
};
