// The one decorator: every story renders inside the app's real providers — theme, the app as
// the page assembles it (src/app/assemble.ts) over fake ports and a platform that answers from
// the story, and a wouter memory location — configured from `parameters.pameran`. A story is therefore one
// state of a real screen, reached the way the app reaches it.
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { assembleApp } from '../../src/app/assemble';
import { AppProvider } from '../../src/app/root';
import { AppTheme } from '../../src/styles/AppTheme';
import { storyPlatform, type StoryApi } from './api';
import { createStoryPorts, type StoryPorts } from './ports';

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
    const ports = createStoryPorts(pameran.ports, (to) => location.navigate(to));
    const { actor, api } = assembleApp({ platform: storyPlatform(pameran.api), ports: () => ports });
    return { location, actor, api };
  });
  useEffect(() => () => stage.actor.stop(), [stage]);
  return (
    <AppTheme>
      <AppProvider actor={stage.actor} api={stage.api}>
        <Router hook={stage.location.hook} searchHook={stage.location.searchHook}>
          {children}
        </Router>
      </AppProvider>
    </AppTheme>
  );
}

export const withPameran: Decorator = (Story, context) => {
  const pameran = (context.parameters.pameran ?? {}) as PameranParameters;
  // Keyed by story and language: switching either starts a fresh root actor, storage and location.
  return (
    <PameranStage key={`${context.id}:${String(context.globals.language)}`} pameran={pameran}>
      <Story />
    </PameranStage>
  );
};
