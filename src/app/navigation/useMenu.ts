import { useMemo } from 'react';
import useSWR from 'swr';
import { isAdmin } from '../../shared/auth/roles';
import type { NavItem } from '../../shared/module/types';
import { useApiClient } from '../../shared/swr/ApiProvider';
import type { Access } from '../guards/useAccess';
import { buildMenu, type MenuEntry, type PlatformLink } from './menu';
import { shellNav } from './shellNav';

/** The side navigation of the signed-in user (the platform links are loaded for admins; a failure is silent). */
export function useMenu(nav: readonly NavItem[], access: Access): MenuEntry[] {
  const client = useApiClient();
  const admin = access.user !== null && isAdmin(access.user.roles);
  const { data: links } = useSWR(admin ? ['/links'] : null, ([path]) => client.list<PlatformLink>(path), { shouldRetryOnError: false });
  const { user, permissions, currency } = access;
  return useMemo(() => {
    if (!user) return [];
    return buildMenu([...nav, ...shellNav], {
      user,
      permissions: permissions.status === 'loaded' ? permissions.permissions : null,
      currency,
      links: links?.items ?? [],
    });
  }, [nav, user, permissions, currency, links]);
}
