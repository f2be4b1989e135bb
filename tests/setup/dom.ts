import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom's browser prefers en-US; the app's visitors (and the e2e contexts, locale id-ID) prefer
// Indonesian, for whom the app offers no switch (issue 33). Tests of the offer pass their own list.
Object.defineProperty(window.navigator, 'languages', { value: ['id-ID', 'id'], configurable: true });
