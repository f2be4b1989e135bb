// The desk's three lists, read together with the staff token, and what answering changes in
// them. A 401 for the staff token ends the desk's sign-in (never the visitor's session).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '@pameran/sdk';
import { calls as deskCalls, type DeskSlot, type ReceivedContact, type ReceivedInquiry } from '@pameran/sdk/calls/exhibitorDesk';
import { useApi } from '../../data/api';

export interface DeskLists {
  inquiries: ReceivedInquiry[];
  contacts: ReceivedContact[];
  slots: DeskSlot[];
}

export type DeskState = { status: 'loading' } | { status: 'ready'; lists: DeskLists } | { status: 'failed'; message: string };

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function useDeskCalls() {
  return useApi().extend(deskCalls);
}

/** The lists of the exhibitor `token` opens; `onEnded` when the platform no longer takes the token. */
export function useDesk(token: string, onEnded: () => void) {
  const desk = useDeskCalls();
  const [state, setState] = useState<DeskState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const o = { signal: controller.signal };
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    Promise.all([desk.inquiries(token, o), desk.contacts(token, o), desk.slots(token, o)]).then(
      ([inquiries, contacts, slots]) => setState({ status: 'ready', lists: { inquiries, contacts, slots } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) onEnded();
        else setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [desk, token, round, onEnded]);

  const reload = useCallback(() => setRound((count) => count + 1), []);

  /** Puts an answered inquiry or meeting in place of the listed one. */
  const update = useMemo(() => ({
    inquiry: (answered: ReceivedInquiry) =>
      setState((current) => current.status !== 'ready' ? current : {
        status: 'ready', lists: { ...current.lists, inquiries: current.lists.inquiries.map((listed) => (listed.id === answered.id ? answered : listed)) },
      }),
    meeting: (answered: NonNullable<DeskSlot['meeting']>) =>
      setState((current) => current.status !== 'ready' ? current : {
        status: 'ready',
        lists: {
          ...current.lists,
          // A declined request frees its slot: the desk shows it free, as the platform does.
          slots: current.lists.slots.map((slot) => slot.meeting?.id !== answered.id ? slot : answered.status === 'declined' ? { id: slot.id, starts_at: slot.starts_at, ends_at: slot.ends_at } : { ...slot, meeting: answered }),
        },
      }),
  }), []);

  return { state, reload, update };
}
