import { ROLES } from '../../shared/auth/roles';
import type { NavItem } from '../../shared/module/types';
import { MENU_KEYS } from './menu';

/** Entries the shell itself contributes: the social-network links group (admin only, built from /links). */
export const shellNav: readonly NavItem[] = [
  { key: MENU_KEYS.links, title: 'Réseaux sociaux', icon: 'link', roles: [ROLES.admin], break: true, order: 10_000 },
];
