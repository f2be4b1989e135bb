// @ts-check
// A switch that makes the local platform misbehave like a real one sometimes does, so the app
// can be tried against broken answers. Off unless asked for:
//
//   PAMERAN_MISBEHAVE='GET /api/carts=null-data,GET /api/events/{eventId}/sessionsUpcoming=null-entries' npm start
//   startPlatform({ misbehave: 'GET *=html' })        // tests; platform.misbehave(spec) changes it later
//
// A rule is `METHOD /route=kind`: the route exactly as sdk/openapi.yaml spells it (with its
// {parameters}), or `*` for every route; the method, or `*` for every method. Rules are
// separated by commas; the last rule that matches wins. The contract's handler still runs
// (what it changes stays changed); only its successful answer is replaced. Errors the platform
// answers itself (401, 404, 422 …) are left alone.
import { send, sendJson } from './http.mjs';
import { contractShaper, keepRequired } from './contractShape.mjs';

/** Every kind of misbehaviour, with what the answer becomes. */
export const MISBEHAVIOURS = /** @type {const} */ ({
  html: 'status 200 with an HTML page instead of JSON',
  '500': 'status 500 with an HTML error page',
  empty: 'status 200 with an empty body',
  'null-data': '{ "data": null }',
  string: '{ "data": "<a text>" }',
  number: '{ "data": <a number> }',
  'wrong-kind': 'data a list where the contract has an object, an object where it has a list',
  'null-entries': 'a null entry at the start of every list in data',
  'null-lists': 'every list inside an object of data is null (a cart whose items is null)',
  'missing-fields': 'every object in data loses its first field',
  'missing-optional': 'every object in data keeps only the fields the contract requires; tolerated',
  'null-names': 'every name field in data is null (a user without a text name)',
  'numeric-strings': 'every number in data is sent as a text ("12"); the app tolerates this',
  'extra-fields': 'every object in data gets a field the contract does not know; tolerated',
});

/** @typedef {keyof typeof MISBEHAVIOURS} Misbehaviour */
/** @typedef {{ method: string, route: string, kind: Misbehaviour }} MisbehaveRule */
/**
 * An answer: `json` is sent like every JSON answer of the platform (media paths made absolute),
 * otherwise `body` as it is.
 * @typedef {{ status: number, headers: Record<string, string>, body: string, json?: unknown }} MalformedAnswer
 */

export const MISBEHAVE_ENV = 'PAMERAN_MISBEHAVE';

/**
 * Reads a switch like 'GET /api/carts=null-data,* *=html'. Throws an Error with a readable
 * message for a rule that is not `METHOD /route=kind`, an unknown kind, or (when `routes` is
 * given) a route the contract does not have.
 * @param {string | undefined} spec
 * @param {readonly { method: string, route: string }[]} [routes] the contract's operations
 * @returns {MisbehaveRule[]}
 */
export function parseMisbehave(spec, routes) {
  if (!spec || spec.trim() === '') return [];
  return spec.split(',').map((text) => text.trim()).filter(Boolean).map((text) => {
    const match = /^(\*|[A-Za-z]+)\s+(\*|\/\S*)\s*=\s*([\w-]+)$/.exec(text);
    if (!match) throw new Error(`${MISBEHAVE_ENV}: "${text}" is not METHOD /route=kind (e.g. "GET /api/carts=null-data")`);
    const [, rawMethod = '', route = '', kind = ''] = match;
    const method = rawMethod.toUpperCase();
    if (!Object.hasOwn(MISBEHAVIOURS, kind)) {
      throw new Error(`${MISBEHAVE_ENV}: unknown kind "${kind}" in "${text}"; one of: ${Object.keys(MISBEHAVIOURS).join(', ')}`);
    }
    if (routes && !routes.some((r) => (method === '*' || r.method === method) && (route === '*' || r.route === route))) {
      throw new Error(`${MISBEHAVE_ENV}: "${method} ${route}" is not a call of sdk/openapi.yaml (write the route as the contract does, e.g. /api/events/{eventId}/rooms)`);
    }
    return { method, route, kind: /** @type {Misbehaviour} */ (kind) };
  });
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rebuilds a JSON value bottom-up: `onList` and `onObject` see each list / object after its
 * children were rebuilt.
 * @param {unknown} value
 * @param {{ onList?: (list: unknown[]) => unknown, onObject?: (object: Record<string, unknown>) => unknown, onNumber?: (n: number) => unknown }} visit
 * @returns {unknown}
 */
function rebuild(value, visit) {
  if (Array.isArray(value)) {
    const list = value.map((entry) => rebuild(entry, visit));
    return visit.onList ? visit.onList(list) : list;
  }
  if (isObject(value)) {
    const object = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, rebuild(entry, visit)]));
    return visit.onObject ? visit.onObject(object) : object;
  }
  if (typeof value === 'number' && visit.onNumber) return visit.onNumber(value);
  return value;
}

