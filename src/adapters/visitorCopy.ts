// The signed-in visitor's offline copy of personal reads, loaded with the first one (never for
// an anonymous /home): network first; each answer is kept in the per-visitor store
// (src/adapters/visitorStore.ts) and answered from it when the network fails.
import { loadRead, saveRead, visitorKey } from './visitorStore';

/** Marks an answer that came from the per-visitor store instead of the network. */
export const OFFLINE_HEADER = 'X-Pameran-Offline';

/** Keeps a 200 answer (a copy of it, taken before anyone read its body) for when the network fails. */
export async function keepAnswer(request: Request, authorization: string, copy: Response): Promise<void> {
  const body = await copy.text();
  await saveRead(await visitorKey(authorization), request.url, { body, contentType: copy.headers.get('Content-Type') ?? 'application/json', savedAt: Date.now() });
}

/** The kept answer to `request`, when the network failed with `error`; rethrows it when nothing is kept. */
export async function answerFromCopy(request: Request, authorization: string, error: unknown): Promise<Response> {
  const stored = await loadRead(await visitorKey(authorization), request.url);
  if (!stored) throw error;
  return new Response(stored.body, { status: 200, headers: { 'Content-Type': stored.contentType, [OFFLINE_HEADER]: String(stored.savedAt) } });
}
