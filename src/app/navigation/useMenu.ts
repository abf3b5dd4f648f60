import { useMemo } from 'react';
import useSWR from 'swr';
import { isAdmin } from '../../shared/auth/roles';
import type { NavItem } from '../../shared/module/types';
import { referenceKeys } from '../../shared/references/keys';
import { useReviewSolution } from '../../shared/session/useReviewSolution';
import { useApiClient } from '../../shared/swr/ApiProvider';
import type { Access } from '../guards/useAccess';
import { buildMenu, type MenuEntry, type PlatformLink } from './menu';
import { shellNav } from './shellNav';

/**
 * The side navigation of the signed-in user (the platform links are loaded for admins; a failure is
 * silent). The advice and satisfaction entries follow the structure's review solution as the server
 * answers it now (`GET /review/solution`), the session's copy until then.
 */
export function useMenu(nav: readonly NavItem[], access: Access): MenuEntry[] {
  const client = useApiClient();
  const admin = access.user !== null && isAdmin(access.user.roles);
  const { data: links } = useSWR(admin ? referenceKeys.platformLinks() : null, ([path]) => client.list<PlatformLink>(path), { shouldRetryOnError: false });
  const { user, permissions, currency } = access;
  const review = useReviewSolution(user);
  const avisSolution = review?.avis_solution ?? false;
  const surveyLink = review?.survey_link ?? null;
  return useMemo(() => {
    if (!user) return [];
    return buildMenu([...nav, ...shellNav], {
      user: { ...user, avis_solution: avisSolution, survey_link: surveyLink },
      permissions: permissions.status === 'loaded' ? permissions.permissions : null,
      currency,
      links: links?.items ?? [],
    });
  }, [nav, user, avisSolution, surveyLink, permissions, currency, links]);
}
