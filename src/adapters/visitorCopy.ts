// The signed-in visitor's offline copy of personal reads, loaded with the first one (never for
// an anonymous /home): network first; each answer is kept in the per-visitor store
// (src/adapters/visitorStore.ts) and answered from it when the network fails.
import { loadRead, saveRead, visitorKey } from './visitorStore';

/** Marks an answer that came from the per-visitor store instead of the network. */
export const OFFLINE_HEADER = 'X-Pameran-Offline';

export interface VisitorCopy {
  /** Keeps a 200 answer (a copy of it, taken before anyone read its body) for when the network fails. */
  keep(copy: Response): Promise<void>;
  /** The kept answer, when the network failed with `error`; rethrows it when nothing is kept. */
  answer(error: unknown): Promise<Response>;
}

/**
 * The copy of one read, for the visitor whose `authorization` it carries; `begun` is the
 * `signOuts()` mark taken as the read started, so an answer that arrives after a logout is not kept.
 */
export function copyOf(request: Request, authorization: string, begun: number): VisitorCopy {
  const visitor = visitorKey(authorization, begun);
  return {
    async keep(copy) {
      const body = await copy.text();
      await saveRead(await visitor, request.url, { body, contentType: copy.headers.get('Content-Type') ?? 'application/json', savedAt: Date.now() });
    },
    async answer(error) {
      const stored = await loadRead(await visitor, request.url);
      if (!stored) throw error;
      return new Response(stored.body, { status: 200, headers: { 'Content-Type': stored.contentType, [OFFLINE_HEADER]: String(stored.savedAt) } });
    },
  };
}
