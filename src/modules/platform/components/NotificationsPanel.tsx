import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../shared/alerts/report';
import { useForm } from '../../../shared/form/useForm';
import { formatDate } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import {
  Badge,
  Button,
  Checkbox,
  DateField,
  EmptyState,
  ErrorState,
  FormGrid,
  FormGridFull,
  FormModal,
  Inline,
  Pagination,
  SelectField,
  Stack,
  TextArea,
  TextField,
  type TableColumn,
} from '../../../shared/ui';
import { useCreateNotification, useDeleteNotification, useNotificationList, useUpdateNotification } from '../hooks';
import { platformMessages } from '../messages';
import { notificationSchema } from '../schema';
import { closePlatformDialog, platformStore } from '../store';
import type { NotificationLevel, PlatformNotification } from '../types';

const t = platformMessages.notifications;
const TONES: Record<NotificationLevel, 'info' | 'warning' | 'danger'> = { info: 'info', warning: 'warning', danger: 'danger' };

function NotificationFormModal({ notification, onClose }: { notification: PlatformNotification | null; onClose: () => void }) {
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const form = useForm({
    schema: notificationSchema,
    initial: {
      title: notification?.title ?? '',
      message: notification?.message ?? '',
      level: notification?.level ?? 'info',
      startDate: notification?.startDate ?? new Date().toISOString().slice(0, 10),
      endDate: notification?.endDate ?? null,
      isActive: notification?.isActive ?? true,
    },
    onSubmit: async (payload) => {
      const result = notification ? await update.run(notification.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const v = form.values;
  return (
    <FormModal title={notification ? t.edit : t.create} formId="notification-form" onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={t.fields.title} required value={v.title} onChange={(e) => form.set('title', e.target.value)} error={form.error('title')} />
        </FormGridFull>
        <FormGridFull>
          <TextArea label={t.fields.message} required value={v.message} onChange={(e) => form.set('message', e.target.value)} error={form.error('message')} />
        </FormGridFull>
        <SelectField
          label={t.fields.level}
          options={(['info', 'warning', 'danger'] as const).map((level) => ({ value: level, label: t.levels[level] ?? level }))}
          value={v.level ?? 'info'}
          onChange={(e) => form.set('level', e.target.value as NotificationLevel)}
        />
        <Checkbox label={t.fields.isActive} checked={v.isActive ?? true} onChange={(e) => form.set('isActive', e.target.checked)} />
        <DateField label={t.fields.startDate} required value={v.startDate} onChange={(e) => form.set('startDate', e.target.value)} error={form.error('startDate')} />
        <DateField label={t.fields.endDate} value={v.endDate ?? ''} onChange={(e) => form.set('endDate', e.target.value || null)} error={form.error('endDate')} />
      </FormGrid>
    </FormModal>
  );
}

/** Notifications: the management list for an admin (`editable`), the current ones for everyone else. */
export function NotificationsPanel({ editable }: { editable: boolean }) {
  const list = useNotificationList();
  const remove = useDeleteNotification();
  const { dialog } = useSnapshot(platformStore);
  const current = dialog?.kind === 'notification' && dialog.id !== null ? list.items.find((x) => x.id === dialog.id) : undefined;
  if (!editable) {
    if (list.error && list.items.length === 0) return <ErrorState message={errorMessage(list.error, t.loadError)} onRetry={() => void list.refresh()} />;
    if (!list.isLoading && list.items.length === 0) return <EmptyState title={t.empty} icon="bell" />;
    return (
      <Stack gap="md">
        {list.items.map((n) => (
          <article key={n.id} aria-label={n.title} style={{ borderLeft: `4px solid var(--volant-color-${TONES[n.level] === 'danger' ? 'danger' : TONES[n.level]})`, padding: '8px 12px', background: 'var(--volant-color-surface)' }}>
            <Inline gap="sm">
              <strong>{n.title}</strong>
              <Badge tone={TONES[n.level]}>{t.levels[n.level]}</Badge>
            </Inline>
            <p style={{ margin: '4px 0' }}>{n.message}</p>
            <small>{t.since(formatDate(n.startDate), n.endDate ? formatDate(n.endDate) : null)}</small>
          </article>
        ))}
        <Pagination list={t.caption} page={list.page} itemsPerPage={list.itemsPerPage} totalItems={list.total} onPageChange={list.setPage} onItemsPerPageChange={list.setItemsPerPage} />
      </Stack>
    );
  }
  const columns: TableColumn<PlatformNotification>[] = [
    { key: 'title', header: t.columns.title, sortable: true, render: (n) => n.title },
    { key: 'startDate', header: t.columns.period, sortable: true, render: (n) => t.since(formatDate(n.startDate), n.endDate ? formatDate(n.endDate) : null) },
    { key: 'level', header: t.columns.level, render: (n) => <Badge tone={TONES[n.level]}>{t.levels[n.level]}</Badge> },
    { key: 'status', header: t.columns.status, render: (n) => <Badge tone={n.isActive ? 'success' : 'neutral'}>{n.isActive ? t.active : t.inactive}</Badge> },
    rowActionsColumn({
      header: t.columns.actions,
      name: (n) => n.title,
      onEdit: (n) => (platformStore.dialog = { kind: 'notification', id: n.id }),
      onDelete: (n) => (platformStore.dialog = { kind: 'notification', id: n.id, confirmDelete: true }),
    }),
  ];
  return (
    <Stack gap="md">
      <div>
        <Button icon="plus" onClick={() => (platformStore.dialog = { kind: 'notification', id: null })}>
          {t.create}
        </Button>
      </div>
      <ListTable list={list} caption={t.caption} columns={columns} loadError={t.loadError} empty={<EmptyState title={t.empty} icon="bell" />} />
      {dialog?.kind === 'notification' && !dialog.confirmDelete && (dialog.id === null || current) && <NotificationFormModal notification={current ?? null} onClose={closePlatformDialog} />}
      <ConfirmDelete
        item={dialog?.kind === 'notification' && dialog.confirmDelete === true ? (current?.id ?? null) : null}
        title={t.confirmDelete(current?.title ?? '')}
        message={() => common.irreversible}
        remove={remove}
        onClose={closePlatformDialog}
      />
    </Stack>
  );
}
