// @ts-check
// Field checks for request bodies and parameters. Each failure is an HttpError with an
// Indonesian message naming the field, so the app can show it as is.
import { HttpError } from './http.mjs';

/** @param {unknown} body @returns {Record<string, unknown>} */
export function asObject(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Data yang dikirim harus berupa objek.');
  return /** @type {Record<string, unknown>} */ (body);
}

/**
 * A non-empty text field (trimmed), at most `max` characters.
 * @param {Record<string, unknown>} body @param {string} field @param {string} label @param {number} [max]
 */
export function requiredText(body, field, label, max = 120) {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(422, `${label} wajib diisi.`);
  if (value.length > max) throw new HttpError(422, `${label} terlalu panjang (maksimal ${max} karakter).`);
  return value.trim();
}

/**
 * An integer field; form values arrive as text, JSON values as numbers — both are accepted.
 * @param {Record<string, unknown>} body @param {string} field @param {string} label
 * @param {{ min?: number, max?: number }} [range]
 */
export function requiredInteger(body, field, label, range = {}) {
  const raw = body[field];
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (raw === undefined || raw === null || raw === '') throw new HttpError(422, `${label} wajib diisi.`);
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new HttpError(422, `${label} harus berupa bilangan bulat.`);
  if (range.min !== undefined && value < range.min) throw new HttpError(422, `${label} minimal ${range.min}.`);
  if (range.max !== undefined && value > range.max) throw new HttpError(422, `${label} maksimal ${range.max}.`);
  return value;
}

/**
 * A field that must equal one fixed value (the SDK's fixed registration/login values).
 * @param {Record<string, unknown>} body @param {string} field @param {string | number} expected @param {string} label
 */
export function fixedValue(body, field, expected, label) {
  if (String(body[field] ?? '') !== String(expected)) throw new HttpError(422, `${label} tidak valid.`);
}

/** A positive integer path parameter; anything else is "not found". @param {string} raw @param {string} notFound */
export function idParam(raw, notFound) {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new HttpError(404, notFound);
  return Number(raw);
}

/** Optional `limit` query parameter. @param {URLSearchParams} query */
export function limitQuery(query) {
  const raw = query.get('limit');
  if (raw === null) return undefined;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) throw new HttpError(400, 'Parameter limit harus berupa angka positif.');
  return Number(raw);
}

/**
 * How many entries a list answers: `limit` when given (at most `most`), else `fallback`.
 * @param {URLSearchParams} query @param {{ fallback: number, most: number }} page
 */
export function pageSize(query, { fallback, most }) {
  const limit = limitQuery(query) ?? fallback;
  if (limit > most) throw new HttpError(400, `Parameter limit maksimal ${most}.`);
  return limit;
}
