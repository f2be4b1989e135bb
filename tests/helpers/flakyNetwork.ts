// A demo visitor's SDK on a network the test controls: up, down (no answer), or one that loses
// the platform's answer after the platform did the work (a resend must then change nothing).
import { createPameranClient } from '@pameran/sdk';
import { loginToken, type Platform } from './platform';

export type NetworkMode = 'up' | 'down' | 'loses-answers';

export async function visitorOnFlakyNetwork(platform: Platform, code = 'BUDI2026') {
  const token = await loginToken(platform, code);
  const network = { mode: 'up' as NetworkMode };
  const api = createPameranClient({
    baseUrl: platform.url,
    getToken: () => token,
    fetch: async (request) => {
      if (network.mode === 'down') throw new TypeError('Failed to fetch');
      const response = await fetch(request);
      // The platform did the work; the answer never reached the device.
      if (network.mode === 'loses-answers') throw new TypeError('Failed to fetch');
      return response;
    },
  });
  return { token, api, network };
}
