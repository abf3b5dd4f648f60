import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LEARNER_WRITE } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/list/ListTable';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Inline,
  InlineAlert,
  PageHeader,
  SearchInput,
  Toolbar,
  type BadgeTone,
  type TableColumn,
} from '../../../shared/ui';
import { PushDeliveriesModal } from '../components/PushDeliveriesModal';
import { PushFilters } from '../components/PushFilters';
import { PushFormModal } from '../components/PushFormModal';
import * as cells from '../components/PushCells.css';
import { useDeletePush, useDuplicatePush, usePushList, useRelaunchPush, useSendPush } from '../hooks';
import { pushMessages as m } from '../messages';
import { pushesStore, setPushError } from '../store';
import type { Push, PushAction, PushStatus } from '../types';

type Dialog =
  | { kind: 'form'; push: Push | null }
  | { kind: 'send' | 'relaunch' | 'delete'; push: Push }
  | { kind: 'deliveries'; push: Push }
  | null;

const STATUS_TONE: Record<PushStatus, BadgeTone> = { draft: 'neutral', scheduled: 'info', sent: 'success', ended: 'warning' };
/** Row actions whose failures show above the list (create and update show in their form). */
const ROW_ACTIONS: readonly PushAction[] = ['send', 'relaunch', 'duplicate', 'delete'];

/** `/push-kopilote`: the push notifications — list, filters, create, edit, send, relaunch, duplicate, delete, delivery log. */
export default function PushList() {
  const list = usePushList();
  const send = useSendPush();
  const relaunch = useRelaunchPush();
  const duplicate = useDuplicatePush();
  const remove = useDeletePush();
  const { errors } = useSnapshot(pushesStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = useCan(...LEARNER_WRITE);
  const createButton = canWrite ? (
    <Button icon="plus" onClick={() => setDialog({ kind: 'form', push: null })}>
      {m.create}
    </Button>
  ) : undefined;
  const recipients = (push: Push) => `${push.recipientLabel} (${m.recipients(push.recipientsCount)})`;

  const columns: TableColumn<Push>[] = [
    {
      key: 'title',
      header: m.columns.title,
      sortable: true,
      render: (push) => (
        <>
          <span className={cells.title}>{push.title}</span>
          <span className={cells.excerpt} title={push.message}>
            {push.message}
          </span>
        </>
      ),
    },
    {
      key: 'recipient',
      header: m.columns.recipient,
      sortable: true,
      render: (push) => (
        <>
          {push.recipientLabel}
          <span className={cells.muted}>
            {push.target === 'group' ? `${m.target.group} · ${m.recipients(push.recipientsCount)}` : m.target.learner}
          </span>
        </>
      ),
    },
    { key: 'startDate', header: m.columns.startDate, sortable: true, render: (push) => formatDate(push.startDate) },
    { key: 'endDate', header: m.columns.endDate, sortable: true, render: (push) => formatDate(push.endDate) },
    {
      key: 'status',
      header: m.columns.status,
      sortable: true,
      render: (push) => (
        <span title={m.statusHint[push.status]}>
          <Badge tone={STATUS_TONE[push.status]}>{m.status[push.status]}</Badge>
        </span>
      ),
    },
    {
      key: 'sentAt',
      header: m.columns.sentAt,
      sortable: true,
      render: (push) => (
        <>
          {formatDateTime(push.sentAt)}
          {push.relaunchCount > 0 && <span className={cells.muted}>{m.relaunched(push.relaunchCount)}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      width: '11rem',
      render: (push) => (
        <Inline gap="xxs" justify="end">
          {canWrite && push.status === 'draft' && (
            <>
              <IconButton icon="edit" size="sm" label={`${m.actions.edit} : ${push.title}`} onClick={() => setDialog({ kind: 'form', push })} />
              <IconButton icon="send" size="sm" label={`${m.actions.send} : ${push.title}`} onClick={() => setDialog({ kind: 'send', push })} />
            </>
          )}
          {canWrite && push.status === 'sent' && (
            <IconButton icon="refresh" size="sm" label={`${m.actions.relaunch} : ${push.title}`} onClick={() => setDialog({ kind: 'relaunch', push })} />
          )}
          {push.status !== 'draft' && (
            <IconButton icon="eye" size="sm" label={`${m.actions.deliveries} : ${push.title}`} onClick={() => setDialog({ kind: 'deliveries', push })} />
          )}
          {canWrite && (
            <>
              <IconButton icon="copy" size="sm" label={`${m.actions.duplicate} : ${push.title}`} disabled={duplicate.busy} onClick={() => void duplicate.run(push.id)} />
              <IconButton icon="trash" size="sm" label={`${m.actions.delete} : ${push.title}`} onClick={() => setDialog({ kind: 'delete', push })} />
            </>
          )}
        </Inline>
      ),
    },
  ];

  const confirming = dialog && (dialog.kind === 'send' || dialog.kind === 'relaunch' || dialog.kind === 'delete') ? dialog : null;
  const confirmTexts = confirming
    ? {
        send: { title: m.confirm.sendTitle, message: m.confirm.send(confirming.push.title, recipients(confirming.push)), label: m.actions.send, busy: send.busy },
        relaunch: { title: m.confirm.relaunchTitle, message: m.confirm.relaunch(confirming.push.title, recipients(confirming.push)), label: m.actions.relaunch, busy: relaunch.busy },
        delete: { title: m.confirm.deleteTitle, message: m.confirm.delete(confirming.push.title), label: m.actions.delete, busy: remove.busy },
      }[confirming.kind]
    : null;

  const failures = ROW_ACTIONS.filter((action) => errors[action]);
  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;

  return (
    <>
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={createButton}
      />
      {failures.map((action) => (
        <InlineAlert key={action} tone="danger" title={m.errors[action]} onDismiss={() => setPushError(action, null)}>
          {errors[action]}
        </InlineAlert>
      ))}
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
      </Toolbar>
      <PushFilters filters={list.filters} onFilter={list.setFilter} onReset={list.resetFilters} />
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        loadError={m.loadError}
        empty={
          filtered ? (
            <EmptyState title={m.emptySearch} icon="search" />
          ) : (
            <EmptyState
              title={m.empty}
              text={m.emptyText}
              icon="send"
              action={createButton}
            />
          )
        }
      />
      {dialog?.kind === 'form' && <PushFormModal push={dialog.push} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'deliveries' && <PushDeliveriesModal push={dialog.push} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        danger={confirming?.kind === 'delete'}
        busy={confirmTexts?.busy}
        title={confirmTexts?.title ?? ''}
        message={confirmTexts?.message ?? ''}
        confirmLabel={confirmTexts?.label}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (!confirming) return;
          if (confirming.kind === 'send') await send.run(confirming.push.id);
          else if (confirming.kind === 'relaunch') await relaunch.run(confirming.push.id);
          else await remove.run(confirming.push.id);
          setDialog(null);
        }}
      />
    </>
  );
}
