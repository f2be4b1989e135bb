// How a story says what a fake call answers: a value, a failure with a status and the server's
// Indonesian message, or "still waiting" (the loading state). One helper settles all of them,
// for the statecharts' fake ports and for the fake SDK's fetch alike.

// Class instances, not plain objects: Storybook merges plain-object parameters key by key,
// so a story's `failure(…)` must replace the meta's value for an endpoint, not blend into it.
class Pending {
  readonly kind = 'pending';
}

class Failure {
  readonly kind = 'failure';
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

export type { Pending, Failure };

/** A value, a failure, or a request that never answers. */
export type Outcome<T> = T | Pending | Failure;

/** The request never answers: the screen stays in its loading/submitting state. */
export const pending = new Pending();

/** The server answers with an HTTP error; `message` is what the platform would say. */
export function failure(status: number, message: string): Failure {
  return new Failure(status, message);
}

export function isPending(outcome: unknown): outcome is Pending {
  return outcome instanceof Pending;
}

export function isFailure(outcome: unknown): outcome is Failure {
  return outcome instanceof Failure;
}

/**
 * An Error shaped like the SDK's ApiError as the machines see it: message + numeric status;
 * status 0 is no answer at all (the SDK's `network` code: offline).
 */
export function failureError(outcome: Failure): Error & { status: number } {
  return Object.assign(new Error(outcome.message), { status: outcome.status, ...(outcome.status === 0 ? { code: 'network' } : {}) });
}

function abortError(): DOMException {
  return new DOMException('Permintaan dibatalkan.', 'AbortError');
}

/**
 * Resolves the value, rejects with the failure, or waits until the caller aborts (leaving a
 * state cancels its request, exactly as with the real ports).
 */
export function settle<T>(outcome: Outcome<T>, signal?: AbortSignal): Promise<T> {
  if (isFailure(outcome)) return Promise.reject(failureError(outcome));
  if (!isPending(outcome)) return Promise.resolve(outcome);
  return new Promise<T>((_resolve, reject) => {
    if (signal?.aborted) reject(abortError());
    signal?.addEventListener('abort', () => reject(abortError()), { once: true });
  });
}
