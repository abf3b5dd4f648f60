import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { PermissionMatrix } from '../../../shared/references/PermissionMatrix';
import { EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { usePermissionCatalogue, useRoleAuthorizations, useSavePermissions } from '../hooks';
import { accountSetupMessages } from '../messages';
import { StepActions } from './StepActions';

export interface PermissionsStepProps {
  structureId: number;
  readAgency: number | null;
  targets: number[];
  canGoBack: boolean;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 3: what each editable role may do in the agency; saving also makes the structure configured (isConfigGeneral). */
export function PermissionsStep({ structureId, readAgency, targets, canGoBack, onBack, onSaved }: PermissionsStepProps) {
  const catalogue = usePermissionCatalogue();
  const authorizations = useRoleAuthorizations(readAgency);
  const save = useSavePermissions();
  const [grants, setGrants] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (authorizations.data) setGrants(Object.fromEntries(authorizations.data.items.map((a) => [String(a.account.id), a.permissions])));
  }, [authorizations.data]);
  const error = catalogue.error ?? authorizations.error;
  if (error) return <ErrorState message={errorMessage(error, accountSetupMessages.loadError)} />;
  if (!catalogue.data || !authorizations.data) return <LoadingState />;
  const roles = authorizations.data.items;
  const next = async () => {
    const result = await save.run(structureId, targets, grants);
    if (result.ok) onSaved();
  };
  return (
    <Stack gap="md">
      <p>{accountSetupMessages.permissions.intro}</p>
      {roles.length === 0 ? (
        <EmptyState title={accountSetupMessages.permissions.noRole} icon="shield" />
      ) : (
        <PermissionMatrix
          caption={accountSetupMessages.permissions.caption}
          permissions={catalogue.data.items}
          columns={roles.map((r) => ({ id: String(r.account.id), label: r.account.name }))}
          value={grants}
          onToggle={(column, permission, granted) =>
            setGrants((current) => ({ ...current, [column]: granted ? [...(current[column] ?? []), permission] : (current[column] ?? []).filter((p) => p !== permission) }))
          }
          onToggleColumn={(column, names, granted) =>
            setGrants((current) => ({ ...current, [column]: granted ? [...new Set([...(current[column] ?? []), ...names])] : (current[column] ?? []).filter((p) => !names.includes(p)) }))
          }
        />
      )}
      <StepActions canGoBack={canGoBack} onBack={onBack} onNext={() => void next()} busy={save.busy} />
    </Stack>
  );
}
