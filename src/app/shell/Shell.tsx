import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useSWRConfig } from 'swr';
import { AuthSettingsProvider, type AuthSettings } from '../../modules/auth';
import { SlotsProvider } from '../../shared/module/slots';
import { useLocation, useNavigate } from '../../shared/router/context';
import { RouteParamsProvider } from '../../shared/router/route-params';
import { LoadingState } from '../../shared/ui/LoadingState';
import { cx } from '../../shared/ui/cx';
import { startCurrencyPoll } from '../currency';
import { decideNavigation } from '../guards/decide';
import { useAccess } from '../guards/useAccess';
import { shellMessages } from '../messages';
import { firstMenuPath } from '../navigation/menu';
import { useMenu } from '../navigation/useMenu';
import { listenToRefresh } from '../platform/broadcast';
import { withChunkReload } from '../platform/chunkReload';
import { chromeFor } from '../routing/chrome';
import { PATHS } from '../routing/paths';
import { resolvePath, type RouteTable } from '../routing/table';
import * as styles from './Layout.css';
import { OfflineNotice } from './OfflineNotice';
import { ScreenBoundary } from './ScreenBoundary';
import { ShellAlerts } from './ShellAlerts';
import { useSmallScreen } from './useSmallScreen';

export interface ShellProps {
  table: RouteTable;
  settings: AuthSettings;
  /** Reloads the page at a URL (chunk-load failure); the browser's location.assign in the app. */
  reloadPage: (url: string) => void;
}

const PLANNING_KEY = /plannings?\b/;

// The signed-in chrome is loaded on its own: the login screen does not need it.
const Sidebar = lazy(() => import('../navigation/Sidebar').then((m) => ({ default: m.Sidebar })));
const Navbar = lazy(() => import('./Navbar').then((m) => ({ default: m.Navbar })));
const MissingItemsModal = lazy(() => import('./MissingItemsModal').then((m) => ({ default: m.MissingItemsModal })));

/** Resolves the location through the route table and the guard, then renders the screen in the layout. */
export function Shell({ table, settings, reloadPage }: ShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const access = useAccess();
  const menu = useMenu(table.nav, access);
  const small = useSmallScreen();
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? small;

  const screens = useMemo(() => {
    const map = new Map<string, LazyExoticComponent<ComponentType>>();
    for (const route of table.routes) {
      map.set(route.id, lazy(withChunkReload(route.load, reloadPage, () => window.location.href, Date.now)));
    }
    return map;
  }, [table, reloadPage]);

  const resolution = resolvePath(table, location.pathname);
  const route = resolution.kind === 'route' ? resolution.route : null;
  const decision = route
    ? decideNavigation({
        pathname: location.pathname,
        route,
        authenticated: access.authenticated,
        user: access.user,
        permissions: access.permissions,
        currency: access.currency,
        firstNavPath: firstMenuPath(menu),
      })
    : null;
  const target = resolution.kind === 'redirect' ? resolution.to : decision?.kind === 'redirect' ? decision.to : null;

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
        clearPlanning: () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && PLANNING_KEY.test(key[0]), undefined, { revalidate: false }),
        goToRole: () => navigate(PATHS.role),
      }),
    [mutate, navigate],
  );

  const chrome = chromeFor(location.pathname, route ?? undefined);
  const signedIn = access.authenticated && access.user !== null;
  const showNavbar = signedIn && chrome.navbar;
  const showSidebar = signedIn && chrome.sidebar;
  const sidebarWidth = showSidebar ? (collapsed ? styles.sidebarWidthCollapsed : styles.sidebarWidthOpen) : '0px';
  const Screen = route && decision?.kind === 'allow' ? screens.get(route.id) : undefined;
  const publicUrl = Boolean(route?.public || route?.guestOnly);

  let body;
  if (Screen) {
    body = (
      <ScreenBoundary key={route?.id} onReload={() => window.location.reload()}>
        <RouteParamsProvider value={resolution.kind === 'route' ? resolution.params : {}}>
          <Suspense fallback={<LoadingState />}>
            <Screen />
          </Suspense>
        </RouteParamsProvider>
      </ScreenBoundary>
    );
  } else if (decision?.kind === 'wait') {
    body = <LoadingState label={decision.reason === 'currency' ? shellMessages.currencyWait : shellMessages.checkingAccess} />;
  } else {
    body = <LoadingState />;
  }

  return (
    <AuthSettingsProvider value={settings}>
      <SlotsProvider contributions={table.slots}>
      <div className={styles.root}>
        <a href="#contenu" className={styles.skipLink}>
          {shellMessages.skipToContent}
        </a>
        <Suspense fallback={null}>
          {showSidebar && <Sidebar menu={menu} collapsed={collapsed} onToggle={() => setCollapsedChoice(!collapsed)} />}
          {showNavbar && <Navbar widgets={table.navbarWidgets} settings={settings} offset={sidebarWidth} />}
        </Suspense>
        <main
          id="contenu"
          className={cx(
            showNavbar || showSidebar ? styles.content : undefined,
            showSidebar && (collapsed ? styles.withSidebarCollapsed : styles.withSidebarOpen),
            showNavbar && styles.withNavbar,
          )}
        >
          {body}
        </main>
        <ShellAlerts />
        <OfflineNotice />
        {signedIn && (
          <Suspense fallback={null}>
            <MissingItemsModal publicUrl={publicUrl} />
          </Suspense>
        )}
      </div>
      </SlotsProvider>
    </AuthSettingsProvider>
  );
}
