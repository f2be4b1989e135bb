import type { PameranClient } from '@pameran/sdk';

/** An SDK whose every call stays pending: for tests about the shell or a device, where screens' own reads never answer. */
export const pendingApi = new Proxy({} as PameranClient, { get: () => new Proxy({}, { get: () => () => new Promise(() => {}) }) });
