import { roleLabel } from '../../../shared/auth/roles';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatFullName } from '../../../shared/i18n/format';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { useSearchParams } from '../../../shared/router/search-params';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  Button,
  EmptyState,
  PageHeader,
  SearchInput,
  SelectField,
  Tabs,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { AuthorizationPanel } from '../components/AuthorizationPanel';
import { RoleFormModal } from '../components/RoleFormModal';
import { useActiveMembers, useAgencyMatrix, useDeleteRole, usePermissionCatalogue, useRoleList, useUserMatrix } from '../hooks';
import { rolesMessages } from '../messages';
import { rolesStore } from '../store';
import type { RoleAccount } from '../types';

type Tab = 'roles' | 'agency' | 'user';
type Dialog = { kind: 'form'; role: RoleAccount | null } | { kind: 'delete'; role: RoleAccount } | null;

function RolesTab({ onEdit, onDelete }: { onEdit: (role: RoleAccount | null) => void; onDelete: (role: RoleAccount) => void }) {
  const list = useRoleList();
  const columns: TableColumn<RoleAccount>[] = [
    { key: 'name', header: rolesMessages.columns.name, sortable: true, render: (role) => role.name },
    { key: 'permissions', header: rolesMessages.columns.permissions, render: (role) => <Badge tone="info">{rolesMessages.permissionsCount(role.permissions.length)}</Badge> },
    { key: 'members', header: rolesMessages.columns.members, align: 'end', render: (role) => role.membersCount },
    rowActionsColumn({ header: rolesMessages.columns.actions, name: (role) => role.name, onEdit: (role) => onEdit(role), onDelete: (role) => onDelete(role) }),
  ];
  return (
    <>
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={rolesMessages.searchLabel} placeholder={rolesMessages.searchLabel} />
      </Toolbar>
      <ListTable
        list={list}
        caption={rolesMessages.caption}
        columns={columns}
        loadError={rolesMessages.loadError}
        emptySearch={rolesMessages.emptySearch}
        empty={<EmptyState title={rolesMessages.empty} text={rolesMessages.emptyText} icon="shield" action={<Button icon="plus" onClick={() => onEdit(null)}>{rolesMessages.create}</Button>} />}
      />
    </>
  );
}

function AgencyTab() {
  const user = useSessionUser();
  const { agencyId } = useSnapshot(rolesStore);
  const agencies = user?.agencies ?? [];
  const selected = agencyId ?? (user ? currentAgencyId(user) : null);
  const catalogue = usePermissionCatalogue();
  const matrix = useAgencyMatrix(selected);
  const agencyName = agencies.find((a) => a.id === selected)?.name ?? '';
  return (
    <AuthorizationPanel
      picker={
        <SelectField
          label={rolesMessages.agency}
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          value={selected === null ? '' : String(selected)}
          onChange={(e) => (rolesStore.agencyId = Number(e.target.value))}
        />
      }
      hint={rolesMessages.agencyHint}
      caption={rolesMessages.agencyMatrix(agencyName)}
      permissions={catalogue.data?.items ?? []}
      columns={matrix.columns}
      value={matrix.value}
      inherited={matrix.inherited}
      dirty={matrix.dirty}
      busy={matrix.save.busy}
      isLoading={matrix.isLoading || catalogue.isLoading}
      error={matrix.error ?? catalogue.error}
      emptyText={!matrix.isLoading && matrix.columns.length === 0 ? rolesMessages.noEditableRole : null}
      onToggle={matrix.toggle}
      onToggleColumn={matrix.toggleColumn}
      onReset={matrix.reset}
      onSave={() => selected !== null && void matrix.save.run(selected, matrix.value)}
    />
  );
}

function UserTab() {
  const { userId } = useSnapshot(rolesStore);
  const members = useActiveMembers();
  const catalogue = usePermissionCatalogue();
  const matrix = useUserMatrix(userId);
  const people = members.data?.items ?? [];
  const name = people.find((m) => m.id === userId);
  return (
    <AuthorizationPanel
      picker={
        <SelectField
          label={rolesMessages.user}
          placeholder={rolesMessages.userPlaceholder}
          options={people.filter((m) => m.accountType !== 'MANAGER').map((m) => ({ value: String(m.id), label: `${formatFullName(m)} — ${roleLabel(m.accountType)}` }))}
          value={userId === null ? '' : String(userId)}
          onChange={(e) => (rolesStore.userId = e.target.value ? Number(e.target.value) : null)}
        />
      }
      hint={rolesMessages.userHint}
      caption={rolesMessages.userMatrix(name ? formatFullName(name) : '')}
      permissions={catalogue.data?.items ?? []}
      columns={matrix.columns}
      value={matrix.value}
      dirty={matrix.dirty}
      busy={matrix.save.busy}
      isLoading={userId !== null && (matrix.isLoading || catalogue.isLoading)}
      error={matrix.error ?? catalogue.error}
      emptyText={userId !== null && !matrix.isLoading && matrix.columns.length === 0 ? rolesMessages.noAgency : null}
      onToggle={matrix.toggle}
      onToggleColumn={matrix.toggleColumn}
      onReset={matrix.reset}
      onSave={() => userId !== null && void matrix.save.run(userId, matrix.value)}
    />
  );
}

/** `/role`: editable roles (search, sort, paging), and the permission matrices per agency and per user. */
export default function RoleList() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'agency' ? 'agency' : params.get('tab') === 'user' ? 'user' : 'roles';
  const remove = useDeleteRole();
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <>
      <PageHeader
        title={rolesMessages.title}
        subtitle={rolesMessages.subtitle}
        actions={<Button icon="plus" onClick={() => setDialog({ kind: 'form', role: null })}>{rolesMessages.create}</Button>}
      />
      <Tabs<Tab>
        label={rolesMessages.tabs.label}
        value={tab}
        onChange={(value) => setParams({ tab: value === 'roles' ? null : value, page: null, simplesearch: null })}
        tabs={[
          { value: 'roles', label: rolesMessages.tabs.roles },
          { value: 'agency', label: rolesMessages.tabs.agency },
          { value: 'user', label: rolesMessages.tabs.user },
        ]}
      >
        {tab === 'roles' && <RolesTab onEdit={(role) => setDialog({ kind: 'form', role })} onDelete={(role) => setDialog({ kind: 'delete', role })} />}
        {tab === 'agency' && <AgencyTab />}
        {tab === 'user' && <UserTab />}
      </Tabs>
      {dialog?.kind === 'form' && <RoleFormModal role={dialog.role} onClose={() => setDialog(null)} />}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.role : null} title={rolesMessages.confirmDeleteTitle} message={(role) => rolesMessages.confirmDelete(role.name)} remove={remove} onClose={() => setDialog(null)} />
    </>
  );
}
