import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useForm } from '../../../shared/form/useForm';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { Button, Checkbox, EmptyState, FormGrid, FormGridFull, FormModal, NumberField, Stack, Table, TextField, type TableColumn } from '../../../shared/ui';
import { useCreateLink, useDeleteLink, useLinks, useUpdateLink } from '../hooks';
import { platformMessages } from '../messages';
import { linkSchema } from '../schema';
import { closePlatformDialog, platformStore } from '../store';
import type { PlatformLink } from '../types';

const t = platformMessages.links;

function LinkFormModal({ link, onClose }: { link: PlatformLink | null; onClose: () => void }) {
  const create = useCreateLink();
  const update = useUpdateLink();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({
    schema: linkSchema,
    initial: { label: link?.label ?? '', url: link?.url ?? 'https://', ssp: link?.ssp ?? false, opensInNewTab: link?.opensInNewTab ?? true, indexOrder: link?.indexOrder ?? 0 },
    onSubmit: async (payload) => {
      const result = link ? await update.run(link.id, payload) : await create.run(payload, file);
      if (result.ok) onClose();
      return result;
    },
  });
  const v = form.values;
  return (
    <FormModal title={link ? t.edit : t.create} formId="link-form" onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <TextField label={t.fields.label} required value={v.label} onChange={(e) => form.set('label', e.target.value)} error={form.error('label')} />
        <NumberField label={t.fields.indexOrder} min={0} value={v.indexOrder ?? 0} onValueChange={(value) => form.set('indexOrder', Number(value))} error={form.error('indexOrder')} />
        <FormGridFull>
          <TextField label={t.fields.url} type="url" required value={v.url} onChange={(e) => form.set('url', e.target.value)} error={form.error('url')} />
        </FormGridFull>
        {!link && (
          <FormGridFull>
            <label>
              {t.fields.file}
              <input ref={fileInput} type="file" accept="image/png,image/jpeg,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} style={{ display: 'block', marginTop: 4 }} />
            </label>
            {form.error('file') && <p role="alert">{form.error('file')}</p>}
          </FormGridFull>
        )}
        <Checkbox label={t.fields.opensInNewTab} checked={v.opensInNewTab ?? true} onChange={(e) => form.set('opensInNewTab', e.target.checked)} />
        <Checkbox label={t.fields.ssp} checked={v.ssp ?? false} onChange={(e) => form.set('ssp', e.target.checked)} />
      </FormGrid>
    </FormModal>
  );
}

/** The platform links (admin: create with an optional file, edit, delete). */
export function LinksPanel({ editable }: { editable: boolean }) {
  const links = useLinks();
  const remove = useDeleteLink();
  const { dialog } = useSnapshot(platformStore);
  const items = links.data?.items ?? [];
  const current = dialog?.kind === 'link' && dialog.id !== null ? items.find((l) => l.id === dialog.id) : undefined;
  const columns: TableColumn<PlatformLink>[] = [
    { key: 'label', header: t.columns.label, render: (l) => l.label },
    { key: 'url', header: t.columns.url, render: (l) => <a href={l.url} target="_blank" rel="noopener noreferrer">{l.url}</a> },
    { key: 'file', header: t.columns.file, render: (l) => (l.contentUrl ? <a href={l.contentUrl} target="_blank" rel="noopener noreferrer">{l.fileName}</a> : '—') },
    { key: 'order', header: t.columns.order, align: 'end', render: (l) => l.indexOrder },
  ];
  if (editable) {
    columns.push(rowActionsColumn({
      header: t.columns.actions,
      name: (l) => l.label,
      onEdit: (l) => (platformStore.dialog = { kind: 'link', id: l.id }),
      onDelete: (l) => (platformStore.dialog = { kind: 'link', id: l.id, confirmDelete: true }),
    }));
  }
  return (
    <Stack gap="md">
      {editable && (
        <div>
          <Button icon="plus" onClick={() => (platformStore.dialog = { kind: 'link', id: null })}>
            {t.create}
          </Button>
        </div>
      )}
      <Table caption={t.caption} columns={columns} rows={items} getRowKey={(l) => l.id} loading={links.isLoading} empty={<EmptyState title={t.empty} icon="link" />} />
      {dialog?.kind === 'link' && !dialog.confirmDelete && (dialog.id === null || current) && <LinkFormModal link={current ?? null} onClose={closePlatformDialog} />}
      <ConfirmDelete
        item={dialog?.kind === 'link' && dialog.confirmDelete === true ? (current?.id ?? null) : null}
        title={t.confirmDelete(current?.label ?? '')}
        message={() => common.irreversible}
        remove={remove}
        onClose={closePlatformDialog}
      />
    </Stack>
  );
}
