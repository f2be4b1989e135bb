// Where code_html may link and load images from, outside a browser page (src/security/sanitizeHtml.ts
// platformOrigins, read by the popup media screen too): only the platform's origin, as API_URL
// names it; no page origin where there is no window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { platformOrigins } from '../../src/security/sanitizeHtml';

const apiUrl = config.apiUrl;
afterEach(() => {
  config.apiUrl = apiUrl;
  vi.unstubAllGlobals();
});

describe('platformOrigins without a window', () => {
  it('is none when the platform is on the page’s own origin', () => {
    config.apiUrl = '';
    expect(platformOrigins()).toEqual([]);
  });

  it('is the platform’s origin, without its path', () => {
    config.apiUrl = 'https://api.pameran.example:8443/v1/';
    expect(platformOrigins()).toEqual(['https://api.pameran.example:8443']);
  });

  it('is none for a malformed API_URL', () => {
    config.apiUrl = 'bukan alamat';
    expect(platformOrigins()).toEqual([]);
  });

  it('adds no page origin for a window without an address (a worker-like global)', () => {
    vi.stubGlobal('window', {});
    config.apiUrl = 'https://api.pameran.example/';
    expect(platformOrigins()).toEqual(['https://api.pameran.example']);
  });
});
