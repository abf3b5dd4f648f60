import { Suspense, useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { useSWRConfig } from 'swr';
import { AuthSettingsProvider, type AuthSettings } from '../../modules/auth';
import { SlotsProvider } from '../../shared/module/slots';
import { isPlanningKey } from '../../shared/references/planning-keys';
import type { ScreenLoader } from '../../shared/module/types';
import { useLocation, useNavigate } from '../../shared/router/context';
import { RouteParamsProvider } from '../../shared/router/route-params';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { LoadingState } from '../../shared/ui/LoadingState';
import { cx } from '../../shared/ui/cx';
import { startCurrencyPoll } from '../currency';
import { navigationFor } from '../guards/navigation';
import { useAccess } from '../guards/useAccess';
import { shellMessages } from '../messages';
import { firstMenuPath } from '../navigation/menu';
import { useMenu } from '../navigation/useMenu';
import { listenToRefresh } from '../platform/broadcast';
import { chunkOf, useChunk } from '../platform/chunk';
import { withChunkReload } from '../platform/chunkReload';
import { chromeFor } from '../routing/chrome';
import { useRouteReads } from '../routing/loader';
import { PATHS } from '../routing/paths';
import type { RouteTable } from '../routing/table';
import * as styles from './Layout.css';
import { OfflineNotice } from './OfflineNotice';
import { chromeChunk } from './chromeChunk';
import { ScreenBoundary } from './ScreenBoundary';
import { ShellAlerts } from './ShellAlerts';
import { useSmallScreen } from './useSmallScreen';

export interface ShellProps {
  table: RouteTable;
  /**
   * False while only the sign-in modules are known (the registry chunk is loading): a path they do not
   * serve waits instead of being sent to the not-found page.
   */
  complete?: boolean;
  settings: AuthSettings;
  /** Reloads the page at a URL (chunk-load failure); the browser's location.assign in the app. */
  reloadPage: (url: string) => void;
}

/** A screen whose chunk failed to load: throws its error to the screen's error boundary. */
function failedScreen(error: unknown): ComponentType {
  return function FailedScreen() {
    throw error;
  };
}

/** Resolves the location through the route table and the guard, then renders the screen in the layout. */
export function Shell({ table, complete = true, settings, reloadPage }: ShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const client = useApiClient();
  const access = useAccess();
  const menu = useMenu(table.nav, access);
  const small = useSmallScreen();
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? small;

  // Screens are loaded here rather than with React.lazy: a lazy screen shows its Suspense fallback and
  // React 19 then holds the screen back until 300 ms after that fallback appeared (its fallback
  // throttle), whatever the speed of the chunk. A chunk that arrives as a plain state update renders at
  // once. One entry per route id for the shell's lifetime: the screen on display is not remounted when
  // the table grows from the sign-in modules to the whole registry.
  const screens = useRef(new Map<string, { screen?: ComponentType }>());
  const [, screenLoaded] = useReducer((n: number) => n + 1, 0);
  const screenOf = (id: string, load: ScreenLoader) => {
    const known = screens.current.get(id);
    if (known) return known;
    // Already there when main.tsx loaded it before the first render (routing/first-screen.ts).
    const chunk = chunkOf(load);
    const arrived = chunk.loaded();
    const entry: { screen?: ComponentType } = { screen: arrived?.default };
    screens.current.set(id, entry);
    if (arrived) return entry;
    withChunkReload(chunk.load, reloadPage, () => window.location.href, Date.now)().then(
      (chunk) => {
        entry.screen = chunk.default;
        screenLoaded();
      },
      (error: unknown) => {
        // Shown by the screen's error boundary (reload offer), like a failed lazy chunk.
        entry.screen = failedScreen(error ?? new Error(`The screen ${id} could not be loaded`));
        screenLoaded();
      },
    );
    return entry;
  };

  const { route, params, decision, target } = navigationFor(
    table,
    location.pathname,
    {
      authenticated: access.authenticated,
      user: access.user,
      permissions: access.permissions,
      currency: access.currency,
      firstNavPath: firstMenuPath(menu),
    },
    complete,
  );

  useRouteReads({
    route,
    params,
    pathname: location.pathname,
    search: location.search,
    client,
    user: access.user,
    allowed: decision?.kind === 'allow',
  });

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  useEffect(() => {
    if (route) document.title = `${route.title} – ${shellMessages.appName}`;
  }, [route]);

  useEffect(() => (access.authenticated ? startCurrencyPoll() : undefined), [access.authenticated]);

  useEffect(
    () =>
      listenToRefresh({
        pathname: () => window.location.pathname,
        clearPlanning: () => void mutate(isPlanningKey, undefined, { revalidate: false }),
        goToRole: () => navigate(PATHS.role),
      }),
    [mutate, navigate],
  );

  const chrome = chromeFor(location.pathname, route ?? undefined);
  const signedIn = access.authenticated && access.user !== null;
  // The signed-in chrome is loaded on its own (one chunk, ./chrome): the login screen does not need it.
  const chromeParts = useChunk(chromeChunk, signedIn);
  const showNavbar = signedIn && chrome.navbar;
  const showSidebar = signedIn && chrome.sidebar;
  // On a small screen the open sidebar lies over the page: the navbar keeps the collapsed offset.
  const sidebarWidth = showSidebar ? (collapsed || small ? styles.sidebarWidthCollapsed : styles.sidebarWidthOpen) : '0px';
  const loaded = route && decision?.kind === 'allow' ? screenOf(route.id, route.load) : undefined;
  const Screen = loaded?.screen;
  const publicUrl = Boolean(route?.public || route?.guestOnly);

  let body;
  if (Screen) {
    body = (
      <ScreenBoundary key={route?.id} onReload={() => window.location.reload()}>
        <RouteParamsProvider value={params}>
          <Suspense fallback={<LoadingState />}>
            <Screen />
          </Suspense>
        </RouteParamsProvider>
      </ScreenBoundary>
    );
  } else if (loaded) {
    body = <LoadingState />;
  } else if (decision?.kind === 'wait') {
    body = <LoadingState label={decision.reason === 'currency' ? shellMessages.currencyWait : shellMessages.checkingAccess} />;
  } else {
    body = <LoadingState />;
  }

  return (
    <AuthSettingsProvider value={settings}>
      <SlotsProvider contributions={table.slots}>
      <div className={styles.root}>
        {/* Moves the focus itself: the target is focusable (tabIndex -1), and the URL keeps no « #contenu ». */}
        <a
          href="#contenu"
          className={styles.skipLink}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('contenu')?.focus();
          }}
        >
          {shellMessages.skipToContent}
        </a>
        {showSidebar && chromeParts && <chromeParts.Sidebar menu={menu} collapsed={collapsed} onToggle={() => setCollapsedChoice(!collapsed)} />}
        {showNavbar && chromeParts && <chromeParts.Navbar widgets={table.navbarWidgets} settings={settings} offset={sidebarWidth} />}
        <main
          id="contenu"
          tabIndex={-1}
          className={cx(
            styles.main,
            showNavbar || showSidebar ? styles.content : undefined,
            showSidebar && (collapsed ? styles.withSidebarCollapsed : styles.withSidebarOpen),
            showNavbar && styles.withNavbar,
          )}
        >
          {body}
        </main>
        <ShellAlerts />
        <OfflineNotice />
        {signedIn && chromeParts && <chromeParts.MissingItemsModal publicUrl={publicUrl} />}
      </div>
      </SlotsProvider>
    </AuthSettingsProvider>
  );
}
