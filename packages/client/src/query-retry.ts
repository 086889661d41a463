import { ApiError } from './http';

/**
 * TanStack Query's retry rule in every remote: a refusal (4xx) is shown at once, a network or
 * server failure is tried once more.
 */
export const retryOnceUnlessRefused = (failures: number, error: unknown): boolean => failures < 1 && !(error instanceof ApiError && error.status < 500);
