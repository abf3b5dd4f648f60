import { hasAnyPermission } from '../../shared/auth/any-permission';
import { isAdmin, primaryRole } from '../../shared/auth/roles';
import type { NavItem } from '../../shared/module/types';
import type { SessionUser } from '../../shared/session/types';

/** A link of the platform configuration (spec part 1 §2: label, url, contentUrl, opensInNewTab). */
export interface PlatformLink {
  label: string;
  url: string;
  contentUrl: string | null;
  opensInNewTab: boolean;
}

/** Keys with a rule of their own (spec part 1 §2 "Side navigation"). */
export const MENU_KEYS = {
  import: 'import',
  advice: 'advice',
  adviceCertify: 'advice-certify',
  satisfaction: 'satisfaction',
  links: 'links',
  planningNewTab: 'planningss',
} as const;

export interface MenuContext {
  user: Pick<SessionUser, 'roles' | 'adminType' | 'avis_solution' | 'survey_link'>;
  /** Loaded permissions; null while loading (permission-gated items stay hidden). */
  permissions: readonly string[] | null;
  currency: string | null;
  links: readonly PlatformLink[];
}

/** An entry as the sidebar draws it. */
export interface MenuEntry extends Omit<NavItem, 'submenu' | 'order' | 'roles' | 'permissions'> {
  disabled: boolean;
  submenu: MenuEntry[];
}

function visible(item: NavItem, context: MenuContext): boolean {
  const { user } = context;
  const role = primaryRole(user.roles);
  if (item.roles && (!role || !item.roles.includes(role))) return false;
  if (item.permissions?.length && !hasAnyPermission(context.permissions ?? [], item.permissions)) return false;
  switch (item.key) {
    case MENU_KEYS.import:
      return isAdmin(user.roles) && (user.adminType === null || user.adminType === 'admin');
    case MENU_KEYS.advice:
    case MENU_KEYS.adviceCertify:
      return user.avis_solution;
    case MENU_KEYS.satisfaction:
      return !user.avis_solution && Boolean(user.survey_link);
    default:
      return true;
  }
}

/** The links group: the platform configuration's links, each opening externally (admin only via its roles). */
function withLinks(item: NavItem, links: readonly PlatformLink[]): NavItem {
  if (item.key !== MENU_KEYS.links) return item;
  return {
    ...item,
    submenu: links.map((link, index) => ({
      key: `${MENU_KEYS.links}-${index}`,
      title: link.label,
      icon: 'external',
      href: link.contentUrl || link.url,
      newTab: link.opensInNewTab,
      order: index,
    })),
  };
}

function toEntry(item: NavItem, context: MenuContext, disabled: boolean): MenuEntry {
  const { submenu, order: _order, roles: _roles, permissions: _permissions, ...rest } = withLinks(item, context.links);
  const entry: MenuEntry = { ...rest, disabled, submenu: [] };
  if (item.key === MENU_KEYS.satisfaction) entry.href = context.user.survey_link ?? undefined;
  if (item.key === MENU_KEYS.satisfaction || item.key === MENU_KEYS.planningNewTab) entry.newTab = true;
  if (entry.href) entry.newTab ??= true;
  entry.submenu = (submenu ?? [])
    .filter((child) => visible(child, context))
    .map((child) => toEntry(child, context, disabled));
  return entry;
}

/**
 * The side navigation of a user: items filtered by role, permissions and the key rules (import,
 * advice, satisfaction, links), disabled while no currency is selected for a non-ADMIN. A parent
 * left without a child (and without a path of its own) is dropped.
 */
export function buildMenu(items: readonly NavItem[], context: MenuContext): MenuEntry[] {
  const disabled = context.currency === null && !isAdmin(context.user.roles);
  return [...items]
    .sort((a, b) => a.order - b.order)
    .filter((item) => visible(item, context))
    .map((item) => toEntry(item, context, disabled))
    .filter((entry) => entry.path || entry.href || entry.submenu.length > 0);
}

/** The first internal path of the menu (the guard's fallback for a refused route). */
export function firstMenuPath(menu: readonly MenuEntry[]): string | null {
  for (const entry of menu) {
    if (entry.path && !entry.newTab) return entry.path;
    const child = firstMenuPath(entry.submenu);
    if (child) return child;
  }
  return null;
}

/** Spec part 1 §2: planning routes contain planning but not configuration-planning. */
export function isPlanningRoute(pathname: string): boolean {
  return pathname.includes('planning') && !pathname.includes('configuration-planning');
}

/** Only one parent submenu is open at a time: toggling a parent closes the other. */
export function toggleOpenParent(open: string | null, key: string): string | null {
  return open === key ? null : key;
}

/** The parent whose submenu holds the current path (opened on navigation). */
export function parentOfPath(menu: readonly MenuEntry[], pathname: string): string | null {
  const matches = (entry: MenuEntry): boolean =>
    Boolean(entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))) || entry.submenu.some(matches);
  return menu.find((entry) => entry.submenu.length > 0 && entry.submenu.some(matches))?.key ?? null;
}

/**
 * The path of the entry the current page belongs to: an exact match, else the longest entry path the
 * page is below (`/pieces-comptables/factures/12` → Factures, not also Pièces comptables). The home (`/`)
 * is active on itself only.
 */
export function activeMenuPath(menu: readonly MenuEntry[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      const path = entry.path;
      if (path && !entry.newTab) {
        const below = path !== '/' && pathname.startsWith(`${path.replace(/\/$/, '')}/`);
        if ((pathname === path || below) && (best === null || path.length > best.length)) best = path;
      }
      visit(entry.submenu);
    }
  };
  visit(menu);
  return best;
}
