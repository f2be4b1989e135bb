// The boundary check: every answer of the platform, and every stored or pushed value the app
// reads back, is checked against the contract's runtime schemas (generated/valibot/, from
// the same sdk/openapi.yaml as the types) before anything else sees it. What the schemas
// tolerate and refuse is decided in sdk/scripts/generate.mjs (TOLERANT_RESOLVERS).
import * as v from 'valibot';
import { vFloorplanResponse } from './generated/valibot/vFloorplanResponse.js';
import { vOngoingExternalSessionsResponse } from './generated/valibot/vOngoingExternalSessionsResponse.js';
import { vUpcomingSessionsResponse } from './generated/valibot/vUpcomingSessionsResponse.js';
import { vPrize } from './generated/valibot/vPrize.js';
import { vToken } from './generated/valibot/vToken.js';
import { vUser } from './generated/valibot/vUser.js';
import type { ExternalSession, FloorPlan, Prize, Token, UpcomingSession, User } from './types.js';

/** A schema of a response envelope `{ data }` whose checked `data` is a T. */
export type EnvelopeSchema<T> = v.GenericSchema<unknown, { data: T }>;

/** Where and why a value failed its schema, for logs and tests (never shown to a visitor). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path?.map((item) => String(item.key)).join('.') || '(root)';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/** The checked (and coerced) value, or null when it does not fit the schema. Never throws. */
function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** A stored or received user as the contract describes it, or null. */
export function checkUser(value: unknown): User | null {
  return checked(vUser, value);
}

/** A stored or received token as the contract describes it, or null. */
export function checkToken(value: unknown): Token | null {
  return checked(vToken, value);
}

/**
 * GET /api/events/{eventId}/floorplan's answer as the client's floorplan() checks it, or null:
 * for index.html's boot screen, which draws the plan from the answer before the client is there.
 */
export function checkFloorPlan(value: unknown): FloorPlan | null {
  return checked(vFloorplanResponse, value)?.data ?? null;
}

/**
 * GET …/sessionsUpcoming's and GET …/sessionsOngoingExternal's answers as the client's
 * upcomingSessions() and ongoingExternalSessions() check them, or [] for anything that is not
 * such an answer: for the agenda's boot screen, which paints them before the client is there.
 */
export function checkUpcomingSessions(value: unknown): UpcomingSession[] {
  return checked(vUpcomingSessionsResponse, value)?.data ?? [];
}
export function checkExternalSessions(value: unknown): ExternalSession[] {
  return checked(vOngoingExternalSessionsResponse, value)?.data ?? [];
}

/**
 * A realtime prize value as a list of prizes: a list, or an object keyed by index (how the
 * realtime database stores a list with holes). Entries that are not prizes per the contract
 * are dropped; anything that holds no list is []. Never throws.
 */
export function checkPrizes(value: unknown): Prize[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: unknown[] = Array.isArray(value) ? value : Object.values(value);
  const prizes: Prize[] = [];
  for (const entry of entries) {
    const prize = checked(vPrize, entry);
    if (prize) prizes.push(prize);
  }
  return prizes;
}
