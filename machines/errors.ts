import { messages } from './messages';

/** A failed port call is a 401 when it says so structurally (the SDK's ApiError does). */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

/** The server's message when there is one, otherwise a generic Indonesian message. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return messages.genericError;
}