/**
 * What `data` becomes for a kind that keeps the JSON envelope.
 * @param {Exclude<Misbehaviour, 'html' | '500' | 'empty'>} kind
 * @param {unknown} data
 * @returns {unknown}
 */
export function misbehavedData(kind, data) {
  switch (kind) {
    case 'null-data':
      return null;
    case 'string':
      return 'OK';
    case 'number':
      return 1;
    case 'wrong-kind':
      return Array.isArray(data) ? (data[0] ?? {}) : [data];
    case 'null-entries':
      return rebuild(data, { onList: (list) => [null, ...list] });
    case 'null-lists':
      return rebuild(data, {
        onObject: (object) => Object.fromEntries(Object.entries(object).map(([key, entry]) => [key, Array.isArray(entry) ? null : entry])),
      });
    case 'missing-fields':
      return rebuild(data, { onObject: (object) => Object.fromEntries(Object.entries(object).slice(1)) });
    case 'null-names':
      return rebuild(data, { onObject: (object) => ('name' in object ? { ...object, name: null } : object) });
    case 'numeric-strings':
      return rebuild(data, { onNumber: (n) => String(n) });
    case 'missing-optional':
      // Shaped by the contract in createMisbehave, which knows the call.
      return data;
    case 'extra-fields':
      return rebuild(data, { onObject: (object) => ({ ...object, x_tambahan: { versi: 2, catatan: 'field di luar kontrak' } }) });
  }
}

const HTML_PAGE = '<!doctype html><html lang="id"><head><title>Pameran</title></head><body><h1>Sedang dalam pemeliharaan</h1></body></html>';
const HTML_ERROR = '<!doctype html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>';

/**
 * The whole answer for a kind, given the answer the contract's handler produced.
 * @param {Misbehaviour} kind
 * @param {{ data: unknown }} envelope
 * @returns {MalformedAnswer}
 */
export function malformedAnswer(kind, envelope) {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (kind === 'html') return { status: 200, headers: html, body: HTML_PAGE };
  if (kind === '500') return { status: 500, headers: html, body: HTML_ERROR };
  if (kind === 'empty') return { status: 200, headers: json, body: '' };
  const value = { data: misbehavedData(kind, envelope.data) };
  return { status: 200, headers: json, body: JSON.stringify(value), json: value };
}

/**
 * Sends a misbehaving answer.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {MalformedAnswer} answer
 */
export function sendMalformed(req, res, answer) {
  if (answer.json !== undefined) sendJson(req, res, answer.status, answer.json);
  else send(req, res, answer.status, answer.headers, answer.body);
}

/**
 * The platform's switch: which rule applies to a call, changeable while it runs.
 * @param {string | undefined} initial
 * @param {readonly { method: string, route: string }[]} routes the contract's operations
 */
export function createMisbehave(initial, routes) {
  let rules = parseMisbehave(initial, routes);
  /** @type {ReturnType<typeof contractShaper> | null} */
  let requiredOnly = null;
  return {
    /** Replaces every rule ('' turns the switch off). @param {string} spec */
    set(spec) {
      rules = parseMisbehave(spec, routes);
    },
    get rules() {
      return rules;
    },
    /**
     * The misbehaving answer for a call, or null to answer normally.
     * @param {string} method @param {string} route the contract's route @param {{ data: unknown }} envelope
     * @returns {MalformedAnswer | null}
     */
    answerFor(method, route, envelope) {
      const rule = [...rules].reverse().find((r) => (r.method === '*' || r.method === method) && (r.route === '*' || r.route === route));
      if (!rule) return null;
      if (rule.kind !== 'missing-optional') return malformedAnswer(rule.kind, envelope);
      requiredOnly ??= contractShaper(keepRequired);
      return malformedAnswer(rule.kind, { data: requiredOnly.shape(method, route, envelope.data) });
    },
  };
}
