import { createContext, useContext } from 'react';
import type { KeptAnswers } from '../../machines';

/**
 * How a screen's own read reports a 401: the app provider sends `session.unauthorized` to the
 * root actor. The default does nothing, so a screen renders in isolation (stories, tests).
 */
export const UnauthorizedContext = createContext<(answers?: KeptAnswers) => void>(() => {});

/** The reporter may hand over a form's typed answers: auth keeps them for the same visitor. */
export function useReportUnauthorized(): (answers?: KeptAnswers) => void {
  return useContext(UnauthorizedContext);
}
