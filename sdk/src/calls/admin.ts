// The organisers' calls of the admin area (assumed; open on the local platform): who the visitors
// are, the prizes to offer them, the stamp card's sheet and completions. Only the admin screens
// load this module: a visitor's first route never carries them.
import type { Transport, CallOptions } from '../client.js';
import type { Prize } from '../types.js';
import { vAdminPrizesResponse } from '../generated/valibot/vAdminPrizesResponse.js';
import { vAdminPushBrochureResponse } from '../generated/valibot/vAdminPushBrochureResponse.js';
import { vAdminStampCompletionsResponse } from '../generated/valibot/vAdminStampCompletionsResponse.js';
import { vAdminStampSheetResponse } from '../generated/valibot/vAdminStampSheetResponse.js';
import { vAdminStampTargetResponse } from '../generated/valibot/vAdminStampTargetResponse.js';
import { vAdminVisitorsResponse } from '../generated/valibot/vAdminVisitorsResponse.js';

export const calls = ({ client, call }: Transport) => ({
  visitors: (o?: CallOptions) => call((signal) => client.GET('/api/admin/visitors', { signal }), vAdminVisitorsResponse, o),
  prizes: (o?: CallOptions) => call((signal) => client.GET('/api/admin/prizes', { signal }), vAdminPrizesResponse, o),
  /** `keepOffered`: the visitor's earlier offers stay beside these (x-assumed `keep=offered`); without it the list replaces them. */
  pushBrochure: (userId: number, prizes: Prize[], o?: CallOptions & { keepOffered?: boolean }) =>
    call((signal) => client.POST('/api/admin/brochure/{userId}', {
      params: { path: { userId }, ...(o?.keepOffered ? { query: { keep: 'offered' as const } } : {}) },
      body: prizes,
      signal,
    }), vAdminPushBrochureResponse, o),
  /** The booth stamp card's printable sheet: every booth's secret and short code (assumed). */
  stampSheet: (o?: CallOptions) => call((signal) => client.GET('/api/admin/stamps/sheet', { signal }), vAdminStampSheetResponse, o),
  stampCompletions: (o?: CallOptions) => call((signal) => client.GET('/api/admin/stamps/completions', { signal }), vAdminStampCompletionsResponse, o),
  setStampTarget: (target: number, o?: CallOptions) =>
    call((signal) => client.POST('/api/admin/stamps/target', { body: { target }, signal }), vAdminStampTargetResponse, o),
});
