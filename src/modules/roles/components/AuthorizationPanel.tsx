import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import type { PermissionDefinition } from '../../../shared/references/authorizations';
import { PermissionMatrix, type MatrixColumn } from '../../../shared/references/PermissionMatrix';
import { Badge, Button, EmptyState, ErrorState, Inline, LoadingState, Stack } from '../../../shared/ui';
import { common } from '../../../shared/i18n/messages';
import { rolesMessages } from '../messages';

export interface AuthorizationPanelProps {
  picker: ReactNode;
  hint: string;
  caption: string;
  permissions: readonly PermissionDefinition[];
  columns: readonly MatrixColumn[];
  value: Readonly<Record<string, readonly string[]>>;
  /** What each column has already (a role's own grants), shown checked and locked. */
  inherited?: Readonly<Record<string, readonly string[]>>;
  dirty: boolean;
  busy: boolean;
  isLoading: boolean;
  error: unknown;
  emptyText: string | null;
  onToggle: (column: string, permission: string, granted: boolean) => void;
  onToggleColumn: (column: string, permissions: string[], granted: boolean) => void;
  onSave: () => void;
  onReset: () => void;
}

/** A subject picker, the permission matrix and its save bar (agency or user authorizations). */
export function AuthorizationPanel(props: AuthorizationPanelProps) {
  let body: ReactNode;
  if (props.error) body = <ErrorState message={errorMessage(props.error, rolesMessages.loadError)} />;
  else if (props.isLoading) body = <LoadingState />;
  else if (props.emptyText) body = <EmptyState title={props.emptyText} icon="shield" />;
  else if (props.columns.length > 0) {
    body = (
      <PermissionMatrix
        caption={props.caption}
        permissions={props.permissions}
        columns={props.columns}
        value={props.value}
        inherited={props.inherited}
        onToggle={props.onToggle}
        onToggleColumn={props.onToggleColumn}
        disabled={props.busy}
      />
    );
  }
  return (
    <Stack gap="md">
      <Inline gap="md" align="end" justify="between">
        {props.picker}
        <Inline gap="sm" align="center">
          {props.dirty && <Badge tone="warning">{rolesMessages.unsaved}</Badge>}
          {props.dirty && (
            <Button tone="secondary" onClick={props.onReset}>
              {common.cancel}
            </Button>
          )}
          <Button icon="check" disabled={!props.dirty} loading={props.busy} onClick={props.onSave}>
            {rolesMessages.saveMatrix}
          </Button>
        </Inline>
      </Inline>
      <p>{props.hint}</p>
      {body}
    </Stack>
  );
}
