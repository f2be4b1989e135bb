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
  /** Somewhere in data is a list whose entries the contract types (so a null entry breaks it). */
  typedLists: boolean;
  /** Somewhere in data an object holds a list field (so a null list breaks it). */
  listFields: boolean;
  /** Somewhere in data an object has a `name` (so a null name breaks it). */
  names: boolean;
}

const shape = (list: boolean, typedLists: boolean, listFields: boolean, names: boolean): Shape => ({ list, typedLists, listFields, names });

/** Every call of the client, "area.function", with the shape of its good answer. */
export const CALL_SHAPES = {
  'auth.invitation': shape(false, false, false, false),
  'auth.register': shape(false, false, false, false),
  // User.session is `items: {}` in the contract (entries of any kind), so a null entry passes.
  'users.me': shape(false, false, true, true),
  'users.update': shape(false, false, true, true),
  'events.event': shape(false, true, true, true),
  'events.exhibitor': shape(false, true, true, true),
  'events.exhibitorByCode': shape(false, true, true, true),
  'events.exhibitorProduct': shape(false, true, true, true),
  'events.merchandise': shape(true, true, false, true),
  'events.rooms': shape(true, true, true, true),
  // A session carries `product_ids` (the products its exhibitor demonstrates, x-assumed): a
  // typed list inside each session, in the stream's `session` too.
  'events.sessionStream': shape(false, true, true, false),
  'events.upcomingSessions': shape(true, true, true, false),
  'events.homeUpcomingSessions': shape(true, true, true, false),
  'events.ongoingExternalSessions': shape(true, true, false, false),
  'events.survey': shape(false, true, true, false),
  'events.answerSurvey': shape(false, false, false, false),
  'commerce.addToCart': shape(true, true, true, true),
  'commerce.carts': shape(true, true, true, true),
  'commerce.removeCartItem': shape(true, true, true, true),
  'commerce.placeOrder': shape(false, true, true, true),
  'commerce.orders': shape(true, true, true, true),
  'commerce.claimGift': shape(false, false, false, true),
  'users.claimedGifts': shape(true, true, false, true),
  'admin.visitors': shape(true, true, false, true),
  'admin.prizes': shape(true, true, false, true),
  'admin.pushBrochure': shape(true, true, false, true),
} satisfies Record<string, Shape>;

export type CallName = keyof typeof CALL_SHAPES;

/** invalid: ApiError 'invalid-response'; server-error: ApiError 500; tolerated: the good value. */
export type Outcome = 'invalid' | 'server-error' | 'tolerated';

export function expectedOutcome(call: Shape, kind: Misbehaviour): Outcome {
  switch (kind) {
    case '500':
      return 'server-error';
    case 'html':
    case 'empty':
    case 'null-data':
    case 'string':
    case 'number':
    case 'wrong-kind':
    case 'missing-fields':
      return 'invalid';
    case 'null-entries':
      return call.list || call.typedLists ? 'invalid' : 'tolerated';
    case 'null-lists':
      return call.listFields ? 'invalid' : 'tolerated';
    case 'null-names':
      return call.names ? 'invalid' : 'tolerated';
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
