// What a live session's page reads on its first render (src/data/doorReads.ts).
import { externalSessionsRead, sessionStreamRead, surveyRead } from '../../data/catalogue';
import type { Loader } from '../../data/doorReads';
import { liveSessionIdOf } from '../../lib/livePath';

/**
 * A signed-in visitor's stream and survey of the session the path names, asked for ahead and not
 * waited for (the stage has its own loading state); a visitor not signed in finds the session in
 * the countdown's list (a start read) or among the sessions elsewhere.
 */
export const loader: Loader = ({ pathname }) => {
  const id = liveSessionIdOf(pathname);
  return { first: [], prefetched: id === null ? [] : [sessionStreamRead(id), surveyRead(id)], later: [externalSessionsRead()] };
};
