import { roleLabel } from '../../../shared/auth/roles';
import { formatDate, formatFullName, formatPhone } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { Button, EmptyState, FormActions, Modal, Table, type TableColumn } from '../../../shared/ui';
import { useGroup, useGroupLearners } from '../hooks';
import { groupsMessages as m } from '../messages';
import type { GroupLearner } from '../types';

/** The members of a group (`/group-learners?groupe=…`), oldest first; a deleted group says so without an alert. */
export function GroupMembersModal({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const group = useGroup(groupId);
  const members = useGroupLearners(group.error ? null : groupId);
  const columns: TableColumn<GroupLearner>[] = [
    {
      key: 'name',
      header: m.memberColumns.name,
      render: (item) => (item.learner ? <Link to={hrefs.learner(item.learner.id)}>{formatFullName(item.learner)}</Link> : formatFullName(item.teamMember ?? {})),
    },
    { key: 'kind', header: m.memberColumns.kind, render: (item) => (item.learner ? m.learnerKind : (item.teamMember ? roleLabel(item.teamMember.accountType) : '')) },
    { key: 'contact', header: m.memberColumns.contact, render: (item) => [item.learner?.email, formatPhone(item.learner?.phone)].filter(Boolean).join(' · ') },
    { key: 'since', header: m.memberColumns.since, render: (item) => formatDate(item.createdAt) },
  ];
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={group.data ? m.membersOf(group.data.name) : m.members}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.close}
          </Button>
        </FormActions>
      }
    >
      {group.error ? (
        <EmptyState title={m.groupGone} icon="users" />
      ) : (
        <Table
          caption={m.members}
          columns={columns}
          rows={members.data?.items ?? []}
          getRowKey={(item) => item.id}
          loading={members.isLoading}
          empty={<EmptyState title={m.noMembers} icon="users" />}
        />
      )}
    </Modal>
  );
}
