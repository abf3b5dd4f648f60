import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from './context';

/** Null, undefined, '' and [] remove the parameter; arrays set one value per entry (`['']` keeps an empty `key=`). */
export type SearchParamUpdates = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/** Applies updates to a query string and keeps every other parameter; returns `?…` or ''. */
export function mergeSearch(search: string, updates: SearchParamUpdates): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(updates)) {
    if (Array.isArray(value)) {
      params.delete(key);
      for (const item of value as readonly string[]) params.append(key, item);
    } else if (value === null || value === undefined || value === '') {
      params.delete(key);
    } else {
      params.set(key, String(value));
    }
  }
  // Brackets stay readable (`status[]=1`, `order[createdAt]=desc`).
  const query = params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return query ? `?${query}` : '';
}

export type SetSearchParams = (updates: SearchParamUpdates, options?: NavigateOptions) => void;

/** The current query and a setter that merges updates into it (other parameters are kept). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (updates, options) => navigate(`${location.pathname}${mergeSearch(location.search, updates)}${location.hash}`, options),
    [navigate, location.pathname, location.search, location.hash],
  );
  return [params, setParams];
}
