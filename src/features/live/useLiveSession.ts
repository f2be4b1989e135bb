// Runs the liveSession statechart for the live page: the timing comes from the session the page
// already loaded (relative countdown → deadlines on this device's clock), the ticker sends the
// time once a second and whenever the tab becomes visible again, and "survey answered" is
// remembered per session on the device (src/adapters/storage.ts; logout clears it).
import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import {
  liveSessionMachine,
  selectIsSurveyOpen,
  selectLiveSessionPhase,
  selectSecondsToStart,
  timingFromSession,
  type LiveSessionEvent,
  type LiveSessionTiming,
} from '../../../machines/liveSession';
import { TICK_MS } from '../../../machines';
import { storage } from '../../adapters/storage';
import { surveyAnsweredKey } from './surveyAnswers';

export { surveyAnsweredKey };

export interface SessionTimes {
  is_started_countdown: number;
  starts_at?: string;
  ends_at?: string;
}

/** The real ports of the machine; tests and stories pass their own clock. */
export function liveSessionPorts(session: SessionTimes, now: () => number = Date.now) {
  return {
    actors: {
      loadTiming: fromPromise<LiveSessionTiming, { sessionId: number }>(async ({ input }) => {
        const answered = (await storage.get(surveyAnsweredKey(input.sessionId)).catch(() => null)) === '1';
        return timingFromSession(session, now(), answered);
      }),
      ticker: fromCallback<LiveSessionEvent>(({ sendBack }) => {
        const tick = () => sendBack({ type: 'clock.tick', now: now() });
        const timer = setInterval(tick, TICK_MS);
        const onVisible = () => { if (document.visibilityState === 'visible') tick(); };
        document.addEventListener('visibilitychange', onVisible);
        window.addEventListener('focus', tick);
        return () => {
          clearInterval(timer);
          document.removeEventListener('visibilitychange', onVisible);
          window.removeEventListener('focus', tick);
        };
      }),
    },
    actions: {
      rememberAnswered: ({ context }: { context: { sessionId: number } }) => {
        void storage.set(surveyAnsweredKey(context.sessionId), '1').catch(() => {});
      },
    },
  };
}

export function useLiveSession(sessionId: number, session: SessionTimes) {
  // The session is the one the page loaded when this component mounted (it remounts per load).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const machine = useMemo(() => liveSessionMachine.provide(liveSessionPorts(session)), []);
  const [snapshot, send] = useMachine(machine, { input: { sessionId } });
  return {
    phase: selectLiveSessionPhase(snapshot),
    secondsToStart: selectSecondsToStart(snapshot),
    surveyOpen: selectIsSurveyOpen(snapshot),
    send,
  };
}
