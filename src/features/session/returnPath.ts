// Sign-in returns to the page it was opened from: the shell remembers the last page shown
// before /login (or /register), and the login screen goes there once signed in. Links to
// /login stay plain. A page of this app that loaded /login (the boot screen's 'Masuk', tapped
// before the app had taken over: a booth's stamp waits on that page) is the one the browser
// names as the referrer; opening /login first returns home.
import { createContext, useContext, useEffect, useRef, type MutableRefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { HOME_PATH } from '../../lib/paths';
import { safeUrl } from '../../security/safeUrl';

const LOGIN_PATHS = ['/login', '/register'];

const LastPageContext = createContext<MutableRefObject<string | null> | null>(null);
export const LastPageProvider = LastPageContext.Provider;

/** In the shell: follows the pages shown, and hands the last one before a login page down. */
export function useLastPageBeforeLogin(): MutableRefObject<string | null> {
  const [location] = useLocation();
  const search = useSearch();
  const lastPage = useRef<string | null>(null);
  useEffect(() => {
    if (!LOGIN_PATHS.includes(location)) lastPage.current = `${location}${search ? `?${search}` : ''}`;
  }, [location, search]);
  return lastPage;
}

/**
 * On the login screen: where to go once signed in. A path that would leave the origin
 * (`//evil.example/x`, `/\evil.example/x`) goes home: `history.replaceState` throws on it.
 */
export function useReturnPath(): string {
  const lastPage = useContext(LastPageContext)?.current ?? referringPage();
  return lastPage && lastPage !== '/' && safeUrl(lastPage) === lastPage ? lastPage : HOME_PATH;
}

/** The page of this app that loaded this one (its path and query), unless a login page; null from elsewhere or from nowhere. */
function referringPage(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin && !LOGIN_PATHS.includes(from.pathname) ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
