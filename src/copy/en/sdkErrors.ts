import type { English } from '../translation';
import type { MESSAGES as indonesian } from '@pameran/sdk';

/** The SDK's error texts (sdk/src/errors.ts `MESSAGES`). */
export const MESSAGES: English<typeof indonesian> = {
  network: 'Cannot connect to the server. Check your internet connection and try again.',
  timeout: 'The server took too long to respond. Please try again.',
  aborted: 'The request was cancelled.',
  invalidResponse: 'The server response could not be read. Please try again later.',
  unauthorized: 'Your session has expired. Please sign in again.',
  notFound: 'Data not found.',
  server: (status: number) => `The server ran into a problem (${status}). Please try again later.`,
  failed: (status: number) => `The request failed (${status}).`,
};
