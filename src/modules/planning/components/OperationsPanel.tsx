import { useState } from 'react';
import { PLANNING_CONFIGURATION } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDateTime } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { ListTable } from '../../../shared/list/ListTable';
import { Button, Checkbox, ConfirmDialog, EmptyState, FormActions, Modal, SearchInput, TextArea, Toolbar, VisuallyHidden, type TableColumn } from '../../../shared/ui';
import { useCreateOperation, useDeleteOperations, useOperationList } from '../hooks/panels';
import { planningMessages } from '../messages';
import type { OperationHistory } from '../types';

const m = planningMessages.operations;

/**
 * The planning's operation history: 20 per page, search, a note, bulk deletion of the selection (an
 * audit trail: only who configures the planning deletes entries, docs/decisions.md).
 */
export function OperationsPanel() {
  const list = useOperationList();
  const remove = useDeleteOperations();
  const create = useCreateOperation();
  const canDelete = useCan(...PLANNING_CONFIGURATION);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const pageIds = list.items.map((o) => o.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  const columns: TableColumn<OperationHistory>[] = [
    {
      key: 'select',
      header: <Checkbox label={m.selectAll} checked={allChosen} onChange={(e) => setSelected(e.target.checked ? [...new Set([...selected, ...pageIds])] : selected.filter((id) => !pageIds.includes(id)))} />,
      width: '9rem',
      render: (o) => (
        <Checkbox
          label={<VisuallyHidden>{m.selectRow(o.description)}</VisuallyHidden>}
          checked={selected.includes(o.id)}
          onChange={(e) => setSelected(e.target.checked ? [...selected, o.id] : selected.filter((id) => id !== o.id))}
        />
      ),
    },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, width: '10rem', render: (o) => formatDateTime(o.createdAt) },
    { key: 'user', header: m.columns.user, render: (o) => o.user?.name ?? '' },
    { key: 'agency', header: m.columns.agency, render: (o) => o.agency?.name ?? '' },
    { key: 'description', header: m.columns.description, render: (o) => o.description },
  ];

  return (
    <>
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
        {canDelete && (
          <Button tone="danger" icon="trash" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
            {m.deleteSelected(selected.length)}
          </Button>
        )}
        <Button icon="plus" tone="secondary" onClick={() => setNoting(true)}>{m.addNote}</Button>
      </Toolbar>
      <ListTable
        list={list}
        caption={m.caption}
        columns={canDelete ? columns : columns.filter((column) => column.key !== 'select')}
        loadError={m.loadError}
        empty={<EmptyState title={list.search ? m.emptySearch : m.empty} icon="fileText" />}
      />
      <ConfirmDialog
        open={confirming}
        danger
        busy={remove.busy}
        title={m.confirmTitle}
        message={m.confirmMessage(selected.length)}
        confirmLabel={common.delete}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const result = await remove.run(selected);
          if (result.ok) setSelected([]);
          setConfirming(false);
        }}
      />
      {noting && (
        <Modal
          open
          onClose={() => setNoting(false)}
          title={m.noteTitle}
          footer={
            <FormActions>
              <Button tone="secondary" onClick={() => setNoting(false)}>{common.cancel}</Button>
              <Button
                loading={create.busy}
                onClick={async () => {
                  const result = await create.run({ action: 'note', description: note, slot: null });
                  if (result.ok) {
                    setNote('');
                    setNoting(false);
                  } else setNoteError(result.violations.find((v) => v.propertyPath === 'description')?.message);
                }}
              >
                {common.save}
              </Button>
            </FormActions>
          }
        >
          <TextArea label={m.note} required rows={3} value={note} onChange={(e) => setNote(e.target.value)} error={noteError} />
        </Modal>
      )}
    </>
  );
}
