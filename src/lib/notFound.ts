/**
 * The platform answered 404: what was asked for does not exist (a session without a survey, an
 * unknown booth code). That is an absence to describe calmly, not a failure to retry.
 */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
