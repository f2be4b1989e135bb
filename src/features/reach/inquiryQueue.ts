// The visitor's quotation requests kept on this device until the platform has them, so one asked
// for offline at the venue is not lost: like the cart's queue (src/adapters/cartQueue.ts).
//
// - A request is sent at once when the device is online. Only when no answer comes (offline, a
//   timeout) is it kept, sealed with the visitor's sign-in code (src/adapters/vault.ts, like the
//   cart's additions: another visitor on the device never reads it, and a sign-out does not lose
//   it; the same visitor's next sign-in sends it), and sent when the device is back online, one at
//   a time, leaving the queue once the platform answered.
// - Each request carries its own key as the Idempotency-Key header, the same on every resend: a
//   resend after a lost answer, from this tab or another, is one request on the platform.
// - Every send from the queue holds one Web Lock per visitor, so two tabs do not send the same
//   request at once (the key would make it one request anyway).
// - A request the platform refuses once back online (a bound, the organiser's platform without
//   the call) stays, with the platform's message, until the visitor deletes it: what they typed is
//   never dropped silently.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { PameranClient } from '@pameran/sdk';
import { isUnauthorized, selectAccessToken, selectUser } from '../../../machines';
import { memoryVault, vaultOf, visitorSecret, type Vault } from '../../adapters/vault';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useApi } from '../../data/api';
import { createListeners } from '../../lib/listeners';
import { reach as reachCopy } from '../../copy/reach';
import { isNotEnabled, isOffline, reachOf, type ReachCalls } from './api';

export type InquiryBody = Parameters<ReachCalls['sendInquiry']>[0];

export interface QueuedInquiry {
  /** Its Idempotency-Key. */
  key: string;
  body: InquiryBody;
  exhibitorName: string;
  productName?: string;
  /** When the visitor sent it (ISO). */
  queuedAt: string;
  /** The platform's message when it refused the request once the device was back online. */
  refused?: string;
}

/** The part of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const QUEUE = 'inquiry-queue';

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** The body of a stored request as the app wrote it, or null. */
function checkBody(value: unknown): InquiryBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Record<string, unknown>;
  const exhibitorId = count(body.exhibitor_id);
  const note = text(body.note, 1000);
  const replyTo = body.reply_to as Record<string, unknown> | null | undefined;
  const phone = text(replyTo?.phone, 40);
  const email = text(replyTo?.email, 254);
  if (exhibitorId === undefined || note === undefined || body.consent !== true || (phone === undefined) === (email === undefined)) return null;
  const productId = count(body.product_id);
  const quantity = count(body.quantity);
  const unit = text(body.unit, 40);
  return {
    exhibitor_id: exhibitorId,
    ...(productId !== undefined ? { product_id: productId } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(unit ? { unit } : {}),
    note,
    reply_to: phone !== undefined ? { phone } : { email: email! },
    consent: true,
  } as InquiryBody;
}

/** A stored queue as the app wrote it; anything else is dropped. */
export function checkQueuedInquiries(value: unknown): QueuedInquiry[] {
  if (!Array.isArray(value)) return [];
  const entries: QueuedInquiry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const key = text(entry.key, 100);
    const body = checkBody(entry.body);
    const exhibitorName = text(entry.exhibitorName, 300);
    const queuedAt = text(entry.queuedAt, 40);
    if (!key || !body || exhibitorName === undefined || !queuedAt || entries.some((kept) => kept.key === key)) continue;
    const productName = text(entry.productName, 300);
    const refused = text(entry.refused, 1000);
    entries.push({ key, body, exhibitorName, queuedAt, ...(productName !== undefined ? { productName } : {}), ...(refused !== undefined ? { refused } : {}) });
  }
  return entries;
}

/** A fresh Idempotency-Key. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Each map is keyed by the visitor's vault id.
const queues = new Map<string, QueuedInquiry[]>();
const loading = new Map<string, Promise<void>>();
const sending = new Map<string, Promise<void>>();
/** The visitors whose hooks are mounted, with the client to send with (the `online` event flushes them). */
const live = new Map<string, { vault: Vault; api: PameranClient }>();
const { notify, subscribe, version } = createListeners();

const locks = (): Locks | undefined => globalThis.navigator?.locks;
const alone = <T>(vault: Vault, task: () => Promise<T>): Promise<T> => {
  const held = locks();
  return held ? held.request(`pameran-inquiry-queue ${vault.id}`, task) : task();
};
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function load(vault: Vault): Promise<void> {
  const running = loading.get(vault.id);
  if (running) return running;
  const run = vault.read(QUEUE).then((stored) => {
    const held = queues.get(vault.id) ?? [];
    queues.set(vault.id, checkQueuedInquiries([...checkQueuedInquiries(stored), ...held]));
    notify();
  });
  loading.set(vault.id, run);
  return run;
}

/**
 * The queue as it now is, kept on the device, then shown: a request the page shows as no longer
 * waiting is no longer on the device, so a reload right after does not send it again.
 */
async function save(vault: Vault, queue: QueuedInquiry[]) {
  queues.set(vault.id, queue);
  try {
    await vault.write(QUEUE, queue);
  } finally {
    notify();
  }
}

/**
 * The stored queue as another tab may have left it (read under the lock before a change); this
 * tab's own where the device keeps nothing (no IndexedDB, or nothing written yet).
 */
