// The contract covers the spec: every call of SPEC.md §7 is in sdk/openapi.yaml with the auth
// mode and body encoding the spec gives, every schema the spec does not show is marked
// x-assumed with a description, and the committed generated types are current.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface ContractSchema {
  'x-assumed'?: boolean;
  description?: string;
  required?: string[];
  properties?: Record<string, ContractSchema & { 'x-required-because'?: string; items?: ContractSchema }>;
  allOf?: ContractSchema[];
  items?: ContractSchema;
}

const root = path.resolve(import.meta.dirname, '../..');
const contract = parse(readFileSync(path.join(root, 'sdk/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { 'x-auth-mode'?: string; 'x-assumed'?: boolean; requestBody?: { content: Record<string, unknown> } }>>;
  components: { schemas: Record<string, ContractSchema> };
};

/** SPEC.md §7 as of this commit; used when ../shared/SPEC.md is not beside the repo. */
const SPEC_CALLS_FALLBACK = [
  'POST /api/auth/register',
  'POST /api/auth/invitation',
  'GET /api/users',
  'POST /api/users',
  'GET /api/events/1/exhibitors/{id}',
  'GET /api/events/1/exhibitorCode/{code}',
  'GET /api/events/1/exhibitorProduct/{id}',
  'GET /api/events/{merchandise-event-slug}/merchandise',
  'GET /api/events/1',
  'GET /api/events/{eventId}/rooms',
  'GET /api/events/{eventId}/sessions/{sessionId}/stream',
  'GET /api/events/{eventId}/sessionsUpcoming',
  'GET /api/events/1/sessionsOngoingExternal',
  'GET /api/events/1/sessionsUpcoming',
  'GET /api/events/{eventId}/sessions/{sessionId}/survey',
  'POST /api/carts',
  'DELETE /api/carts/{cartId}/items/{itemId}',
  'GET /api/carts',
  'POST /api/orders',
  'GET /api/orders',
  'POST /api/users/brochure/{giftId}/saved',
];

const SPEC_PATH = path.resolve(root, '../shared/SPEC.md');

/** "METHOD /path" of each call listed in SPEC.md §7 (query strings dropped). */
function parseSpecCalls(markdown: string): string[] {
  const section = /^## 7\..*?$([\s\S]*?)^## /m.exec(markdown)?.[1] ?? '';
  const calls = [...section.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s?:,]+)/g)].map((m) => `${m[1]} ${m[2]}`);
  return [...new Set(calls)];
}

/** Path parameters and the fixed event id 1 both become '{}', so spec and contract compare. */
const shape = (call: string) => call.replace(/\{[^}]+\}/g, '{}').replace(/\/1(?=\/|$)/g, '/{}');

