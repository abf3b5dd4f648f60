import { useSnapshot } from 'valtio';
import { useForm } from '../../../shared/form/useForm';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { Button, EmptyState, FormGrid, FormGridFull, FormModal, NumberField, SearchInput, SelectField, Stack, TextField, Toolbar, type TableColumn } from '../../../shared/ui';
import { useCreateTutorial, useDeleteTutorial, useTutorialList, useUpdateTutorial } from '../hooks';
import { platformMessages } from '../messages';
import { tutorialSchema } from '../schema';
import { closePlatformDialog, platformStore } from '../store';
import type { Tutorial } from '../types';

const t = platformMessages.tutorials;

function TutorialFormModal({ tutorial, onClose }: { tutorial: Tutorial | null; onClose: () => void }) {
  const create = useCreateTutorial();
  const update = useUpdateTutorial();
  const form = useForm({
    schema: tutorialSchema,
    initial: { title: tutorial?.title ?? '', url: tutorial?.url ?? 'https://', route: tutorial?.route ?? '', menu: tutorial?.menu ?? null, group: tutorial?.group ?? '', indexOrder: tutorial?.indexOrder ?? 0 },
    onSubmit: async (payload) => {
      const result = tutorial ? await update.run(tutorial.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const v = form.values;
  return (
    <FormModal title={tutorial ? t.edit : t.create} formId="tutorial-form" onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={t.fields.title} required value={v.title} onChange={(e) => form.set('title', e.target.value)} error={form.error('title')} />
        </FormGridFull>
        <FormGridFull>
          <TextField label={t.fields.url} type="url" required value={v.url} onChange={(e) => form.set('url', e.target.value)} error={form.error('url')} />
        </FormGridFull>
        <TextField label={t.fields.route} value={v.route ?? ''} onChange={(e) => form.set('route', e.target.value)} error={form.error('route')} />
        <SelectField
          label={t.fields.menu}
          placeholder={t.noMenu}
          options={[1, 2, 5, 6, 7].map((n) => ({ value: String(n), label: t.menuLabel(n) }))}
          value={v.menu === null || v.menu === undefined ? '' : String(v.menu)}
          onChange={(e) => form.set('menu', e.target.value ? Number(e.target.value) : null)}
          error={form.error('menu')}
        />
        <TextField label={t.fields.group} required value={v.group} onChange={(e) => form.set('group', e.target.value)} error={form.error('group')} />
        <NumberField label={t.fields.indexOrder} min={0} value={v.indexOrder ?? 0} onValueChange={(value) => form.set('indexOrder', Number(value))} error={form.error('indexOrder')} />
      </FormGrid>
    </FormModal>
  );
}

/** The contextual tutorials (per route or learner-record menu, grouped). */
export function TutorialsPanel({ editable }: { editable: boolean }) {
  const list = useTutorialList();
  const remove = useDeleteTutorial();
  const { dialog } = useSnapshot(platformStore);
  const current = dialog?.kind === 'tutorial' && dialog.id !== null ? list.items.find((x) => x.id === dialog.id) : undefined;
  const columns: TableColumn<Tutorial>[] = [
    { key: 'title', header: t.columns.title, sortable: true, render: (x) => <a href={x.url} target="_blank" rel="noopener noreferrer">{x.title}</a> },
    { key: 'route', header: t.columns.where, sortable: true, render: (x) => (x.menu !== null ? t.menuLabel(x.menu) : x.route) },
    { key: 'group', header: t.columns.group, sortable: true, render: (x) => x.group },
  ];
  if (editable) {
    columns.push(rowActionsColumn({
      header: t.columns.actions,
      name: (x) => x.title,
      onEdit: (x) => (platformStore.dialog = { kind: 'tutorial', id: x.id }),
      onDelete: (x) => (platformStore.dialog = { kind: 'tutorial', id: x.id, confirmDelete: true }),
    }));
  }
  return (
    <Stack gap="md">
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={common.search} placeholder={common.search} />
        {editable && (
          <Button icon="plus" onClick={() => (platformStore.dialog = { kind: 'tutorial', id: null })}>
            {t.create}
          </Button>
        )}
      </Toolbar>
      <ListTable list={list} caption={t.caption} columns={columns} loadError={platformMessages.loadError} empty={<EmptyState title={t.empty} icon="book" />} />
      {dialog?.kind === 'tutorial' && !dialog.confirmDelete && (dialog.id === null || current) && <TutorialFormModal tutorial={current ?? null} onClose={closePlatformDialog} />}
      <ConfirmDelete
        item={dialog?.kind === 'tutorial' && dialog.confirmDelete === true ? (current?.id ?? null) : null}
        title={t.confirmDelete(current?.title ?? '')}
        message={() => common.irreversible}
        remove={remove}
        onClose={closePlatformDialog}
      />
    </Stack>
  );
}