async function stored(vault: Vault): Promise<QueuedInquiry[]> {
  const value = await vault.read(QUEUE);
  return value === undefined ? [...(queues.get(vault.id) ?? [])] : checkQueuedInquiries(value);
}

async function keep(vault: Vault, entry: QueuedInquiry) {
  await load(vault);
  await alone(vault, async () => {
    const queue = await stored(vault);
    await save(vault, [...queue.filter((held) => held.key !== entry.key), entry]);
  });
}

/** Sends the queue's requests not refused yet, one at a time; each leaves it once the platform answered. */
export function flushInquiries(vault: Vault, api: PameranClient): Promise<void> {
  const running = sending.get(vault.id);
  if (running) return running;
  const run = (async () => {
    await load(vault);
    for (;;) {
      if (deviceOffline()) return;
      const done = await alone(vault, async () => {
        const queue = await stored(vault);
        const entry = queue.find((held) => held.refused === undefined);
        if (!entry) {
          queues.set(vault.id, queue);
          notify();
          return true;
        }
        try {
          await reachOf(api).sendInquiry(entry.body, { idempotencyKey: entry.key });
          await save(vault, queue.filter((held) => held.key !== entry.key));
        } catch (error) {
          // The platform refused the visitor's token, not the request: it waits for their next sign-in.
          if (isOffline(error) || isUnauthorized(error)) return true;
          const refused = isNotEnabled(error) ? reachCopy.notEnabled : error instanceof Error ? error.message : String(error);
          await save(vault, queue.map((held) => (held.key === entry.key ? { ...held, refused } : held)));
        }
        return false;
      });
      if (done) return;
    }
  })().finally(() => sending.delete(vault.id));
  sending.set(vault.id, run);
  return run;
}

/**
 * Sends a request at once, or keeps it in the visitor's `vault` when no answer can come: 'sent'
 * or 'queued'. A refusal is thrown and nothing is kept.
 */
export async function submitInquiry(api: PameranClient, vault: Vault | null, entry: QueuedInquiry): Promise<'sent' | 'queued'> {
  if (!deviceOffline() || !vault) {
    try {
      await reachOf(api).sendInquiry(entry.body, { idempotencyKey: entry.key });
      return 'sent';
    } catch (error) {
      if (!isOffline(error) || !vault) throw error;
    }
  }
  await keep(vault, entry);
  live.set(vault.id, { vault, api });
  return 'queued';
}

/** Logout: this tab's memory of every visitor's queue goes (the device keeps it sealed). */
export function forgetInquiries(): void {
  if (queues.size === 0 && live.size === 0) return;
  queues.clear();
  live.clear();
  loading.clear();
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    for (const { vault, api } of live.values()) void flushInquiries(vault, api);
  });
}

export interface InquiryQueue {
  /** The visitor's requests waiting on this device (or refused once sent from it), oldest first. */
  entries: readonly QueuedInquiry[];
  /**
   * Sends a request: 'sent' once the platform has it, 'queued' when it waits on the device for
   * the network. A refusal (a bound, the call missing) is thrown, and nothing is kept.
   */
  submit(entry: Omit<QueuedInquiry, 'key' | 'queuedAt' | 'refused'>, key: string): Promise<'sent' | 'queued'>;
  /** Deletes a request that waits or was refused. */
  discard(key: string): void;
}

const NOTHING: readonly QueuedInquiry[] = [];

/** The visitor's sealed store; this page's memory where the device cannot seal one. */
const openVault = async (secret: string): Promise<Vault> => (await vaultOf(secret)) ?? memoryVault(secret);

/** The signed-in visitor's store, once opened (null before that, and for nobody). */
function useVisitorVault(secret: string | null): Vault | null {
  const [found, setFound] = useState<{ secret: string; vault: Vault } | null>(null);
  useEffect(() => {
    if (!secret) return undefined;
    let current = true;
    void openVault(secret).then((vault) => {
      if (current) setFound({ secret, vault });
    });
    return () => {
      current = false;
    };
  }, [secret]);
  return secret && found?.secret === secret ? found.vault : null;
}

export function useInquiryQueue(): InquiryQueue {
  const api = useApi();
  const status = useAuthStatus();
  const token = useAuth(selectAccessToken, null);
  const user = useAuth(selectUser, null);
  useSyncExternalStore(subscribe, version, version);
  const secret = status === 'authenticated' && token && user ? visitorSecret(user, token) : null;
  const vault = useVisitorVault(secret);

  // What waits from an earlier visit, an earlier sign-in or another tab goes as soon as the visitor is known.
  useEffect(() => {
    if (!vault) return;
    live.set(vault.id, { vault, api });
    void flushInquiries(vault, api);
  }, [vault, api]);

  // Logout: what is in memory goes (the device keeps it sealed).
  useEffect(() => {
    if (status === 'anonymous') forgetInquiries();
  }, [status]);

  const submit = useCallback<InquiryQueue['submit']>(
    async (request, key) => submitInquiry(api, vault ?? (secret ? await openVault(secret) : null), { ...request, key, queuedAt: new Date().toISOString() }),
    [api, secret, vault],
  );

  const discard = useCallback(
    (key: string) => {
      if (!vault) return;
      void alone(vault, async () => save(vault, (await stored(vault)).filter((held) => held.key !== key)));
    },
    [vault],
  );

  return { entries: (vault && queues.get(vault.id)) || NOTHING, submit, discard };
}
