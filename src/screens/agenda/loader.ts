// What /agenda reads on its first render (src/data/doorReads.ts).
import { externalSessionsRead, floorplanRead, upcomingSessionsRead } from '../../data/catalogue';
import type { Loader } from '../../data/doorReads';

/** Every session still to come (the countdown's list too) and the sessions on other platforms; the plan for the walk to a starred session's room, once the agenda is up. */
export const loader: Loader = () => ({ first: [upcomingSessionsRead(), externalSessionsRead()], later: [floorplanRead()] });
