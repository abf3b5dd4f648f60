import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../api/client';
import { onSignOut } from '../session/store';
import { swrConfig } from './config';
import { clearPreloadedReads } from './preload';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Drops every cached server answer on sign-out (the next user must not see the previous one's data). */
function ClearCacheOnSignOut() {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onSignOut(() => {
        clearPreloadedReads();
        void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate],
  );
  return null;
}

export interface ApiProviderProps {
  client: ApiClient;
  /** Overrides of the shared SWR configuration (tests pass `provider: () => new Map()`). */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/** Holds the API client and the shared SWR configuration for the tree below. */
export function ApiProvider({ client, swr, children }: ApiProviderProps) {
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={{ ...swrConfig, ...swr }}>
        <ClearCacheOnSignOut />
        {children}
      </SWRConfig>
    </ApiClientContext.Provider>
  );
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}
