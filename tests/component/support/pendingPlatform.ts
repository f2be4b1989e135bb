import type { PlatformOptions } from '../../../src/app/assemble';

/**
 * A platform that never answers (a request ends only when aborted): for tests about the shell
 * or a device, where screens' own reads never answer.
 */
export const pendingPlatform: PlatformOptions = {
  url: 'http://platform.test',
  fetch: (request) =>
    new Promise((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    }),
  timeoutMs: 2 ** 31 - 1,
};
