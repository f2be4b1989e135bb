// How a story says what a fake call answers: a value, a failure with a status and the server's
// Indonesian message, or "still waiting" (the loading state). One helper settles all of them,
// for the statecharts' fake ports and for the fake SDK's fetch alike.

const PENDING = Symbol('pending');
const FAILURE = Symbol('failure');

export interface Pending {
  readonly [PENDING]: true;
}

export interface Failure {
  readonly [FAILURE]: true;
  readonly status: number;
  readonly message: string;
}

/** A value, a failure, or a request that never answers. */
export type Outcome<T> = T | Pending | Failure;

/** The request never answers: the screen stays in its loading/submitting state. */
export const pending: Pending = { [PENDING]: true };

/** The server answers with an HTTP error; `message` is what the platform would say. */
export function failure(status: number, message: string): Failure {
  return { [FAILURE]: true, status, message };
}

export function isPending(outcome: unknown): outcome is Pending {
  return typeof outcome === 'object' && outcome !== null && PENDING in outcome;
}

export function isFailure(outcome: unknown): outcome is Failure {
  return typeof outcome === 'object' && outcome !== null && FAILURE in outcome;
}

/** An Error shaped like the SDK's ApiError as the machines see it: message + numeric status. */
export function failureError(outcome: Failure): Error & { status: number } {
  return Object.assign(new Error(outcome.message), { status: outcome.status });
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
