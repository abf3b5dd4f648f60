import { createContext, useContext } from 'react';

/** The `{param}` values of the current route (set by the shell from the route table's match). */
const RouteParamsContext = createContext<Readonly<Record<string, string>>>({});

export const RouteParamsProvider = RouteParamsContext.Provider;

/** The current route's path parameters, e.g. `{ learnerId: '31' }` on `/apprenants/{learnerId}`. */
export function useRouteParams(): Readonly<Record<string, string>> {
  return useContext(RouteParamsContext);
}

/** A numeric path parameter, or null when it is missing or not a positive integer. */
export function useNumericParam(name: string): number | null {
  const raw = useRouteParams()[name];
  return raw !== undefined && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
