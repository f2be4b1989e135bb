// What each kind of broken answer (server/misbehave.mjs) must do to each SDK call, decided from
// the shape of the call's good answer alone — never from the SDK under test. Shared by the
// SDK-level corpus (tests/unit/sdk-malformed.test.ts) and the e2e (tests/e2e/malformed.test.ts).
import { MESSAGES } from '../../sdk/src/index';
import { MISBEHAVIOURS, type Misbehaviour } from '../../server/misbehave.mjs';

export const KINDS = Object.keys(MISBEHAVIOURS) as Misbehaviour[];

/** What the good answer of a call holds, which decides what each kind of breakage does to it. */
export interface Shape {
  /** Its data is a list (otherwise one object). */
  list: boolean;
  /** Somewhere in data is a list whose entries the contract types (a null entry is left out). */
  typedLists: boolean;
  /** Somewhere in data an object holds a list field (a null list reads as absent). */
  listFields: boolean;
  /** Somewhere in data an object has a `name` (a null name reads as absent). */
  names: boolean;
  /**
   * Its data is one object whose first field is one the app cannot work without (SPEC §3/§7:
   * a user's id, a token's access_token, the id of an exhibitor, product or order), so losing
   * it refuses the answer; a list's entries that lose their id are only left out.
   */
  keyFirst: boolean;
  /** SPEC §8: the claim succeeds on any 2xx, whatever its body. */
  anyBody: boolean;
  /** Its data object requires list fields (a floor plan's halls and booths): a null list refuses it. */
  requiredLists: boolean;
}

const shape = (list: boolean, typedLists: boolean, listFields: boolean, names: boolean, keyFirst = false, anyBody = false, requiredLists = false): Shape =>
  ({ list, typedLists, listFields, names, keyFirst, anyBody, requiredLists });

