// What /home reads on its first render (src/data/doorReads.ts).
import { eventRead, externalSessionsRead, homeUpcomingSessionsRead, roomsRead, upcomingSessionsRead } from '../../data/catalogue';
import type { Loader } from '../../data/doorReads';

/** The event, the next two sessions, the countdown's list (the screen waits for its state too) and the sessions elsewhere; a signed-in visitor's rooms below. */
export const loader: Loader = () => ({
  first: [eventRead(), homeUpcomingSessionsRead(), upcomingSessionsRead(), externalSessionsRead()],
  later: [roomsRead()],
});
