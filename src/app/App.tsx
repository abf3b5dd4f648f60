import { useEffect, useMemo, useState } from 'react';
import type { SWRConfiguration } from 'swr';
import type { AuthSettings } from '../modules/auth';
import type { ApiClient } from '../shared/api/client';
import type { ModuleDescriptor } from '../shared/module/types';
import { RouterProvider } from '../shared/router/context';
import type { History } from '../shared/router/history';
import { ApiProvider } from '../shared/swr/ApiProvider';
import { withChunkReload } from './platform/chunkReload';
import { eagerModules, loadRegisteredModules, registeredModulesIfLoaded } from './registry';
import { buildRouteTable } from './routing/table';
import { Shell } from './shell/Shell';

export interface AppProps {
  history: History;
  client: ApiClient;
  settings: AuthSettings;
  /** The registered modules (src/app/modules.ts, loaded lazily, unless a test gives them). */
  modules?: readonly ModuleDescriptor[];
  /** SWR overrides (tests isolate the cache with `provider: () => new Map()`). */
  swr?: SWRConfiguration;
  reloadPage?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

/**
 * The given modules, or the sign-in modules first and the whole registry once its chunk has loaded
 * (a failed load reloads the page like a failed screen chunk).
 */
function useModules(given: readonly ModuleDescriptor[] | undefined, reloadPage: (url: string) => void) {
  const [registered, setRegistered] = useState(registeredModulesIfLoaded);
  useEffect(() => {
    if (given || registered) return undefined;
    let live = true;
    const load = withChunkReload(
      loadRegisteredModules,
      reloadPage,
      () => window.location.href,
      Date.now,
    );
    load().then(
      (modules) => {
        if (live) setRegistered(modules);
      },
      (error: unknown) => console.error('Volant could not load its modules', error),
    );
    return () => {
      live = false;
    };
  }, [given, registered, reloadPage]);
  if (given) return { modules: given, complete: true };
  return registered ? { modules: registered, complete: true } : { modules: eagerModules, complete: false };
}

/** The back office: router, API client, SWR and the shell over the one route table. */
export function App({ history, client, settings, modules: given, swr, reloadPage = assign }: AppProps) {
  const { modules, complete } = useModules(given, reloadPage);
  const table = useMemo(() => buildRouteTable(modules), [modules]);
  return (
    <RouterProvider history={history}>
      <ApiProvider client={client} swr={swr}>
        <Shell table={table} complete={complete} settings={settings} reloadPage={reloadPage} />
      </ApiProvider>
    </RouterProvider>
  );
}
