// What the service worker keeps of the platform's answers, derived from the read catalogue
// (./catalogue.ts): the answers of entries kept for offline use that can go out without a
// bearer token, as patterns over a URL's path. build.mjs hands them to scripts/post-build.mjs,
// which makes sw.js's rules of them; a personal answer (sent with a bearer token) never matches
// (it is the visitor's store's, src/adapters/visitorCopy.ts).
import { pathPattern, READS, type Offline } from './catalogue';

const patternsOf = (offline: Offline) => [...new Set(READS.filter((entry) => entry.auth !== 'bearer' && entry.offline === offline).map((entry) => pathPattern(entry.operation)))];

export const SERVICE_WORKER_READS = {
  /** Kept, shown at once and refreshed behind it (stale-while-revalidate). */
  kept: patternsOf('kept'),
  /** Kept, but the network answers first: the session lists, whose countdowns a kept copy has counted down by its age. */
  networkFirst: patternsOf('network-first'),
};

export type ServiceWorkerReads = typeof SERVICE_WORKER_READS;
