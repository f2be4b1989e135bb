// Reads sdk/openapi.yaml into a flat list of operations. Shared by the type generator and the
// local platform (which routes and authenticates by the same list), so neither can drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.yaml');
const AUTH_MODES = new Set(['bearer', 'optional-empty', 'none']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * @typedef {{ method: string, route: string, operationId: string,
 *   authMode: 'bearer' | 'optional-empty' | 'none', tokenRequired: boolean,
 *   bodyType: string | null }} ContractOperation
 */

/** @returns {any} the parsed contract */
export function readContract() {
  return parse(readFileSync(CONTRACT_PATH, 'utf8'));
}

/**
 * Every operation with its auth mode and request body media type. A token is required unless the operation's `security`
 * allows anonymous access (`[]` or a `{}` alternative). Throws when an operation lacks a mode.
 * @param {any} document
 * @returns {ContractOperation[]}
 */
export function listOperations(document = readContract()) {
  /** @type {ContractOperation[]} */
  const operations = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const authMode = operation['x-auth-mode'];
      if (!AUTH_MODES.has(authMode)) throw new Error(`${method.toUpperCase()} ${route}: x-auth-mode must be one of ${[...AUTH_MODES].join(', ')}`);
      const security = operation.security ?? document.security ?? [];
      const tokenRequired = security.length > 0 && !security.some((/** @type {object} */ s) => Object.keys(s).length === 0);
      const bodyType = Object.keys(operation.requestBody?.content ?? {})[0] ?? null;
      operations.push({ method: method.toUpperCase(), route, operationId: operation.operationId, authMode, tokenRequired, bodyType });
    }
  }
  return operations;
}
