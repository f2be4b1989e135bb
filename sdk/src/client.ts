import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import { authMiddleware, unauthorizedMiddleware, type TokenSource } from './auth.js';
import { ApiError, MESSAGES, succeeded, toApiError, unwrap, type FetchResultLike } from './errors.js';
import { vAddToCartResponse } from './generated/valibot/vAddToCartResponse.js';
import { vCartsResponse } from './generated/valibot/vCartsResponse.js';
import { vClaimedGiftsResponse } from './generated/valibot/vClaimedGiftsResponse.js';
import { vCurrentUserResponse } from './generated/valibot/vCurrentUserResponse.js';
import { vEventInfoResponse } from './generated/valibot/vEventInfoResponse.js';
import { vExhibitorByCodeResponse } from './generated/valibot/vExhibitorByCodeResponse.js';
import { vExhibitorPageResponse } from './generated/valibot/vExhibitorPageResponse.js';
import { vExhibitorProductResponse } from './generated/valibot/vExhibitorProductResponse.js';
import { vExhibitorResponse } from './generated/valibot/vExhibitorResponse.js';
import { vFloorplanResponse } from './generated/valibot/vFloorplanResponse.js';
import { vInvitationResponse } from './generated/valibot/vInvitationResponse.js';
import { vLogoutResponse } from './generated/valibot/vLogoutResponse.js';
import { vMerchandiseResponse } from './generated/valibot/vMerchandiseResponse.js';
import { vOngoingExternalSessionsResponse } from './generated/valibot/vOngoingExternalSessionsResponse.js';
import { vOrdersResponse } from './generated/valibot/vOrdersResponse.js';
import { vPlaceOrderResponse } from './generated/valibot/vPlaceOrderResponse.js';
import { vRealtimeTokenResponse } from './generated/valibot/vRealtimeTokenResponse.js';
import { vRegisterResponse } from './generated/valibot/vRegisterResponse.js';
import { vRegistrationChallengeEnvelope } from './generated/valibot/vRegistrationChallengeEnvelope.js';
import { vRemoveCartItemResponse } from './generated/valibot/vRemoveCartItemResponse.js';
import { vRoomsResponse } from './generated/valibot/vRoomsResponse.js';
import { vSessionStreamResponse } from './generated/valibot/vSessionStreamResponse.js';
import { vUpcomingSessionsResponse } from './generated/valibot/vUpcomingSessionsResponse.js';
import { vUpdateUserResponse } from './generated/valibot/vUpdateUserResponse.js';
import type { EnvelopeSchema } from './validate.js';
import * as v from 'valibot';
import {
  DEFAULT_TIMEOUT_MS,
  EVENT_ID,
  HOME_UPCOMING_LIMIT,
  LOGIN_FIXED,
  MERCHANDISE_EVENT_SLUG,
  ORDERS_LIMIT,
  REGISTRATION_FIXED,
} from './constants.js';
import type {
  CartAddition,
  ExhibitorPageQuery,
  InvitationInput,
  OrderRequest,
  RegistrationInput,
  SurveyAnswer,
  UserDetails,
} from './types.js';

export interface PameranClientOptions {
  /** Platform origin, e.g. 'http://127.0.0.1:8080'; '' means the page's own origin. */
  baseUrl: string;
  /** The current access token, read on every request; null when logged out. */
  getToken: TokenSource;
  /** Injected fetch (tests, native shells); defaults to globalThis.fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Milliseconds before a request fails with a timeout ApiError. */
  timeoutMs?: number;
  /**
   * Called when a call sent with the current token is answered 401, before that call rejects:
   * the app ends the session here, and only here.
   */
  onUnauthorized?: () => void;
}

/** The last argument of every call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * What a module of further calls (`sdk/src/calls/<area>.ts`, imported as
 * `@pameran/sdk/calls/<area>`) builds its calls on: this client's transport, with its auth,
 * timeout and answer checks. Such calls stay out of the app's first route: a screen's chunk
 * imports the module and asks `api.extend(itsCalls)`.
 */
