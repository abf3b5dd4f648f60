import { roleLabel } from '../../../shared/auth/roles';
import { useSnapshot } from 'valtio';
import { formatFullName } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { ListTable } from '../../../shared/list/ListTable';
import { Link } from '../../../shared/router/Link';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Inline,
  PageHeader,
  SearchInput,
  SelectField,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { MemberFormModal } from '../components/MemberFormModal';
import { describeHoldings, holdsAnything, issuedDocuments } from '../../../shared/users/holdings';
import { useAgencyMemberCounts, useDeleteMember, useMemberHoldings, useMemberList, useResetPassword, useUpdateMember } from '../hooks';
import { usersMessages } from '../messages';
import { userHref } from '../routes';
import { ACCOUNT_TYPES } from '../schema';
import { closeUsersDialog, usersStore } from '../store';
import type { TeamMember } from '../types';

const filterValue = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** `/utilisateurs` (isViewMembers): the team, filtered by status, agency and account type; create, edit, archive, delete. */
export default function UserList() {
  const me = useSessionUser();
  const list = useMemberList();
  const { dialog } = useSnapshot(usersStore);
  const archive = useUpdateMember(usersMessages.archived);
  const restore = useUpdateMember(usersMessages.restored);
  const remove = useDeleteMember();
  const reset = useResetPassword();
  const holdings = useMemberHoldings(dialog?.kind === 'delete' ? dialog.memberId : null).data;
  const current = dialog && dialog.kind !== 'form' ? list.items.find((m) => m.id === dialog.memberId) : undefined;
  const editing = dialog?.kind === 'form' && dialog.memberId !== null ? list.items.find((m) => m.id === dialog.memberId) : undefined;
  const showArchived = filterValue(list.filters.archived) === '1';
  const agencyCounts = useAgencyMemberCounts(showArchived);

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'firstName',
      header: usersMessages.columns.name,
      sortable: true,
      render: (m) => (
        <Inline gap="xs">
          <Link to={userHref(m.id)}>{formatFullName(m)}</Link>
          {m.archived && <Badge tone="neutral">{usersMessages.archivedBadge}</Badge>}
        </Inline>
      ),
    },
    { key: 'email', header: usersMessages.columns.email, sortable: true, render: (m) => m.email },
    { key: 'accountType', header: usersMessages.columns.type, sortable: true, render: (m) => roleLabel(m.accountType) },
    { key: 'role', header: usersMessages.columns.role, render: (m) => m.account?.name ?? '—' },
    { key: 'agencies', header: usersMessages.columns.agencies, render: (m) => (m.allAgencies ? usersMessages.allAgencies : m.agencies.map((a) => a.name).join(', ')) },
    {
      key: 'actions',
      header: usersMessages.columns.actions,
      align: 'end',
      width: '10rem',
      render: (m) => {
        const name = formatFullName(m);
        const self = m.id === me?.id;
        return (
          <Inline gap="xxs" justify="end">
            <IconButton icon="edit" size="sm" label={`${common.edit} : ${name}`} onClick={() => (usersStore.dialog = { kind: 'form', memberId: m.id })} />
            <IconButton icon="lock" size="sm" label={`${usersMessages.resetPassword} : ${name}`} onClick={() => (usersStore.dialog = { kind: 'reset', memberId: m.id })} />
            {!self &&
              (m.archived ? (
                <IconButton icon="refresh" size="sm" label={`${usersMessages.restore} : ${name}`} onClick={() => (usersStore.dialog = { kind: 'restore', memberId: m.id })} />
              ) : (
                <IconButton icon="x" size="sm" label={`${usersMessages.archive} : ${name}`} onClick={() => (usersStore.dialog = { kind: 'archive', memberId: m.id })} />
              ))}
            {!self && <IconButton icon="trash" size="sm" label={`${common.delete} : ${name}`} onClick={() => (usersStore.dialog = { kind: 'delete', memberId: m.id })} />}
          </Inline>
        );
      },
    },
  ];

  const confirm = (() => {
    if (!dialog || dialog.kind === 'form' || !current) return null;
    const name = formatFullName(current);
    switch (dialog.kind) {
      case 'archive':
        return { title: usersMessages.confirmArchiveTitle, message: usersMessages.confirmArchive(name), label: usersMessages.archive, danger: true, busy: archive.busy, run: () => archive.run(current.id, { archived: true }) };
      case 'restore':
        return { title: usersMessages.restore, message: `${usersMessages.restore} ${name} ?`, label: usersMessages.restore, danger: false, busy: restore.busy, run: () => restore.run(current.id, { archived: false }) };
      case 'delete': {
        // The confirmation names what the account holds (issue 36 S10); one that issued documents is archived instead.
        if (holdings && issuedDocuments(holdings)) {
          const message = usersMessages.cannotDelete(name, describeHoldings(holdings));
          return { title: usersMessages.confirmDeleteTitle, message, label: usersMessages.archive, danger: true, busy: archive.busy, run: () => archive.run(current.id, { archived: true }) };
        }
        const message = !holdings
          ? usersMessages.checkingHoldings(name)
          : holdsAnything(holdings)
            ? usersMessages.confirmDeleteHolding(name, describeHoldings(holdings))
            : usersMessages.confirmDelete(name);
        return { title: usersMessages.confirmDeleteTitle, message, label: common.delete, danger: true, busy: remove.busy || !holdings, run: () => remove.run(current.id) };
      }
      case 'reset':
        return { title: usersMessages.confirmResetTitle, message: usersMessages.confirmReset(name, current.email), label: usersMessages.resetPassword, danger: false, busy: reset.busy, run: () => reset.run(current) };
    }
  })();

  return (
    <>
      <PageHeader
        title={usersMessages.title}
        subtitle={usersMessages.subtitle}
        actions={<Button icon="plus" onClick={() => (usersStore.dialog = { kind: 'form', memberId: null })}>{usersMessages.create}</Button>}
      />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={usersMessages.searchLabel} placeholder={usersMessages.searchLabel} />
        <SelectField
          label={usersMessages.filters.status}
          options={[
            { value: '0', label: usersMessages.filters.active },
            { value: '1', label: usersMessages.filters.archived },
          ]}
          value={showArchived ? '1' : '0'}
          onChange={(e) => list.setFilter('archived', e.target.value)}
        />
        <SelectField
          label={usersMessages.filters.agency}
          placeholder={usersMessages.filters.allAgencies}
          options={(me?.agencies ?? []).map((a) => ({ value: String(a.id), label: agencyCounts ? usersMessages.filters.agencyWithCount(a.name, agencyCounts.get(a.id) ?? 0) : a.name }))}
          value={filterValue(list.filters.agency)}
          onChange={(e) => list.setFilter('agency', e.target.value || null)}
        />
        <SelectField
          label={usersMessages.filters.type}
          placeholder={usersMessages.filters.allTypes}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: roleLabel(type) }))}
          value={filterValue(list.filters.accountType)}
          onChange={(e) => list.setFilter('accountType', e.target.value || null)}
        />
      </Toolbar>
      <ListTable
        list={list}
        caption={usersMessages.caption}
        columns={columns}
        loadError={usersMessages.loadError}
        emptySearch={usersMessages.emptySearch}
        empty={<EmptyState title={usersMessages.empty} text={usersMessages.emptyText} icon="users" />}
      />
      {dialog?.kind === 'form' && (dialog.memberId === null || editing) && <MemberFormModal member={editing ?? null} onClose={closeUsersDialog} />}
      <ConfirmDialog
        open={confirm !== null}
        danger={confirm?.danger}
        busy={confirm?.busy}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.label ?? common.confirm}
        onCancel={closeUsersDialog}
        onConfirm={async () => {
          await confirm?.run();
          closeUsersDialog();
        }}
      />
    </>
  );
}