/** Every call of the client, "area.function", with the shape of its good answer. */
export const CALL_SHAPES = {
  'auth.invitation': shape(false, false, false, false, true),
  'auth.register': shape(false, false, false, false, true),
  // The revoke answer is ours entirely; its one field, `revoked`, is required.
  'auth.logout': shape(false, false, false, false, true),
  // The answer to "Kirim kode saya" is ours entirely; its one field, `accepted`, is required.
  'calls/account.sendCode': shape(false, false, false, false, true),
  // One required field, the credential itself.
  'auth.realtimeToken': shape(false, false, false, false, true),
  // User.session is `items: {}` in the contract (entries of any kind), so a null entry passes.
  'users.me': shape(false, false, true, true, true),
  'users.update': shape(false, false, true, true, true),
  'events.event': shape(false, true, true, true),
  'events.exhibitor': shape(false, true, true, true, true),
  'events.exhibitorByCode': shape(false, true, true, true, true),
  'events.exhibitorProduct': shape(false, true, true, true, true),
  'events.merchandise': shape(true, true, false, true),
  'events.rooms': shape(true, true, true, true),
  // A session carries `product_ids` (the products its exhibitor demonstrates, x-assumed): a
  // typed list inside each session, in the stream's `session` too.
  'events.sessionStream': shape(false, true, true, false),
  'events.upcomingSessions': shape(true, true, true, false),
  'events.homeUpcomingSessions': shape(true, true, true, false),
  'events.ongoingExternalSessions': shape(true, true, false, false),
  'calls/survey.survey': shape(false, true, true, false),
  // A floor plan cannot be drawn without its halls and booths (both required lists, halls first).
  'events.floorplan': shape(false, true, true, true, true, false, true),
  // A page of exhibitors is nothing without its items (a required list, first in the answer).
  'events.exhibitorPage': shape(false, true, true, true, true, false, true),
  'calls/survey.answerSurvey': shape(false, false, false, false),
  'commerce.addToCart': shape(true, true, true, true),
  'commerce.carts': shape(true, true, true, true),
  'commerce.removeCartItem': shape(true, true, true, true),
  'commerce.placeOrder': shape(false, true, true, true, true),
  'commerce.orders': shape(true, true, true, true),
  'commerce.claimGift': shape(false, false, false, true, false, true),
  // "Hadiah saya": a list of claimed prizes; an entry is nothing without its id.
  'users.claimedGifts': shape(true, true, false, true),
  'calls/admin.visitors': shape(true, true, false, true),
  'calls/admin.prizes': shape(true, true, false, true),
  'calls/admin.pushBrochure': shape(true, true, false, true),
  // The stamp card cannot be shown without its target (first) and its list of stamps (required);
  // its entries name the exhibitor as exhibitor_name, so no `name` field.
  'calls/stamps.card': shape(false, true, true, false, true, false, true),
  'calls/stamps.addStamp': shape(false, true, true, false, true, false, true),
  // The printable sheet: a list of booths; an entry without its booth code is left out.
  'calls/admin.stampSheet': shape(true, true, false, false),
  // Target first (required), then the required list of visitors, who have names.
  'calls/admin.stampCompletions': shape(false, true, true, true, true, false, true),
  'calls/admin.setStampTarget': shape(false, false, false, false, true),
  // The booth staff's rotating code: its booth (first, required), the code and when it changes.
  'calls/stamps.boothStaffCode': shape(false, false, false, false, true),
  // Starred sessions: one required list of ids.
  'calls/plans.agenda': shape(false, true, true, false, true, false, true),
  'calls/plans.saveAgenda': shape(false, true, true, false, true, false, true),
  // Booths to visit: one required list of entries, which may carry the exhibitor's name.
  'calls/plans.visitList': shape(false, true, true, true, true, false, true),
  'calls/plans.saveVisitList': shape(false, true, true, true, true, false, true),
  // Reaching an exhibitor: one inquiry, contact or meeting (its id first, required), or a list of them.
  'calls/reach.sendInquiry': shape(false, false, false, false, true),
  'calls/reach.myInquiries': shape(true, true, false, false),
  'calls/reach.shareContact': shape(false, false, false, false, true),
  'calls/reach.myContacts': shape(true, true, false, false),
  // What was withdrawn says nothing the app cannot do without.
  'calls/reach.withdrawContact': shape(false, false, false, false),
  'calls/reach.slots': shape(true, true, false, false),
  'calls/reach.requestMeeting': shape(false, false, false, false, true),
  'calls/reach.myMeetings': shape(true, true, false, false),
  'calls/reach.cancelMeeting': shape(false, false, false, false, true),
  // The staff token first (required); the exhibitor it opens has a name.
  'calls/exhibitorDesk.login': shape(false, false, false, true, true),
  'calls/exhibitorDesk.logout': shape(false, false, false, false),
  'calls/exhibitorDesk.inquiries': shape(true, true, false, false),
  'calls/exhibitorDesk.markRead': shape(false, false, false, false, true),
  'calls/exhibitorDesk.reply': shape(false, false, false, false, true),
  // A shared contact carries the visitor's name.
  'calls/exhibitorDesk.contacts': shape(true, true, false, true),
  'calls/exhibitorDesk.slots': shape(true, true, false, false),
  'calls/exhibitorDesk.answerMeeting': shape(false, false, false, false, true),
  'calls/exhibitorDesk.reachCounts': shape(false, false, false, false),
} satisfies Record<string, Shape>;

export type CallName = keyof typeof CALL_SHAPES;

/**
 * invalid: ApiError 'invalid-response'; server-error: ApiError 500; tolerated: the good value;
 * degraded: a value, with what broke left out (absent fields, fewer entries), never an error.
 */
export type Outcome = 'invalid' | 'server-error' | 'tolerated' | 'degraded';

/** The spec is the contract: only a `data` of the wrong kind, or without what the app cannot work without, is refused. */
export function expectedOutcome(call: Shape, kind: Misbehaviour): Outcome {
  if (kind === '500') return 'server-error';
  if (call.anyBody) return 'tolerated';
  switch (kind) {
    case 'html':
    case 'empty':
    case 'null-data':
    case 'string':
    case 'number':
    case 'wrong-kind':
      return 'invalid';
    case 'missing-fields':
      return call.keyFirst ? 'invalid' : 'degraded';
    case 'null-entries':
      return 'tolerated';
    case 'null-lists':
      if (call.requiredLists) return 'invalid';
      return call.listFields ? 'degraded' : 'tolerated';
    case 'null-names':
      return call.names ? 'degraded' : 'tolerated';
    case 'missing-optional':
      return 'degraded';
    case 'numeric-strings':
    case 'extra-fields':
      return 'tolerated';
    default:
      return kind satisfies never;
  }
}

/** The Indonesian message a visitor reads for a call that fails this way (null when tolerated). */
export function visitorMessage(outcome: Outcome): string | null {
  if (outcome === 'server-error') return MESSAGES.server(500);
  if (outcome === 'invalid') return MESSAGES.invalidResponse;
  return null;
}
