import { createContext, useContext } from 'react';

/**
 * How a screen's own read reports a 401: the app provider sends `session.unauthorized` to the
 * root actor. The default does nothing, so a screen renders in isolation (stories, tests).
 */
export const UnauthorizedContext = createContext<() => void>(() => {});

export function useReportUnauthorized(): () => void {
  return useContext(UnauthorizedContext);
}
