// One error type for everything that can go wrong with a call, with an Indonesian message the
// app can show as is. Status 0 means no HTTP answer arrived (network, timeout, abort).
import * as v from 'valibot';
import { describeIssues, type EnvelopeSchema } from './validate.js';

export type ApiErrorCode = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode = 'http',
    /** For logs and tests: where an answer broke the contract (never shown to a visitor). */
    readonly detail?: string,
    /** The answer's Retry-After in seconds (a 429 or 503 that said when to come back), if any. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After given in seconds (the platform's form), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers?.get('retry-after') ?? '');
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export const MESSAGES = {
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  aborted: 'Permintaan dibatalkan.',
  invalidResponse: 'Respons server tidak dapat dibaca. Silakan coba lagi nanti.',
  unauthorized: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  notFound: 'Data tidak ditemukan.',
  server: (status: number) => `Terjadi gangguan pada server (${status}). Silakan coba lagi nanti.`,
  failed: (status: number) => `Permintaan gagal (${status}).`,
} as const;

function messageForStatus(status: number): string {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 404) return MESSAGES.notFound;
  if (status >= 500) return MESSAGES.server(status);
  return MESSAGES.failed(status);
}

/** The server's `error.message` when the body is our error envelope, else null. */
function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const message = (error as { message: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Maps anything a fetch can throw to an ApiError. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  const name = thrown instanceof Error || thrown instanceof DOMException ? thrown.name : '';
  if (name === 'AbortError') return new ApiError(0, MESSAGES.aborted, 'aborted');
  if (name === 'TimeoutError') return new ApiError(0, MESSAGES.timeout, 'timeout');
  if (name === 'SyntaxError') return new ApiError(0, MESSAGES.invalidResponse, 'invalid-response');
  return new ApiError(0, MESSAGES.network, 'network');
}

/** What openapi-fetch resolves with, for a response whose body is `{ data: T }`. */
export interface FetchResultLike<T> {
  data?: { data: T };
  error?: unknown;
  response: Response;
}

/**
 * Resolves on any 2xx, whatever its body (SPEC §8: a claim's success is its status; the body
 * may be `{ data: {} }`, empty or anything else); an HTTP error, a network failure, a timeout
 * or an abort throws the same ApiError as `unwrap`.
 */
export async function succeeded(pending: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  let result: { error?: unknown; response: Response };
  try {
    result = await pending;
  } catch (thrown) {
    throw toApiError(thrown);
  }
  if (!result.response.ok) {
    throw new ApiError(result.response.status, serverMessage(result.error) ?? messageForStatus(result.response.status));
  }
}

/**
 * Resolves to the response's `data`, or throws an ApiError: the server's `error.message` for
 * an HTTP error, a readable Indonesian message for an error page that is not JSON, a network
 * failure, a timeout or an abort. With `envelope` (the call's generated response schema), a
 * 2xx body that breaks the contract is an `invalid-response` ApiError too, and the resolved
 * `data` is the checked one (numeric strings coerced, unknown fields dropped).
 */
export async function unwrap<T>(pending: Promise<FetchResultLike<T>>, envelope?: EnvelopeSchema<T>): Promise<T> {
  let result: FetchResultLike<T>;
  try {
    result = await pending;
  } catch (thrown) {
    throw toApiError(thrown);
  }
  const { response } = result;
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(result.error) ?? messageForStatus(response.status), 'http', undefined, retryAfterOf(response));
  }
  if (typeof result.data !== 'object' || result.data === null || !('data' in result.data)) {
    throw new ApiError(response.status, MESSAGES.invalidResponse, 'invalid-response', 'the body is not a { data } envelope');
  }
  if (!envelope) return result.data.data;
  const checked = v.safeParse(envelope, result.data);
  if (!checked.success) {
    throw new ApiError(response.status, MESSAGES.invalidResponse, 'invalid-response', describeIssues(checked.issues));
  }
  return checked.output.data;
}
