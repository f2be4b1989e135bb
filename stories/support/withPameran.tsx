// The one decorator: every story renders inside the app's real providers — theme, the root
// statechart built by createAppMachine over fake ports, the SDK over a fake fetch, and a
// wouter memory location — configured from `parameters.pameran`. A story is therefore one
// state of a real screen, reached the way the app reaches it.
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider, createAppActor } from '../../src/app/root';
import { AppTheme } from '../../src/styles/AppTheme';
import { createStoryApi, type StoryApi } from './api';
import { createStoryPorts, type StoryPorts } from './ports';

export interface PameranParameters {
  /** Who is signed in and what the statecharts' calls answer. */
  ports?: StoryPorts;
  /** What the screens' own SDK reads answer, keyed 'GET /api/…'. */
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
    return { location, actor: createAppActor(ports), api: createStoryApi(pameran.api) };
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
