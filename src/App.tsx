import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { PameranClient } from '@pameran/sdk';
import { AppTheme } from './styles/AppTheme';
import { AppProvider, type AppActorRef } from './app/root';
import { AppShell } from './shell/AppShell';
import { ScreenBoundary } from './shell/ScreenBoundary';
import { useLanguage } from './copy/switchLanguage';

export interface AppProps {
  /** The root actor (createAppActor over real or fake ports). */
  actor: AppActorRef;
  api: PameranClient;
  /** wouter location hook; the browser's by default, a memory one in tests and stories. */
  locationHook?: Parameters<typeof Router>[0]['hook'];
  /** wouter search hook, with a memory location's hook. */
  searchHook?: Parameters<typeof Router>[0]['searchHook'];
  /** What renders inside the app's providers: the shell, or a story's component. */
  children?: ReactNode;
}

/** Theme + root actor + router + shell. main.tsx passes the real root actor; tests and stories pass one over fakes. */
export function App({ actor, api, locationHook, searchHook, children = <AppShell /> }: AppProps) {
  // A language switch draws everything again in the new language (every text is read at render
  // time from the tables src/copy/switchLanguage.ts has rewritten); the statecharts keep their state.
  const language = useLanguage();
  return (
    <AppTheme>
      <AppProvider actor={actor} api={api}>
        <Router {...(locationHook ? { hook: locationHook } : {})} {...(searchHook ? { searchHook } : {})}>
          {/* Containment: a shell that throws (a selector, the header) offers a reload, never a blank page. */}
          <ScreenBoundary key={language} resetKey="shell">
            {children}
          </ScreenBoundary>
        </Router>
      </AppProvider>
    </AppTheme>
  );
}
