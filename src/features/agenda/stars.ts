// "Sesi saya" by the visitor's own choice: the sessions they starred, kept like the booths to
// visit (with the account where the platform offers it, sealed on the device otherwise:
// src/features/myDay/keptList.ts). The agenda's "Sesi saya" shows the starred sessions together
// with those the platform registered in the visitor's name (User.session), which cannot be
// unstarred here.
import { keptList, type ListHome } from '../myDay/keptList';

/** Starred session ids as stored or sent: positive whole numbers, each once. */
export function checkStars(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
}

const kept = keptList<number>({
  name: 'starred-sessions',
  check: checkStars,
  pull: (plans) => plans.agenda().then((agenda) => agenda.session_ids),
  push: (plans, ids) => plans.saveAgenda({ session_ids: ids }).then((agenda) => agenda.session_ids),
});

export interface Stars {
  status: 'anonymous' | 'loading' | 'ready';
  home: ListHome;
  ids: readonly number[];
  isStarred(sessionId: number): boolean;
  toggle(sessionId: number): void;
}

export function useStars(): Stars {
  const { status, entries, home, write } = kept.useList();
  return {
    status,
    home,
    ids: entries,
    isStarred: (sessionId) => entries.includes(sessionId),
    toggle: (sessionId) => write((current) => (current.includes(sessionId) ? current.filter((id) => id !== sessionId) : [...current, sessionId])),
  };
}

/** Logout: the stars leave memory; their sealed copy stays for the same visitor's next sign-in. */
export const forgetStars = kept.forget;