const contractCalls = Object.entries(contract.paths).flatMap(([route, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`));

function operation(call: string) {
  const found = contractCalls.find((c) => shape(c) === shape(call));
  if (!found) throw new Error(`${call} is not in sdk/openapi.yaml`);
  const [method, route] = found.split(' ') as [string, string];
  return contract.paths[route]![method.toLowerCase()]!;
}

describe('sdk/openapi.yaml covers SPEC.md §7', () => {
  const specText = existsSync(SPEC_PATH) ? readFileSync(SPEC_PATH, 'utf8') : null;
  const specCalls = specText ? parseSpecCalls(specText) : SPEC_CALLS_FALLBACK;

  it('finds the calls of §7 (in ../shared/SPEC.md, or the committed copy)', () => {
    expect(specCalls.length).toBeGreaterThanOrEqual(20);
  });

  it.runIf(specText !== null)('keeps the committed copy of the list equal to SPEC.md §7', () => {
    expect([...specCalls].sort()).toEqual([...SPEC_CALLS_FALLBACK].sort());
  });

  it('describes every call of §7', () => {
    const missing = specCalls.filter((call) => !contractCalls.some((c) => shape(c) === shape(call)));
    expect(missing).toEqual([]);
  });

  it('gives each call the auth mode of SPEC §6/§7', () => {
    const modes = Object.fromEntries(specCalls.map((call) => [call, operation(call)['x-auth-mode']]));
    expect(modes['POST /api/auth/register']).toBe('none');
    expect(modes['GET /api/events/1']).toBe('none');
    expect(modes['GET /api/events/1/sessionsOngoingExternal']).toBe('none');
    expect(modes['GET /api/events/1/sessionsUpcoming']).toBe('none');
    expect(modes['GET /api/events/1/exhibitors/{id}']).toBe('optional-empty');
    expect(modes['GET /api/users']).toBe('bearer');
    expect(modes['POST /api/users/brochure/{giftId}/saved']).toBe('bearer');
    expect(Object.values(modes).every((mode) => ['bearer', 'optional-empty', 'none'].includes(mode ?? ''))).toBe(true);
  });

  it('encodes register and invitation as forms', () => {
    for (const call of ['POST /api/auth/register', 'POST /api/auth/invitation']) {
      expect(Object.keys(operation(call).requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    }
    expect(operation('POST /api/users/brochure/{giftId}/saved').requestBody).toBeUndefined();
  });

  it('includes the survey answer call, marked as assumed', () => {
    const answer = contract.paths['/api/events/{eventId}/sessions/{sessionId}/survey']?.post;
    expect(answer?.['x-assumed']).toBe(true);
  });

  it('marks every schema the spec does not show as assumed, with a description', () => {
    const notShownBySpec = ['Exhibitor', 'Product', 'Merchandise', 'Room', 'SessionStream', 'Survey', 'SurveyAnswers', 'Order', 'OrderRequest', 'CartAddition', 'UserDetails', 'EventInfo', 'ExternalSession'];
    for (const name of notShownBySpec) expect(contract.components.schemas[name]?.['x-assumed'], name).toBe(true);
    const assumedWithoutDescription = Object.entries(contract.components.schemas)
      .filter(([, schema]) => schema['x-assumed'] && !schema.description)
      .map(([name]) => name);
    expect(assumedWithoutDescription).toEqual([]);
  });
});

/** SPEC §3's fields of each entity it shows, written out from SPEC.md. */
const SPEC_FIELDS: Record<string, readonly string[]> = {
  User: ['id', 'name', 'last_name', 'email', 'phone', 'code', 'code_html', 'qr_code', 'regency_id', 'province_id', 'cabang_id', 'is_session_booked', 'session', 'is_data_checked', 'agency', 'unit', 'salesman'],
  Token: ['access_token', 'token_type', 'expires_in'],
  Cart: ['items'],
  CartItem: ['quantity'],
  Prize: ['id', 'name', 'image_url', 'isSaved'],
  UpcomingSession: ['id', 'is_started_countdown'],
};

/** Schemas the app only sends (its own requests, SPEC §7's exact bodies) or the error envelope. */
const SENT_OR_ERROR = ['RegistrationPayload', 'LoginPayload', 'UserDetails', 'CartAddition', 'OrderRequest', 'SurveyAnswers', 'ErrorEnvelope', 'RegistrationChallengeEnvelope'];

/** Every object schema inside a component (allOf parts, list items, nested objects), with a path for messages. */
function objectSchemas(name: string, schema: ContractSchema): [string, ContractSchema][] {
  const found: [string, ContractSchema][] = schema.properties ? [[name, schema]] : [];
  for (const part of schema.allOf ?? []) found.push(...objectSchemas(name, part));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...objectSchemas(`${name}.${key}`, property));
    if (property.items) found.push(...objectSchemas(`${name}.${key}[]`, property.items));
  }
  return found;
}

describe('what the contract requires of an answer (required means promised and needed)', () => {
  const answerSchemas = Object.entries(contract.components.schemas).filter(([name]) => !SENT_OR_ERROR.includes(name));

  it('requires a field SPEC §3 does not name only with x-required-because saying why the app cannot work without it', () => {
    const unexplained: string[] = [];
    for (const [component, schema] of answerSchemas) {
      for (const [where, object] of objectSchemas(component, schema)) {
        for (const field of object.required ?? []) {
          const named = where === component && (SPEC_FIELDS[component] ?? []).includes(field);
          const reason = object.properties?.[field]?.['x-required-because'];
          if (!named && !(typeof reason === 'string' && reason.trim().length > 10)) unexplained.push(`${where}.${field}`);
        }
      }
    }
    expect(unexplained).toEqual([]);
  });

  it('requires of SPEC §3 entities only what the app cannot work without', () => {
    const required = (name: string) => contract.components.schemas[name]?.required ?? [];
    // Anonymous ⇔ user id 0 (SPEC §4); a bearer token is the session; a prize is claimed by id;
    // the countdown tracks session 79 by id from its is_started_countdown; the cart quantity is the sum of quantities.
    expect(required('User')).toEqual(['id']);
    expect(required('Token')).toEqual(['access_token']);
    expect(required('Prize')).toEqual(['id']);
    expect(required('UpcomingSession')).toEqual(['id', 'is_started_countdown']);
    expect(required('CartItem')).toEqual(['quantity']);
    expect(required('Cart')).toEqual([]);
    // SPEC §8 reads nothing of a claim's answer.
    expect(required('ClaimReceipt')).toEqual([]);
  });

  it('says what the app does without each optional field of an entity the app shows', () => {
    const undescribed: string[] = [];
    for (const [component, schema] of answerSchemas) {
      if (['ClaimReceipt', 'SurveyReceipt'].includes(component)) continue; // read for nothing
      for (const [where, object] of objectSchemas(component, schema)) {
        for (const [field, property] of Object.entries(object.properties ?? {})) {
          if ((object.required ?? []).includes(field) || where !== component) continue;
          if (!property.description && !property['x-required-because']) undescribed.push(`${where}.${field}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });
});

describe('generated SDK sources', () => {
  it('(types, runtime schemas, auth modes) are up to date with sdk/openapi.yaml (npm run gen:sdk)', () => {
    const run = () => execFileSync(process.execPath, [path.join(root, 'sdk/scripts/generate.mjs'), '--check'], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
