/** The public surface of the statecharts: src/ and stories import from here only. */
export type * from './types';
export type { Ports, Clock, PrizeFeedStatus, CartQueuePort } from './ports';
export { messages } from './messages';
export { isUnauthorized, errorMessage, isConnectionFailure } from './errors';
export { fullName, starCount, initials, userId } from './user';
export { encodeToken, decodeToken, encodeUser, decodeUser, TOKEN_KEY, USER_KEY } from './sessionCodec';
export { isRecord, parseJson } from './json';
export { createPortActors } from './actors';

export { authMachine, emptyRegistrationForm, type AuthEvent, type AuthContext, type KeptAnswers, type SignInMethod } from './auth';
export * from './auth.selectors';
export { prizeFeedMachine, normalisePrizes, holdsPrizes, feedRetryDelay, type PrizesReceivedEvent, type PrizeFeedEvent } from './prizeFeed';
export * from './prizeFeed.selectors';
export {
  countdownMachine,
  secondsUntil,
  TRACKED_SESSION_ID,
  COUNTDOWN_INITIAL,
  COUNTDOWN_OVER,
  TICK_MS,
} from './countdown';
export * from './countdown.selectors';
export {
  giftClaimMachine,
  visiblePrizes,
  EXCLUDED_PRIZE_ID,
  NO_SELECTION,
  type GiftAlert,
  type GiftClaimEvent,
} from './giftClaim';
export * from './giftClaim.selectors';
export { bookedSessionIds, startOnDeviceClock, DEFAULT_SESSION_MS } from './sessions';
// liveSession is imported from './liveSession' by the live page only: exported here, its
// createMachine() would run in the first route of every visitor (tests/unit/budget.test.ts).
export { cartMachine, cartQuantity, markItemsChecked, checkedCart, hasId, itemsOf, checkQueued, withQueued, type CartEvent, type OrderableCart } from './cart';
export * from './cart.selectors';
export { appMachine, createAppMachine, HOME_PATH, type AppEmitted, type AppEvent, type AppInput, type AuthReport } from './app';
export * from './app.selectors';
