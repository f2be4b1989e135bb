// The SDK as the statecharts' `api` port sees it: the same client, except that reads the app's
// screens share go through the read store, so a statechart and a screen reading the same thing
// at the same time make one request (the countdown's upcoming sessions and the agenda's).
import type { PameranClient } from '@pameran/sdk';
import { upcomingSessionsRead } from './catalogue';
import type { ReadStore } from './reads';

export function portApiOf(api: PameranClient, reads: ReadStore): PameranClient {
  const unaborted = () => new AbortController().signal;
  return {
    ...api,
    events: { ...api.events, upcomingSessions: (_query, options) => reads.load(upcomingSessionsRead(), options?.signal ?? unaborted()) },
  };
}
