// Entry: builds the real ports and renders the app into #root, replacing index.html's
// static skeleton. Everything here is in the first route's JS: keep it small.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { appApi, appTokens } from './adapters/api';
import { getDeviceToken } from './adapters/deviceToken';
import { isNativePlatform } from './adapters/platform';
import { createPorts } from './adapters/ports';
import { createRealtimePrizes } from './adapters/realtime';
import { createSessionPort } from './adapters/session';
import { storage } from './adapters/storage';
import { registerServiceWorker } from './pwa';
import { App } from './App';

const ports = createPorts({
  api: appApi,
  tokens: appTokens,
  session: createSessionPort(storage, appTokens),
  prizes: createRealtimePrizes(),
  navigate: (path) => navigate(path),
  deviceToken: getDeviceToken,
});

const container = document.getElementById('root');
if (container) {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App ports={ports} api={appApi} />
    </StrictMode>,
  );
  registerServiceWorker();
  // Native shell only: back button and deep links (@capacitor/app, loaded on demand).
  if (isNativePlatform()) {
    import('./adapters/nativeApp')
      .then(({ startNativeApp }) =>
        startNativeApp({ navigate: (path, options) => navigate(path, options), currentPath: () => window.location.pathname, back: () => window.history.back() }),
      )
      .catch((error: unknown) => console.warn('[native] back button and deep links unavailable:', error));
  }
}
