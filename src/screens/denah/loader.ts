// What /denah reads on its first render (src/data/doorReads.ts).
import { eventRead, floorplanRead } from '../../data/catalogue';
import type { Loader } from '../../data/doorReads';

/** The plan; the event's exhibitors name the booths below it once the plan is up. */
export const loader: Loader = () => ({ first: [floorplanRead()], later: [eventRead()] });
