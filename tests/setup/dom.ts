import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { storage } from '../../src/adapters/storage';
import { showLanguage } from '../../src/copy/switchLanguage';

afterEach(() => cleanup());

// Screens are lazy chunks, and `npm test` runs the browser tests and the checks beside these on
// two cores: a screen's first lazy load (a cold transform) has taken over 5 s under that load.
// A wait that passes ends as soon as the screen is there, so the long limit costs a passing run
// nothing; only a real failure takes the whole 10 s to report.
configure({ asyncUtilTimeout: 10_000 });

// jsdom's browser prefers en-US; the app's visitors (and the e2e contexts, locale id-ID) prefer
// Indonesian, for whom the app offers no switch. Tests of the offer pass their own list.
Object.defineProperty(window.navigator, 'languages', { value: ['id-ID', 'id'], configurable: true });

// The component project shares one jsdom and one module graph across its files (vitest.config.ts,
// isolate: false): each file leaves the page as it found it, for the next file's queries.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  await storage.clearAll();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await showLanguage('id');
});
