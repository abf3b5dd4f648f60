import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { VAT_WRITE } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatNumber } from '../../../shared/i18n/format';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import {
  Badge,
  Button,
  EmptyState,
  IconButton,
  InlineAlert,
  PageHeader,
  SearchInput,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { TvaFormModal } from '../components/TvaFormModal';
import { useDeleteTva, useTvaList, useUpdateTva } from '../hooks';
import { vatMessages } from '../messages';
import { clearVatDeleteError, vatStore } from '../store';
import type { Tva } from '../types';

type Dialog = { kind: 'form'; tva: Tva | null } | { kind: 'delete'; tva: Tva } | null;

/** `/tva`: the VAT rates of the user's agencies — search, sort, paging, create, edit, default, delete (the writes to who configures billing). */
export default function TvaList() {
  const list = useTvaList();
  const remove = useDeleteTva();
  const update = useUpdateTva();
  const { deleteError } = useSnapshot(vatStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = useCan(...VAT_WRITE);
  const createButton = canWrite ? <Button icon="plus" onClick={() => setDialog({ kind: 'form', tva: null })}>{vatMessages.create}</Button> : undefined;

  const columns: TableColumn<Tva>[] = [
    { key: 'label', header: vatMessages.columns.label, sortable: true, render: (tva) => tva.label },
    { key: 'rate', header: vatMessages.columns.rate, sortable: true, align: 'end', render: (tva) => `${formatNumber(tva.rate)} %` },
    { key: 'agency', header: vatMessages.columns.agency, sortable: true, render: (tva) => tva.agency.name },
    {
      key: 'isDefault',
      header: vatMessages.columns.isDefault,
      sortable: true,
      render: (tva) => (tva.isDefault ? <Badge tone="success">{vatMessages.defaultBadge}</Badge> : null),
    },
    { key: 'legalMention', header: vatMessages.columns.legalMention, render: (tva) => tva.legalMention ?? '' },
  ];
  if (canWrite) {
    columns.push(rowActionsColumn({
      header: vatMessages.columns.actions,
      name: (tva) => tva.label,
      onEdit: (tva) => setDialog({ kind: 'form', tva }),
      onDelete: (tva) => setDialog({ kind: 'delete', tva }),
      extra: (tva) => !tva.isDefault && <IconButton icon="check" label={`${vatMessages.makeDefault} : ${tva.label}`} size="sm" onClick={() => void update.run(tva.id, { isDefault: true })} />,
      width: '7.5rem',
    }));
  }

  return (
    <>
      <PageHeader
        title={vatMessages.title}
        subtitle={vatMessages.subtitle}
        actions={createButton}
      />
      {deleteError && (
        <InlineAlert tone="warning" title={vatMessages.deleteRefusedTitle} onDismiss={clearVatDeleteError}>
          {deleteError}
        </InlineAlert>
      )}
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={vatMessages.searchLabel} placeholder={vatMessages.searchLabel} />
      </Toolbar>
      <ListTable
        list={list}
        caption={vatMessages.caption}
        columns={columns}
        loadError={vatMessages.loadError}
        emptySearch={vatMessages.emptySearch}
        empty={<EmptyState title={vatMessages.empty} text={vatMessages.emptyText} icon="euro" action={createButton} />}
      />
      {dialog?.kind === 'form' && <TvaFormModal tva={dialog.tva} onClose={() => setDialog(null)} />}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.tva : null} title={vatMessages.confirmDeleteTitle} message={(tva) => vatMessages.confirmDelete(tva.label)} remove={remove} onClose={() => setDialog(null)} />
    </>
  );
}
