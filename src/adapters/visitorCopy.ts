// The signed-in visitor's offline copy of personal reads, loaded with the first one (never for
// an anonymous /home): network first; each answer is kept in the per-visitor store
// (src/adapters/visitorStore.ts) and answered from it when the network fails.
import { loadRead, saveRead, visitorKey } from './visitorStore';

/** Marks an answer that came from the per-visitor store instead of the network. */
export const OFFLINE_HEADER = 'X-Pameran-Offline';

export async function readWithVisitorCopy(network: (request: Request) => Promise<Response>, request: Request, authorization: string): Promise<Response> {
  const visitor = await visitorKey(authorization);
  try {
    const response = await network(request);
    if (response.status === 200) {
      const copy = response.clone();
      void copy.text().then((body) => saveRead(visitor, request.url, { body, contentType: copy.headers.get('Content-Type') ?? 'application/json', savedAt: Date.now() }));
    }
    return response;
  } catch (error) {
    if (request.signal.aborted) throw error;
    const stored = await loadRead(visitor, request.url);
    if (!stored) throw error;
    return new Response(stored.body, { status: 200, headers: { 'Content-Type': stored.contentType, [OFFLINE_HEADER]: String(stored.savedAt) } });
  }
}
