import { createApiClient, type ApiClient, type AuthPort } from '../../src/shared/api/client';
import { embedMessages as m } from '../messages';

/**
 * The API client of a widget. `api-base` defaults to `/api` on the origin that served the script
 * (a snippet copied from Volant works as it is); a given one must be an http(s) URL or a path.
 */
export function resolveApiBase(raw: string | null, scriptUrl: string): { base: string } | { error: string } {
  if (raw === null || raw.trim() === '') return { base: new URL('/api', scriptUrl).href };
  try {
    const url = new URL(raw.trim(), globalThis.location?.href ?? scriptUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: m.badApiBase };
    return { base: url.href.replace(/\/+$/, '') };
  } catch {
    return { error: m.badApiBase };
  }
}

/** A status token cannot be renewed: a 401 is final (the widget says so). */
const noRefresh = () => Promise.reject(new Error('Jeton non renouvelable'));

export function widgetClient(baseUrl: string, getToken: () => string | null = () => null): ApiClient {
  const auth: AuthPort = { getToken, refresh: noRefresh, clear: () => undefined };
  return createApiClient({ baseUrl, auth });
}
