// @ts-check
// A visitor's plans kept with the account (x-assumed): the sessions they starred and the booths
// they want to visit, each list replaced whole by the device that changed it. In memory like the
// platform's other state, bounded per visitor and in visitors.
import { HttpError } from './http.mjs';
import { asObject, requiredInteger } from './validate.mjs';
import { setNewest } from './limits.mjs';

export const PLAN_LIMITS = { sessions: 200, visits: 500, visitors: 100_000, nameLength: 120, boothCodeLength: 16 };

/**
 * @typedef {{ exhibitor_id: number, name?: string, booth_code?: string, visited: boolean }} VisitEntry
 * @typedef {{ agenda: number[], visits: VisitEntry[] }} Plans
 */

/** @param {unknown} value @param {string} label @param {number} max */
function listOf(value, label, max) {
  if (!Array.isArray(value)) throw new HttpError(422, `${label} harus berupa daftar.`);
  if (value.length > max) throw new HttpError(422, `${label} paling banyak ${max}.`);
  return value;
}

/** @param {unknown} value @param {number} max */
const optionalText = (value, max) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

export function createPlans({ maxVisitors = PLAN_LIMITS.visitors } = {}) {
  /** @type {Map<number, Plans>} user id → their plans, the most recently changed last */
  const plansOf = new Map();
  const of = (/** @type {number} */ userId) => plansOf.get(userId) ?? { agenda: [], visits: [] };
  /** @param {number} userId @param {Partial<Plans>} change */
  const keep = (userId, change) => setNewest(plansOf, userId, { ...of(userId), ...change }, maxVisitors);

  return {
    /** @param {{ id: number }} user */
    agenda: (user) => ({ session_ids: of(user.id).agenda }),
    /** @param {{ id: number }} user @param {unknown} body */
    saveAgenda(user, body) {
      const ids = listOf(asObject(body).session_ids, 'session_ids', PLAN_LIMITS.sessions)
        .map((id) => requiredInteger({ id }, 'id', 'ID sesi', { min: 1 }));
      keep(user.id, { agenda: [...new Set(ids)] });
      return this.agenda(user);
    },
    /** @param {{ id: number }} user */
    visitList: (user) => ({ entries: of(user.id).visits }),
    /** @param {{ id: number }} user @param {unknown} body */
    saveVisitList(user, body) {
      /** @type {Map<number, VisitEntry>} */
      const entries = new Map();
      for (const raw of listOf(asObject(body).entries, 'entries', PLAN_LIMITS.visits)) {
        const item = asObject(raw);
        const id = requiredInteger(item, 'exhibitor_id', 'ID peserta pameran', { min: 1 });
        const name = optionalText(item.name, PLAN_LIMITS.nameLength);
        const boothCode = optionalText(item.booth_code, PLAN_LIMITS.boothCodeLength);
        entries.set(id, { exhibitor_id: id, ...(name ? { name } : {}), ...(boothCode ? { booth_code: boothCode } : {}), visited: item.visited === true });
      }
      keep(user.id, { visits: [...entries.values()] });
      return this.visitList(user);
    },
    sizes: () => ({ plans: plansOf.size }),
  };
}

/**
 * The calls' handlers, by operation id.
 * @param {ReturnType<typeof createPlans>} plans
 * @param {{ currentUser: (context: any) => { id: number } }} helpers
 */
export function planHandlers(plans, { currentUser }) {
  return {
    /** @param {any} context */
    myAgenda: (context) => plans.agenda(currentUser(context)),
    /** @param {any} context */
    saveMyAgenda: (context) => plans.saveAgenda(currentUser(context), context.body),
    /** @param {any} context */
    myVisitList: (context) => plans.visitList(currentUser(context)),
    /** @param {any} context */
    saveMyVisitList: (context) => plans.saveVisitList(currentUser(context), context.body),
  };
}
