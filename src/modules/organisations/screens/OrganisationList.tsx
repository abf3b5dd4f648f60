import { formatPhone } from '../../../shared/i18n/format';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LEARNER_WRITE } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { FULL_ORGANISATION_LIST_PAGE_SIZE } from '../../../shared/constants';
import { hrefs } from '../../../shared/links/hrefs';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { useNavigate } from '../../../shared/router/context';
import { useSearchParams } from '../../../shared/router/search-params';
import {
  Button,
  EmptyState,
  InlineAlert,
  PageHeader,
  SearchInput,
  SelectField,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { typeFilterName } from '../api';
import { OrganisationFormModal } from '../components/OrganisationFormModal';
import { TYPE_FILTER, useDeleteOrganisation, useOrganisationList, useOrganisationTypes } from '../hooks';
import { organisationsMessages as m } from '../messages';
import { clearOrganisationDeleteError, organisationsStore } from '../store';
import type { Organization } from '../types';

type Dialog = { kind: 'form'; organisation: Organization | null } | { kind: 'delete'; organisation: Organization } | null;

/**
 * `/organismes`: paying organisations — type filter, search, sort, paging or the full list, create,
 * edit, delete (a refusal is a clearable notice). Opened with `returnTo`, it shows the creation form
 * and goes back there with isOrgAdded=true and the new id (spec part 2 §2).
 */
export default function OrganisationList() {
  const list = useOrganisationList();
  const types = useOrganisationTypes().data?.items ?? [];
  const remove = useDeleteOrganisation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const { deleteError } = useSnapshot(organisationsStore);
  const [dialog, setDialog] = useState<Dialog>(returnTo ? { kind: 'form', organisation: null } : null);
  const canWrite = useCan(...LEARNER_WRITE);
  const createButton = canWrite ? <Button icon="plus" onClick={() => setDialog({ kind: 'form', organisation: null })}>{m.create}</Button> : undefined;
  const full = list.itemsPerPage >= FULL_ORGANISATION_LIST_PAGE_SIZE;
  const typeFilter = list.filters[TYPE_FILTER];
  const selectedType = Array.isArray(typeFilter) ? (typeFilter[0] ?? '') : (typeFilter ?? '');

  const columns: TableColumn<Organization>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (o) => o.name },
    { key: 'organizationType.name', header: m.columns.type, sortable: true, render: (o) => o.organizationType.label },
    { key: 'agency', header: m.columns.agency, sortable: true, render: (o) => o.agency.name },
    { key: 'city', header: m.columns.city, sortable: true, render: (o) => o.city ?? '' },
    { key: 'contact', header: m.columns.contact, render: (o) => [o.contactName, o.email, formatPhone(o.phone)].filter(Boolean).join(' · ') },
    { key: 'siret', header: m.columns.siret, render: (o) => o.siret ?? '' },
  ];
  if (canWrite) {
    columns.push(rowActionsColumn({
      header: m.columns.actions,
      name: (o) => o.name,
      onEdit: (o) => setDialog({ kind: 'form', organisation: o }),
      onDelete: (o) => setDialog({ kind: 'delete', organisation: o }),
    }));
  }

  const closeForm = () => {
    setDialog(null);
    if (returnTo) navigate(returnTo);
  };

  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} actions={createButton} />
      {deleteError && (
        <InlineAlert tone="warning" title={m.deleteRefusedTitle} onDismiss={clearOrganisationDeleteError}>
          {deleteError}
        </InlineAlert>
      )}
      <Toolbar
        end={
          <Button tone="ghost" onClick={() => list.setItemsPerPage(full ? 10 : FULL_ORGANISATION_LIST_PAGE_SIZE)}>
            {full ? m.showPaged : m.showAll}
          </Button>
        }
      >
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
        <SelectField
          label={m.typeFilter}
          placeholder={m.allTypes}
          options={types.map((t) => ({ value: typeFilterName(t.name), label: t.label }))}
          value={selectedType}
          onChange={(e) => list.setFilter(TYPE_FILTER, e.target.value ? [e.target.value] : null)}
        />
      </Toolbar>
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        loadError={m.loadError}
        paged={!full}
        empty={
          list.search || selectedType ? (
            <EmptyState title={m.emptySearch} icon="search" />
          ) : (
            <EmptyState title={m.empty} text={m.emptyText} icon="building" action={createButton} />
          )
        }
      />
      {dialog?.kind === 'form' && (
        <OrganisationFormModal
          organisation={dialog.organisation}
          onClose={closeForm}
          onCreated={(organisation) => {
            setDialog(null);
            if (returnTo) navigate(hrefs.afterOrganisationCreated(returnTo, organisation.id));
          }}
        />
      )}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.organisation : null} title={m.confirmDeleteTitle} message={(organisation) => m.confirmDelete(organisation.name)} remove={remove} onClose={() => setDialog(null)} />
    </>
  );
}
