// @pameran/sdk — typed client for the Pameran event platform (contract: ../openapi.yaml).
export { createPameranClient } from './client.js';
export type { PameranClient, PameranClientOptions, CallOptions, Transport } from './client.js';
export { ApiError, unwrap, toApiError, MESSAGES } from './errors.js';
export type { ApiErrorCode, FetchResultLike } from './errors.js';
export { checkExternalSessions, checkFloorPlan, checkPrizes, checkToken, checkUpcomingSessions, checkUser } from './validate.js';
export type { EnvelopeSchema } from './validate.js';
export { authMiddleware, unauthorizedMiddleware } from './auth.js';
export { authorizationOf, carriesToken } from './authorization.js';
export type { TokenSource } from './auth.js';
export { AUTH_MODES, authModeOf } from './generated/authModes.js';
export type { AuthMode } from './generated/authModes.js';
export * from './constants.js';
export type * from './types.js';
export type { paths, components, operations } from './generated/schema.js';
