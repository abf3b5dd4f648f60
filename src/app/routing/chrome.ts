import type { RouteDefinition } from '../../shared/module/types';
import { PATHS } from './paths';

export interface Chrome {
  navbar: boolean;
  sidebar: boolean;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Spec part 1 §2 "Shell behaviour": routes containing contrat or devis, and a quotation URL with a
 * uuid, hide the navbar and the sidebar; page-not-found and the account configuration screen hide the
 * sidebar. A route may hide more through its `chrome` flags, never show more.
 */
export function chromeFor(pathname: string, route?: Pick<RouteDefinition, 'path' | 'chrome'>): Chrome {
  const pattern = route?.path ?? pathname;
  const bare = /contrat|devis/.test(pattern) || (/devis/.test(pathname) && UUID.test(pathname));
  if (bare) return { navbar: false, sidebar: false };
  const sidebarHidden =
    pathname.startsWith(PATHS.notFound) || pathname.includes('configuration-compte') || pathname.startsWith('/configuration/compte');
  return {
    navbar: route?.chrome?.navbar ?? true,
    sidebar: !sidebarHidden && (route?.chrome?.sidebar ?? true),
  };
}
