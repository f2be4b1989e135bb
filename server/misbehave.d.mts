// Types of misbehave.mjs for TypeScript callers (tests).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MISBEHAVIOURS: {
  readonly html: string;
  readonly '500': string;
  readonly empty: string;
  readonly 'null-data': string;
  readonly string: string;
  readonly number: string;
  readonly 'wrong-kind': string;
  readonly 'null-entries': string;
  readonly 'null-lists': string;
  readonly 'missing-fields': string;
  readonly 'missing-optional': string;
  readonly 'null-names': string;
  readonly 'numeric-strings': string;
  readonly 'extra-fields': string;
};
export type Misbehaviour = keyof typeof MISBEHAVIOURS;
export interface MisbehaveRule {
  method: string;
  route: string;
  kind: Misbehaviour;
}
export interface MalformedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  json?: unknown;
}
export const MISBEHAVE_ENV: 'PAMERAN_MISBEHAVE';
export function parseMisbehave(spec: string | undefined, routes?: readonly { method: string; route: string }[]): MisbehaveRule[];
export function misbehavedData(kind: Exclude<Misbehaviour, 'html' | '500' | 'empty'>, data: unknown): unknown;
export function malformedAnswer(kind: Misbehaviour, envelope: { data: unknown }): MalformedAnswer;
export function sendMalformed(req: IncomingMessage, res: ServerResponse, answer: MalformedAnswer): void;
export function createMisbehave(
  initial: string | undefined,
  routes: readonly { method: string; route: string }[],
): {
  set(spec: string): void;
  readonly rules: MisbehaveRule[];
  answerFor(method: string, route: string, envelope: { data: unknown }): MalformedAnswer | null;
};