export interface Transport {
  /** The openapi-fetch client, with the auth middlewares. */
  client: Client<paths>;
  /** Runs one request with the caller's abort and the timeout, and unwraps its checked `data`. */
  call: <T>(perform: (signal: AbortSignal) => Promise<FetchResultLike<T>>, envelope: EnvelopeSchema<NoInfer<T>>, callOptions?: CallOptions) => Promise<T>;
}

const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };
/** Challenges one registration takes up before it shows the platform's message instead. */
const CHALLENGE_ROUNDS = 3;

/**
 * The challenge a registration's 429 asks the SDK to solve (x-assumed), or null for any other
 * answer or one it cannot solve.
 */
async function challengeIn(pending: Promise<{ error?: unknown; response: Response }>) {
  const result = await pending.catch(() => null);
  if (result?.response.status !== 429) return null;
  const checked = v.safeParse(vRegistrationChallengeEnvelope, result.error);
  const challenge = checked.success ? checked.output.error.challenge : undefined;
  if (!challenge) return null;
  // The solver comes only with a challenge: most visitors never see one.
  const { canSolve, solveChallenge } = await import('./challenge.js');
  if (!canSolve(challenge)) return null;
  return { id: challenge.id, solve: (signal?: AbortSignal) => solveChallenge(challenge, signal).catch((thrown: unknown) => Promise.reject(toApiError(thrown))) };
}

/**
 * Whether text from outside can stand as one segment of a call's path: encoded, anything can but
 * the empty text and the dot segments, which a URL resolves away (`exhibitorCode/..` is the event).
 */
export const isPathSegment = (value: string) => value !== '' && value !== '.' && value !== '..';

/** Form bodies (register, invitation) are url-encoded, every value as text. */
function formBody(body: unknown): URLSearchParams {
  const entries = Object.entries(body as Record<string, string | number>);
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * One signal per request that fires on the caller's abort or on the timeout. The abort reason
 * is an ApiError, so whatever rejects with it (fetch, body reading) already carries the
 * right message. Works in browsers without AbortSignal.any.
 */
function requestSignal(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const abortByCaller = () => controller.abort(new ApiError(0, MESSAGES.aborted, 'aborted'));
  if (callerSignal?.aborted) abortByCaller();
  callerSignal?.addEventListener('abort', abortByCaller, { once: true });
  const timer = setTimeout(() => controller.abort(new ApiError(0, MESSAGES.timeout, 'timeout')), timeoutMs);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortByCaller);
    },
  };
}

/**
 * The typed Pameran client: one function per call of the contract, grouped by area. Each
 * resolves to the response's `data` or throws an ApiError (see `unwrap`).
 */
