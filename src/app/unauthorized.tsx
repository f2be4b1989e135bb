import { createContext, useContext } from 'react';
import type { KeptAnswers } from '../../machines';

/**
 * A 401 ends the session in one place: the SDK's interceptor (src/app/assemble.ts, `endSession`).
 * What that interceptor cannot know is what a visitor typed into a form whose send is on its
 * way; the form holds it here, and the session's end hands it to auth, which keeps it for the
 * same visitor. The default holds nothing, so a screen renders in isolation (stories, tests).
 */
export interface AnswersHolder {
  /** Holds the form's answers (read when the session ends) until the returned release runs. */
  hold(answers: () => KeptAnswers): () => void;
}

export const AnswersHolderContext = createContext<AnswersHolder>({ hold: () => () => {} });

export function useAnswersHolder(): AnswersHolder {
  return useContext(AnswersHolderContext);
}
