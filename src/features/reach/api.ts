// The platform's calls for reaching an exhibitor (all x-assumed: SPEC's platform answers 404 to
// every one), from the SDK's module of further calls, and the reads of the visitor's own
// requests through the app's read store.
import { ApiError, type PameranClient } from '@pameran/sdk';
import { calls as reachCalls } from '@pameran/sdk/calls/reach';
import { isConnectionFailure } from '../../../machines';
import type { Read } from '../../data/catalogue';
import { useApi } from '../../data/api';

export type ReachCalls = ReturnType<typeof reachCalls>;

/** The reach calls on this client (made once per client). */
export const reachOf = (api: PameranClient): ReachCalls => api.extend(reachCalls);

export function useReach(): ReachCalls {
  return reachOf(useApi());
}

/** The organiser's platform has not these calls: SPEC's platform answers 404 to all of them. */
export const isNotEnabled = (error: unknown): boolean => error instanceof ApiError && error.code === 'http' && error.status === 404;

/** No answer came (offline, a timeout): what is sent waits on the device. */
export const isOffline = (error: unknown): boolean => isConnectionFailure(error);

type Inquiries = Awaited<ReturnType<ReachCalls['myInquiries']>>;
type Contacts = Awaited<ReturnType<ReachCalls['myContacts']>>;
type Meetings = Awaited<ReturnType<ReachCalls['myMeetings']>>;
type Slots = Awaited<ReturnType<ReachCalls['slots']>>;

/** Read again after a session starts or ends (another visitor's are never shown). */
const personal = ['session'] as const;

export const inquiriesRead = (): Read<Inquiries> => ({ key: ['reach.inquiries'], load: (api, signal) => reachOf(api).myInquiries({ signal }), staleAfter: personal });
export const contactsRead = (): Read<Contacts> => ({ key: ['reach.contacts'], load: (api, signal) => reachOf(api).myContacts({ signal }), staleAfter: personal });
export const meetingsRead = (): Read<Meetings> => ({ key: ['reach.meetings'], load: (api, signal) => reachOf(api).myMeetings({ signal }), staleAfter: personal });
export const slotsRead = (exhibitorId: number): Read<Slots> => ({ key: ['reach.slots', exhibitorId], load: (api, signal) => reachOf(api).slots(exhibitorId, { signal }), staleAfter: [] });
