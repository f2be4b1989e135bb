import { memo, Suspense, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { copy } from '../copy';
import { media } from '../theme';
import { LoadingState } from '../components/Spinner';
import { NotFoundScreen, routes } from '../routes';
import { HOME_PATH } from '../lib/paths';
import { LastPageProvider, useLastPageBeforeLogin } from '../features/session/returnPath';
import { ScreenBoundary } from './ScreenBoundary';
import { ShellHeader, type ShellHeaderProps } from './ShellHeader';

// The bottom padding leaves room for the phone's bottom navigation and the safe-area inset.
const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  padding-bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + ${({ theme }) => theme.space[5]}px + env(safe-area-inset-bottom));
  &:focus { outline: none; }
  ${media.wide} { padding: ${({ theme }) => theme.space[5]}px; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 8px; top: 8px; z-index: 100; padding: 8px 12px; background: #fff; }
`;

export interface ShellProps extends ShellHeaderProps {
  /** Before the header: the banners (the late ones float in src/components/FloatingBanners; the session notice takes its place here). */
  banner?: ReactNode;
  /** Over everything: the prize dialog the shell opens on `prizes.received`. */
  overlay?: ReactNode;
  /** In place of the routed screen: index.html's boot screen, rendered at build time (src/boot/prerender.tsx). */
  screen?: ReactNode;
}

/** The one app container: header, the routed screen (each loaded on demand), overlays. */
export function Shell({ visitor, cartQuantity, prizes, organiser, banner, overlay, screen }: ShellProps) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstLocation = useRef(location);

  // After a navigation, move focus to the new screen so keyboard and screen-reader users start there.
  useEffect(() => {
    if (location !== firstLocation.current) mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <>
      <SkipLink href="#main">{copy.shell.skipToContent}</SkipLink>
      {banner}
      <ShellHeader visitor={visitor} cartQuantity={cartQuantity} prizes={prizes} organiser={organiser} />
      <Main id="main" ref={mainRef} tabIndex={-1}>
        {screen ?? <RoutedScreen />}
      </Main>
      {overlay}
    </>
  );
}

/**
 * The screen at the address. Without props and memoised: what the shell shows around it (the
 * header's badges, the banners) changes without rendering the screen again; the screen follows
 * the address and the statecharts through its own hooks.
 */
const RoutedScreen = memo(function RoutedScreen() {
  const [location] = useLocation();
  const lastPageBeforeLogin = useLastPageBeforeLogin();
  return (
    <ScreenBoundary resetKey={location}>
      <LastPageProvider value={lastPageBeforeLogin}>
        <Suspense fallback={<LoadingState label={copy.shell.loadingScreen} />}>
          <Switch>
            <Route path="/">
              <Redirect to={HOME_PATH} replace />
            </Route>
            {routes.map(({ path, screen: Screen }) => (
              <Route key={path} path={path}>
                <Screen />
              </Route>
            ))}
            <Route>
              <NotFoundScreen />
            </Route>
          </Switch>
        </Suspense>
      </LastPageProvider>
    </ScreenBoundary>
  );
});
