// The visitor's plans kept with the account (x-assumed): the sessions they starred and the
// booths they want to visit. A platform without these calls answers 404 and the app keeps them
// on the device only. Only the screens that show these lists load this module.
import type { Transport, CallOptions } from '../client.js';
import type { components } from '../generated/schema.js';
import { vMyAgendaResponse } from '../generated/valibot/vMyAgendaResponse.js';
import { vMyVisitListResponse } from '../generated/valibot/vMyVisitListResponse.js';
import { vSaveMyAgendaResponse } from '../generated/valibot/vSaveMyAgendaResponse.js';
import { vSaveMyVisitListResponse } from '../generated/valibot/vSaveMyVisitListResponse.js';

export type MyAgenda = components['schemas']['MyAgenda'];
export type MyVisitList = components['schemas']['MyVisitList'];

export const calls = ({ client, call }: Transport) => ({
  /** The ids of the sessions the visitor starred. */
  agenda: (o?: CallOptions) => call((signal) => client.GET('/api/users/agenda', { signal }), vMyAgendaResponse, o),
  /** Replaces the starred sessions; answers what the platform kept. */
  saveAgenda: (body: MyAgenda, o?: CallOptions) => call((signal) => client.PUT('/api/users/agenda', { body, signal }), vSaveMyAgendaResponse, o),
  /** The booths to visit, each with its visited tick. */
  visitList: (o?: CallOptions) => call((signal) => client.GET('/api/users/visit-list', { signal }), vMyVisitListResponse, o),
  /** Replaces the list of booths to visit; answers what the platform kept. */
  saveVisitList: (body: MyVisitList, o?: CallOptions) => call((signal) => client.PUT('/api/users/visit-list', { body, signal }), vSaveMyVisitListResponse, o),
});
