import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LEARNER_WRITE } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { Button, EmptyState, IconButton, Inline, PageHeader, SearchInput, Toolbar, type TableColumn } from '../../../shared/ui';
import { GroupFormModal } from '../components/GroupFormModal';
import { GroupMembersModal } from '../components/GroupMembersModal';
import { useDeleteGroup, useGroupList } from '../hooks';
import { groupsMessages as m } from '../messages';
import { groupsStore, showGroupMembers } from '../store';
import type { Group } from '../types';

type Dialog = { kind: 'form'; group: Group | null } | { kind: 'delete'; group: Group } | null;

/** `/groupes`: the groups of the user's agencies — search, sort, paging, members, create, edit, delete. */
export default function GroupList() {
  const list = useGroupList();
  const remove = useDeleteGroup();
  const { membersOf } = useSnapshot(groupsStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = useCan(...LEARNER_WRITE);
  const createButton = canWrite ? <Button icon="plus" onClick={() => setDialog({ kind: 'form', group: null })}>{m.create}</Button> : undefined;

  const columns: TableColumn<Group>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (g) => g.name },
    { key: 'agency', header: m.columns.agency, sortable: true, render: (g) => g.agency.name },
    { key: 'trainer', header: m.columns.trainer, render: (g) => g.trainer?.name ?? '' },
    { key: 'learners', header: m.columns.learners, align: 'end', render: (g) => g.learnersCount },
    { key: 'members', header: m.columns.members, align: 'end', render: (g) => g.teamMembersCount },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, render: (g) => formatDate(g.createdAt) },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      width: '7.5rem',
      render: (g) => (
        <Inline gap="xxs" justify="end">
          <IconButton icon="users" size="sm" label={`${m.showMembers} : ${g.name}`} onClick={() => showGroupMembers(g.id)} />
          {canWrite && (
            <>
              <IconButton icon="edit" size="sm" label={`${common.edit} : ${g.name}`} onClick={() => setDialog({ kind: 'form', group: g })} />
              <IconButton icon="trash" size="sm" label={`${common.delete} : ${g.name}`} onClick={() => setDialog({ kind: 'delete', group: g })} />
            </>
          )}
        </Inline>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} actions={createButton} />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
      </Toolbar>
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        onRowClick={(g) => showGroupMembers(g.id)}
        loadError={m.loadError}
        emptySearch={m.emptySearch}
        empty={<EmptyState title={m.empty} text={m.emptyText} icon="users" action={createButton} />}
      />
      {dialog?.kind === 'form' && <GroupFormModal group={dialog.group} onClose={() => setDialog(null)} />}
      {membersOf !== null && <GroupMembersModal groupId={membersOf} onClose={() => showGroupMembers(null)} />}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.group : null} title={m.confirmDeleteTitle} message={(group) => m.confirmDelete(group.name)} remove={remove} onClose={() => setDialog(null)} />
    </>
  );
}
