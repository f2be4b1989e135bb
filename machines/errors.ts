import { messages } from './messages';

/** A failed port call is a 401 when it says so structurally (the SDK's ApiError does). */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

/**
 * A port call got no answer, or none in time (the SDK's ApiError: status 0, code 'network' or
 * 'timeout'): offline, or the network let it down. Not the platform's refusal, nor an abort.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 0 && (code === 'network' || code === 'timeout');
}

/** The server's message when there is one, otherwise a generic Indonesian message. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return messages.genericError;
}
