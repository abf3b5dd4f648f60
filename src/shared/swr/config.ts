import type { SWRConfiguration } from 'swr';
import type { QueryParams } from '../api/query';
import { isHttpError, NETWORK_ERROR_STATUS } from '../api/http-error';
import { RETRY_BASE_MS, RETRY_MAX_ATTEMPTS } from '../constants';
import { preloadedReads } from './preload';

/** SWR keys of API reads: the path and its query, so a changed query is a new cache entry. */
export type ApiKey = readonly [path: string, params?: QueryParams];

export function apiKey(path: string, params?: QueryParams): ApiKey {
  return params ? [path, params] : [path];
}

/**
 * Delay before retry number `retryCount` (1-based), or null when the error must not be retried.
 * Only server errors (5xx) and network failures are retried: 1 s, 2 s, 4 s… at most 5 times.
 * 401/403/404/409/422 and every other client error are final.
 */
export function retryDelay(error: unknown, retryCount: number): number | null {
  if (!isHttpError(error)) return null;
  const retriable = error.status === NETWORK_ERROR_STATUS || error.status >= 500;
  if (!retriable || retryCount > RETRY_MAX_ATTEMPTS) return null;
  return RETRY_BASE_MS * 2 ** (retryCount - 1);
}

export const swrConfig: SWRConfiguration = {
  use: [preloadedReads],
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    const delay = retryDelay(error, retryCount);
    if (delay !== null) setTimeout(() => void revalidate({ retryCount }), delay);
  },
};
