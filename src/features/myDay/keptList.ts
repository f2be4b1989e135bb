// A visitor's list that is theirs wherever they sign in: the sessions they starred, the booths
// they want to visit. Three copies, one truth:
// - in memory, one per list, shared by every screen that shows it;
// - on the device, sealed with the visitor's sign-in code (src/adapters/vault.ts): it survives sign-out and
//   comes back when the same visitor signs in again, and nobody else can read it;
// - with the account, where the platform offers the call (x-assumed, sdk/src/calls/plans.ts).
//   Signing in takes the account's list (a device list made before the account had one is sent
//   up instead); every change is sent whole. A platform that answers 404 has no such call: the
//   list then stays on the device, and `home` says so, for the screen to say once.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { calls as planCalls } from '@pameran/sdk/calls/plans';
import { selectAccessToken, selectUser } from '../../../machines';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useApi } from '../../data/api';
import { vaultOf, forgetVaultKeys, visitorSecret, type Vault } from '../../adapters/vault';
import { createListeners } from '../../lib/listeners';

export type PlanCalls = ReturnType<typeof planCalls>;

/** Where the list is kept besides this device: 'account' (synced), 'device' (the platform has no call), 'unknown' (not asked yet, or offline). */
export type ListHome = 'account' | 'device' | 'unknown';

export interface KeptListSpec<T> {
  /** The name of its sealed copy on the device. */
  name: string;
  /** A list as stored or sent, checked: anything malformed is dropped. */
  check(value: unknown): T[];
  pull(plans: PlanCalls): Promise<T[]>;
  push(plans: PlanCalls, list: T[]): Promise<T[]>;
}

export interface KeptList<T> {
  /** 'anonymous': needs a signed-in visitor; 'loading': the device's copy is being read. */
  status: 'anonymous' | 'loading' | 'ready';
  entries: readonly T[];
  home: ListHome;
  write(change: (current: T[]) => T[]): void;
}

interface Held<T> {
  visitor: string;
  entries: T[] | null;
  home: ListHome;
  /** Changed here since the account last had it. */
  unsent: boolean;
}

const NONE: readonly never[] = [];

const isMissingCall = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export function keptList<T>(spec: KeptListSpec<T>) {
  let held: Held<T> | null = null;
  let vault: Vault | null = null;
  let plans: PlanCalls | null = null;
  /** The client the list was opened with: another one (a new assembly of the app) opens it anew. */
  let openedWith: object | null = null;
  const { notify, subscribe } = createListeners();
  const update = (change: Partial<Held<T>>) => {
    if (!held) return;
    held = { ...held, ...change };
    notify();
  };

  async function send(visitor: string) {
    if (!plans || !held || held.visitor !== visitor || held.home === 'device' || !held.entries) return;
    const sent = held.entries;
    try {
      await spec.push(plans, sent);
      if (held?.visitor === visitor) update({ home: 'account', unsent: held.entries !== sent });
    } catch (error) {
      // Not sent (offline, a passing failure): said as waiting until a later send reaches the account.
      if (held?.visitor === visitor) update(isMissingCall(error) ? { home: 'device', unsent: false } : { home: 'unknown', unsent: true });
    }
  }

  async function open(visitor: string, secret: string) {
    held = { visitor, entries: null, home: 'unknown', unsent: false };
    notify();
    vault = await vaultOf(secret);
    const onDevice = spec.check(await vault?.read(spec.name));
    // A change made while the device's copy was read wins over it.
    if (held?.visitor !== visitor) return;
    if (held.entries === null) update({ entries: onDevice });
    else void vault?.write(spec.name, held.entries);
    if (!plans) return;
    try {
      const fromAccount = spec.check(await spec.pull(plans));
      if (held?.visitor !== visitor) return;
      if (fromAccount.length === 0 && (held.entries?.length ?? 0) > 0) {
        update({ home: 'account', unsent: true });
        await send(visitor);
      } else if (!held.unsent) {
        update({ entries: fromAccount, home: 'account' });
        void vault?.write(spec.name, fromAccount);
      } else {
        update({ home: 'account' });
        await send(visitor);
      }
    } catch (error) {
      if (held?.visitor === visitor) update({ home: isMissingCall(error) ? 'device' : 'unknown' });
    }
  }

  function write(change: (current: T[]) => T[]) {
    if (!held) return;
    const next = change([...(held.entries ?? [])]);
    update({ entries: next, unsent: true });
    void vault?.write(spec.name, next);
    void send(held.visitor);
  }

  /** Logout: the list leaves memory (its sealed copy stays, unreadable without the code). */
  function forget() {
    held = null;
    vault = null;
    forgetVaultKeys();
    notify();
  }

  function useList(): KeptList<T> {
    const status = useAuthStatus();
    const token = useAuth(selectAccessToken, null);
    const user = useAuth(selectUser, null);
    const api = useApi();
    const signedIn = status === 'authenticated' && token !== null && user !== null;
    const visitor = signedIn ? String(user.id) : null;
    const secret = signedIn ? visitorSecret(user, token) : null;
    const current = useSyncExternalStore(subscribe, () => held, () => held);

    useEffect(() => {
      if (status === 'anonymous' && held) forget();
    }, [status]);
    useEffect(() => {
      plans = api.extend(planCalls);
      if (visitor === null || secret === null || (held?.visitor === visitor && openedWith === api)) return;
      openedWith = api;
      void open(visitor, secret);
    }, [api, visitor, secret]);
    // A change made offline reaches the account when the network is back.
    useEffect(() => {
      const retry = () => {
        if (held?.unsent) void send(held.visitor);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, []);

    const writeList = useCallback((change: (current: T[]) => T[]) => write(change), []);
    if (!signedIn || !current || current.visitor !== visitor || openedWith !== api) return { status: signedIn ? 'loading' : 'anonymous', entries: NONE, home: 'unknown', write: writeList };
    return { status: current.entries === null ? 'loading' : 'ready', entries: current.entries ?? NONE, home: current.home, write: writeList };
  }

  return { useList, forget };
}
