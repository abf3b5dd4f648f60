import { useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import type { AuthSettings } from '../modules/auth';
import type { ApiClient } from '../shared/api/client';
import type { ModuleDescriptor } from '../shared/module/types';
import { RouterProvider } from '../shared/router/context';
import type { History } from '../shared/router/history';
import { ApiProvider } from '../shared/swr/ApiProvider';
import { modules as registeredModules } from './modules';
import { buildRouteTable } from './routing/table';
import { Shell } from './shell/Shell';

export interface AppProps {
  history: History;
  client: ApiClient;
  settings: AuthSettings;
  /** The registered modules (src/app/modules.ts unless a test narrows them). */
  modules?: readonly ModuleDescriptor[];
  /** SWR overrides (tests isolate the cache with `provider: () => new Map()`). */
  swr?: SWRConfiguration;
  reloadPage?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

/** The back office: router, API client, SWR and the shell over the one route table. */
export function App({ history, client, settings, modules = registeredModules, swr, reloadPage = assign }: AppProps) {
  const table = useMemo(() => buildRouteTable(modules), [modules]);
  return (
    <RouterProvider history={history}>
      <ApiProvider client={client} swr={swr}>
        <Shell table={table} settings={settings} reloadPage={reloadPage} />
      </ApiProvider>
    </RouterProvider>
  );
}
