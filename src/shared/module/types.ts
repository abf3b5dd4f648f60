import type { ComponentType } from 'react';
import type { ApiClient } from '../api/client';
import type { SessionUser } from '../session/types';
import type { Permission } from '../auth/permissions';
import type { IconName } from '../ui/icons';
import type { NavGroupKey } from './nav-groups';
import type { AnySlotContribution } from './slots';

/**
 * What a business module contributes to the shell (its `index.ts` exports a ModuleDescriptor).
 * The shell builds the one route table and the side navigation from these descriptors.
 */

/** A lazily loaded screen: every route is its own chunk (`() => import('./screens/X')`). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** What a route's loader reads from: the API, the matched path's parameters, the URL's query, the user. */
export interface RouteLoadContext {
  client: ApiClient;
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  user: Readonly<SessionUser>;
}

/** One read a route starts together with its code: the SWR key its screen's hook uses, and the fetch. */
export interface RouteRead {
  key: readonly unknown[];
  fetch: () => Promise<unknown>;
}

/**
 * What a screen reads first (render-as-you-fetch): the shell starts these requests when navigation
 * allows the route, at the same time as its chunk, and the screen's hooks find them under their keys.
 * Keep it in `routes.ts` and light: it is part of the registry chunk, not of the screen.
 */
export type RouteLoader = (context: RouteLoadContext) => readonly RouteRead[];

export interface RouteDefinition {
  /** Stable id, `<module>.<screen>` (e.g. `quotations.list`). */
  id: string;
  /** Path pattern with `{param}` segments, always starting with `/` (e.g. `/apprenants/{learnerId}`). */
  path: string;
  /** French title (document title, breadcrumbs). */
  title: string;
  load: ScreenLoader;
  /** The reads started with the screen's chunk (see RouteLoader). */
  loader?: RouteLoader;
  /** Any-of permissions (spec part 1 §6, part 2 §2); empty or absent: none required. */
  permissions?: readonly Permission[];
  /** Only the ADMIN role (notifications management, configuration-plateforme). */
  adminOnly?: boolean;
  /** No login needed (public quotation page). */
  public?: boolean;
  /** Only for users who are not logged in (`/auth/login`). */
  guestOnly?: boolean;
  /** The account-configured check is relaxed (configuration, profile, planning, role, auth). */
  relaxAccountCheck?: boolean;
  /** Query parameters the screen reads (documentation and route-table tests). */
  query?: readonly string[];
  /** Shell chrome on this route; both shown unless set to false. */
  chrome?: { navbar?: boolean; sidebar?: boolean };
}

/** A fixed redirect of the route table (e.g. `livret-numerique/rappel` → `livret-numerique`). */
export interface RedirectDefinition {
  from: string;
  to: string;
}

/** A side-navigation entry (spec part 1 §2 "Side navigation"). */
export interface NavItem {
  key: string;
  title: string;
  icon: IconName;
  /** Internal path; absent for pure parents and external links. */
  path?: string;
  /** External URL (opens in a new tab). */
  href?: string;
  newTab?: boolean;
  submenu?: NavItem[];
  /** Roles allowed to see it (first role of the user); absent: everyone. */
  roles?: readonly string[];
  /** Any-of permissions needed to see it. */
  permissions?: readonly Permission[];
  /** Draws a separator before the item. */
  break?: boolean;
  /** Sort position in the sidebar, or in its group (lower first). */
  order: number;
  /** The shared parent it is nested under (see nav-groups.ts); absent: a top-level entry. */
  group?: NavGroupKey;
}

/**
 * A widget a module shows in the navbar (e.g. the ANTS and gateway connection indicators). Every
 * signed-in page with a navbar shows it, so it travels with the module registry: a small component,
 * not a chunk of its own (one more request, on HTTP/1.1's six connections, for a few hundred bytes).
 */
export interface NavbarWidget {
  id: string;
  /** Position among the widgets (lower first). */
  order: number;
  component: ComponentType;
}

export interface ModuleDescriptor {
  id: string;
  routes: readonly RouteDefinition[];
  redirects?: readonly RedirectDefinition[];
  nav?: readonly NavItem[];
  /** Navbar extension point (shown on every signed-in screen that has the navbar). */
  navbarWidgets?: readonly NavbarWidget[];
  /** Contributions to other modules' extension points (e.g. a tab of the learner record). */
  slots?: readonly AnySlotContribution[];
}
