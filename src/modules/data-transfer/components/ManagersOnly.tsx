import type { ReactNode } from 'react';
import { primaryRole, ROLES } from '../../../shared/auth/roles';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { InlineAlert } from '../../../shared/ui';
import { dataTransferMessages } from '../messages';

/** Importing and exporting touch every object of the structure: the API keeps both to its admin and manager. */
const TRANSFERRERS: readonly string[] = [ROLES.admin, ROLES.manager];

/**
 * The screens are open to every role (spec), the transfers to the admin and the manager only: anyone
 * else is told so, instead of being offered a form the API refuses.
 */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (user !== null && TRANSFERRERS.includes(primaryRole(user.roles) ?? '')) return <>{children}</>;
  return (
    <InlineAlert tone="info" title={dataTransferMessages.managersOnly.title}>
      {dataTransferMessages.managersOnly.text}
    </InlineAlert>
  );
}