export function createPameranClient(options: PameranClientOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authMiddleware(options.getToken));
  if (options.onUnauthorized) client.use(unauthorizedMiddleware(options.getToken, options.onUnauthorized));

  /**
   * Runs one request with the combined abort/timeout signal and unwraps its `data`, checked
   * against the call's response schema (generated from the contract like the types; the
   * compiler refuses a schema whose checked value is not the call's typed `data`).
   */
  async function call<T>(
    perform: (signal: AbortSignal) => Promise<FetchResultLike<T>>,
    envelope: EnvelopeSchema<NoInfer<T>>,
    callOptions?: CallOptions,
  ): Promise<T> {
    const { signal, dispose } = requestSignal(callOptions?.signal, timeoutMs);
    try {
      return await unwrap(perform(signal), envelope);
    } finally {
      dispose();
    }
  }

  const auth = {
    /**
     * POST /api/auth/register (form, no auth) with the fixed registration values. A 429 that
     * carries a challenge (x-assumed: many registrations from this network) is solved here and
     * the same form sent again with the solution; any other answer is the call's answer.
     */
    register: async (input: RegistrationInput, o?: CallOptions) => {
      const form = { ...REGISTRATION_FIXED, name: input.name, agency: input.agency, unit: input.unit, salesman: input.salesman, token: input.token ?? '' };
      let proof: { challenge?: string; challenge_solution?: string } = {};
      for (let round = 0; ; round++) {
        const { signal, dispose } = requestSignal(o?.signal, timeoutMs);
        let challenge: Awaited<ReturnType<typeof challengeIn>>;
        try {
          const pending = client.POST('/api/auth/register', { body: { ...form, ...proof }, bodySerializer: formBody, headers: FORM_HEADERS, signal });
          challenge = round < CHALLENGE_ROUNDS ? await challengeIn(pending) : null;
          if (!challenge) return await unwrap(pending, vRegisterResponse);
        } finally {
          dispose();
        }
        proof = { challenge: challenge.id, challenge_solution: await challenge.solve(o?.signal) };
      }
    },
    /** POST /api/auth/invitation (form) with force=1. */
    invitation: (input: InvitationInput, o?: CallOptions) =>
      call((signal) => client.POST('/api/auth/invitation', {
        body: { ...LOGIN_FIXED, code: input.code, token: input.token ?? '' },
        bodySerializer: formBody,
        headers: FORM_HEADERS,
        signal,
      }), vInvitationResponse, o),
    /** POST /api/auth/logout (assumed): revokes the bearer token of this client. */
    logout: (o?: CallOptions) => call((signal) => client.POST('/api/auth/logout', { signal }), vLogoutResponse, o),
    /** POST /api/auth/realtime-token (assumed): a fresh Firebase custom token for the prize feed's sign-in. */
    realtimeToken: (o?: CallOptions) =>
      call((signal) => client.POST('/api/auth/realtime-token', { signal }), vRealtimeTokenResponse, o).then((data) => data.firebase_token),
  };

  const users = {
    me: (o?: CallOptions) => call((signal) => client.GET('/api/users', { signal }), vCurrentUserResponse, o),
    update: (details: UserDetails, o?: CallOptions) => call((signal) => client.POST('/api/users', { body: details, signal }), vUpdateUserResponse, o),
    /** GET /api/users/brochure (assumed): the prizes this visitor claimed, and when. */
    claimedGifts: (o?: CallOptions) => call((signal) => client.GET('/api/users/brochure', { signal }), vClaimedGiftsResponse, o),
  };

  const event = (eventId: number) => ({ path: { eventId } });

  const events = {
    event: (o?: CallOptions) => call((signal) => client.GET('/api/events/{eventId}', { params: event(EVENT_ID), signal }), vEventInfoResponse, o),
    /** x-assumed: one page of exhibitors with their product names (large fairs); a platform without it answers 404. */
    exhibitorPage: (query: ExhibitorPageQuery = {}, o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/exhibitors', { params: { path: { eventId: EVENT_ID }, query }, signal }), vExhibitorPageResponse, o),
    exhibitor: (exhibitorId: number, o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/exhibitors/{exhibitorId}', { params: { path: { eventId: EVENT_ID, exhibitorId } }, signal }), vExhibitorResponse, o),
    /** A code that is no path segment ('', '.', '..': the URL would name another call) is not found, and not sent. */
    exhibitorByCode: (code: string, o?: CallOptions) =>
      isPathSegment(code)
        ? call((signal) => client.GET('/api/events/{eventId}/exhibitorCode/{code}', { params: { path: { eventId: EVENT_ID, code } }, signal }), vExhibitorByCodeResponse, o)
        : Promise.reject(new ApiError(404, MESSAGES.notFound, 'http')),
    exhibitorProduct: (productId: number, o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/exhibitorProduct/{productId}', { params: { path: { eventId: EVENT_ID, productId } }, signal }), vExhibitorProductResponse, o),
    merchandise: (o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventSlug}/merchandise', { params: { path: { eventSlug: MERCHANDISE_EVENT_SLUG } }, signal }), vMerchandiseResponse, o),
    rooms: (eventId = EVENT_ID, o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/rooms', { params: event(eventId), signal }), vRoomsResponse, o),
    sessionStream: (sessionId: number, eventId = EVENT_ID, o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/sessions/{sessionId}/stream', { params: { path: { eventId, sessionId } }, signal }), vSessionStreamResponse, o),
    upcomingSessions: (query: { limit?: number; eventId?: number } = {}, o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/sessionsUpcoming', {
        params: { path: { eventId: query.eventId ?? EVENT_ID }, query: query.limit === undefined ? {} : { limit: query.limit } },
        signal,
      }), vUpcomingSessionsResponse, o),
    /** The home screen's fetch: limit 2, no token. */
    homeUpcomingSessions: (o?: CallOptions) => events.upcomingSessions({ limit: HOME_UPCOMING_LIMIT }, o),
    ongoingExternalSessions: (o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/sessionsOngoingExternal', {
        params: event(EVENT_ID),
        headers: { Accept: 'application/json' },
        signal,
      }), vOngoingExternalSessionsResponse, o),
    /** The floor plan (assumed; public): halls, booths and who stands at each. */
    floorplan: (o?: CallOptions) =>
      call((signal) => client.GET('/api/events/{eventId}/floorplan', { params: event(EVENT_ID), signal }), vFloorplanResponse, o),
  };

  const commerce = {
    carts: (o?: CallOptions) => call((signal) => client.GET('/api/carts', { signal }), vCartsResponse, o),
    /** `idempotencyKey`: the Idempotency-Key header (x-assumed): sent again with the same key, the addition is applied once. */
    addToCart: (addition: CartAddition, o?: CallOptions & { idempotencyKey?: string }) =>
      call((signal) => client.POST('/api/carts', { body: addition, ...(o?.idempotencyKey ? { params: { header: { 'Idempotency-Key': o.idempotencyKey } } } : {}), signal }), vAddToCartResponse, o),
    removeCartItem: (cartId: number, itemId: number, o?: CallOptions) =>
      call((signal) => client.DELETE('/api/carts/{cartId}/items/{itemId}', { params: { path: { cartId, itemId } }, signal }), vRemoveCartItemResponse, o),
    placeOrder: (order: OrderRequest, o?: CallOptions) => call((signal) => client.POST('/api/orders', { body: order, signal }), vPlaceOrderResponse, o),
    orders: (o?: CallOptions) => call((signal) => client.GET('/api/orders', { params: { query: { limit: ORDERS_LIMIT } }, signal }), vOrdersResponse, o),
    /**
     * POST /api/users/brochure/{giftId}/saved with an empty body; any 2xx is success, whatever its
     * body (SPEC §8). Resolves to the body as sent (text, never parsed here, so no body can turn a
     * claim into an error): the gift dialog reads `how_to_collect` (x-assumed) from it if it is there.
     * (`| void`: a stand-in that sends no body, a test's, says nothing.)
     */
    claimGift: async (giftId: number, o?: CallOptions): Promise<string | void> => {
      const { signal, dispose } = requestSignal(o?.signal, timeoutMs);
      try {
        const pending = client.POST('/api/users/brochure/{giftId}/saved', { params: { path: { giftId } }, parseAs: 'text', signal });
        await succeeded(pending);
        return (await pending).data;
      } finally {
        dispose();
      }
    },
  };

  const extensions = new WeakMap<object, unknown>();
  /** The calls a module of further calls builds on this client (made once per module). */
  const extend = <T>(make: (transport: Transport) => T): T => {
    if (!extensions.has(make)) extensions.set(make, make({ client, call }));
    return extensions.get(make) as T;
  };

  return { auth, users, events, commerce, extend };
}

export type PameranClient = ReturnType<typeof createPameranClient>;
