// @ts-check
// Reshapes an answer by the contract's own schemas: walks a value beside the schema of the
// call's `data` and keeps, in each object, only the fields a rule chooses. Two rules use it:
// the spec-minimal platform (SPEC §3's fields and nothing more) and the misbehave kind
// `missing-optional` (only what the contract requires).
import { readContract } from '../sdk/scripts/contract.mjs';

/** @typedef {{ properties?: Record<string, any>, required?: string[], items?: any, allOf?: any[], $ref?: string }} Schema */
/**
 * Which fields of an object to keep: `name` is the schema's component name (null inline).
 * @typedef {(name: string | null, properties: Record<string, any>, required: readonly string[]) => Iterable<string>} KeepRule
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {any} document @param {Schema} schema
 * @returns {{ name: string | null, schema: Schema }}
 */
function resolve(document, schema) {
  let name = null;
  let current = schema ?? {};
  while (current.$ref) {
    name = current.$ref.replace('#/components/schemas/', '');
    current = document.components.schemas[name] ?? {};
  }
  return { name, schema: current };
}

/** Properties and required fields of an object schema, allOf merged. @param {any} document @param {Schema} schema */
function objectShape(document, schema) {
  /** @type {Record<string, any>} */
  const properties = { ...schema.properties };
  const required = [...(schema.required ?? [])];
  for (const part of schema.allOf ?? []) {
    const inner = objectShape(document, resolve(document, part).schema);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  return { properties, required };
}

/**
 * The value with, in each object the schema describes, only the fields `keep` chooses.
 * @param {any} document @param {Schema} schema @param {unknown} value @param {KeepRule} keep
 * @returns {unknown}
 */
export function shapeByContract(document, schema, value, keep) {
  const { name, schema: resolved } = resolve(document, schema);
  if (Array.isArray(value)) return value.map((entry) => shapeByContract(document, resolved.items ?? {}, entry, keep));
  if (!isObject(value)) return value;
  const { properties, required } = objectShape(document, resolved);
  if (Object.keys(properties).length === 0) return value;
  const kept = new Set(keep(name, properties, required));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => kept.has(key))
      .map(([key, entry]) => [key, shapeByContract(document, properties[key] ?? {}, entry, keep)]),
  );
}

/**
 * The schema of a call's `data` in its 200 answer, or null.
 * @param {any} document @param {string} method @param {string} route
 * @returns {Schema | null}
 */
export function dataSchemaOf(document, method, route) {
  let response = document.paths?.[route]?.[method.toLowerCase()]?.responses?.['200'];
  if (response?.$ref) response = document.components.responses[response.$ref.replace('#/components/responses/', '')];
  return response?.content?.['application/json']?.schema?.properties?.data ?? null;
}

/**
 * A reshaper of `data` by call, from the contract.
 * @param {KeepRule} keep @param {any} [document]
 */
export function contractShaper(keep, document = readContract()) {
  return {
    /**
     * A call SPEC does not show (`x-assumed` on the operation): a platform that has only SPEC's
     * calls does not have it. @param {string} method @param {string} route
     */
    assumed(method, route) {
      return document.paths?.[route]?.[method.toLowerCase()]?.['x-assumed'] === true;
    },
    /** @param {string} method @param {string} route @param {unknown} data */
    shape(method, route, data) {
      const schema = dataSchemaOf(document, method, route);
      return schema ? shapeByContract(document, schema, data, keep) : data;
    },
  };
}

/** Only what the contract requires: the misbehave kind `missing-optional`. @type {KeepRule} */
export const keepRequired = (_name, _properties, required) => required;

/** SPEC §3's fields, per entity; the cart's and item's ids are SPEC §7's own path parameters. */
const SPEC_FIELDS = /** @type {Record<string, readonly string[]>} */ ({
  User: ['id', 'name', 'last_name', 'email', 'phone', 'code', 'code_html', 'qr_code', 'regency_id', 'province_id', 'cabang_id', 'is_session_booked', 'session', 'is_data_checked', 'agency', 'unit', 'salesman'],
  Token: ['access_token', 'token_type', 'expires_in'],
  Prize: ['id', 'name', 'image_url', 'isSaved'],
  UpcomingSession: ['id', 'is_started_countdown'],
  Cart: ['id', 'items'],
  CartItem: ['id', 'quantity'],
  // A stream answer carries SPEC's live session and nothing of our own.
  SessionStream: ['session'],
  // SPEC §8 reads nothing of a claim's answer: `{ "data": {} }`.
  ClaimReceipt: [],
});

const NAME_LIKE = ['name', 'title', 'number'];

/**
 * The spec-minimal platform: SPEC §3's entities with exactly their fields, every other entity
 * with its id and at most one name-like field.
 * @type {KeepRule}
 */
export const keepSpecFields = (name, properties) => {
  if (name !== null && SPEC_FIELDS[name]) return SPEC_FIELDS[name];
  if (name === null) return Object.keys(properties);
  const nameLike = NAME_LIKE.find((field) => field in properties);
  return nameLike ? ['id', nameLike] : ['id'];
};
