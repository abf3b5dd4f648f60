import { useState } from 'react';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatMoney, formatNumber } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import { useTrainings } from '../../../shared/references/hooks';
import type { Service } from '../../../shared/references/types';
import { Link } from '../../../shared/router/Link';
import { useNavigate } from '../../../shared/router/context';
import { useSearchParams } from '../../../shared/router/search-params';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Badge, Button, ConfirmDialog, EmptyState, IconButton, Inline, PageHeader, SearchInput, SelectField, Tabs, Toolbar, type TableColumn } from '../../../shared/ui';
import { PackageCreateModal } from '../components/PackageCreateModal';
import { ServiceFormModal } from '../components/ServiceFormModal';
import { useDeleteService, useDuplicatePackage, usePackageList, useServiceList } from '../hooks';
import { packageMessages as m } from '../messages';
import { SERVICE_UNITS, type ServiceUnit } from '../schema';
import type { Package } from '../types';

type Section = 'Formules' | 'Prestations';

function PackagesPanel() {
  const list = usePackageList();
  const navigate = useNavigate();
  const user = useSessionUser();
  const trainings = useTrainings().data?.items ?? [];
  const duplicate = useDuplicatePackage();
  const canWrite = useCan('isConfigProductsAndServices');
  const [creating, setCreating] = useState(false);
  const several = (user?.agencies.length ?? 0) > 1;
  const filter = (name: string) => (typeof list.filters[name] === 'string' ? (list.filters[name] as string) : '');

  const columns: TableColumn<Package>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (p) => <Link to={hrefs.packageDetails(p.id)}>{p.name}</Link> },
    { key: 'training', header: m.columns.training, sortable: true, render: (p) => (p.training ? `${p.training.code}` : '') },
    ...(several ? [{ key: 'agency', header: m.columns.agency, sortable: true, render: (p: Package) => p.agency.name }] : []),
    { key: 'items', header: m.columns.items, align: 'end', render: (p) => formatNumber(p.itemsCount) },
    { key: 'total', header: m.columns.total, align: 'end', render: (p) => formatMoney(p.totalTtc) },
    { key: 'isActive', header: m.columns.active, sortable: true, render: (p) => <Badge tone={p.isActive ? 'success' : 'neutral'}>{p.isActive ? m.active : m.inactive}</Badge> },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      render: (p) =>
        canWrite ? (
          <Inline gap="xxs" justify="end">
            <IconButton icon="edit" size="sm" label={`${m.actions.edit} : ${p.name}`} onClick={() => navigate(hrefs.packageEdit(p.id))} />
            <IconButton icon="copy" size="sm" label={`${m.actions.duplicate} : ${p.name}`} onClick={() => void duplicate.run(p.id)} />
          </Inline>
        ) : null,
    },
  ];

  return (
    <>
      <Toolbar end={canWrite ? <Button tone="primary" icon="plus" onClick={() => setCreating(true)}>{m.create}</Button> : undefined}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
        <SelectField
          label={m.filterActive}
          placeholder={m.filterAll}
          value={filter('isActive')}
          onChange={(e) => list.setFilter('isActive', e.target.value || null)}
          options={[
            { value: 'true', label: m.active },
            { value: 'false', label: m.inactive },
          ]}
        />
        <SelectField
          label={m.filterTraining}
          placeholder={m.filterAllTrainings}
          value={filter('training')}
          onChange={(e) => list.setFilter('training', e.target.value || null)}
          options={trainings.map((t) => ({ value: String(t.id), label: t.code }))}
        />
      </Toolbar>
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        loadError={m.loadError}
        empty={list.search || Object.keys(list.filters).length ? <EmptyState title={m.emptySearch} icon="search" /> : <EmptyState title={m.empty} text={m.emptyText} icon="book" />}
      />
      {creating && <PackageCreateModal onClose={() => setCreating(false)} />}
    </>
  );
}

function ServicesPanel() {
  const list = useServiceList();
  const remove = useDeleteService();
  const user = useSessionUser();
  const canWrite = useCan('isConfigProductsAndServices');
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const agencyName = (iri: string) => user?.agencies.find((a) => iri.endsWith(`/${a.id}`))?.name ?? '';
  const s = m.services;

  const columns: TableColumn<Service>[] = [
    { key: 'name', header: s.columns.name, sortable: true, render: (x) => x.name },
    { key: 'code', header: s.columns.code, render: (x) => x.code ?? '' },
    { key: 'unit', header: s.columns.unit, render: (x) => SERVICE_UNITS[x.unit as ServiceUnit] ?? x.unit },
    { key: 'unitPriceHt', header: s.columns.price, sortable: true, align: 'end', render: (x) => formatMoney(x.unitPriceHt) },
    { key: 'tva', header: s.columns.tva, align: 'end', render: (x) => `${formatNumber(x.tva.rate)} %` },
    { key: 'duration', header: s.columns.duration, align: 'end', render: (x) => (x.durationMinutes ? `${x.durationMinutes} min` : '') },
    ...((user?.agencies.length ?? 0) > 1 ? [{ key: 'agency', header: s.columns.agency, render: (x: Service) => agencyName(x.agency) }] : []),
    { key: 'active', header: s.columns.active, render: (x) => <Badge tone={x.isActive ? 'success' : 'neutral'}>{x.isActive ? m.active : m.inactive}</Badge> },
    {
      key: 'actions',
      header: s.columns.actions,
      align: 'end',
      render: (x) =>
        canWrite ? (
          <Inline gap="xxs" justify="end">
            <IconButton icon="edit" size="sm" label={`${common.edit} : ${x.name}`} onClick={() => setEditing(x)} />
            <IconButton icon="trash" size="sm" label={`${common.delete} : ${x.name}`} onClick={() => setDeleting(x)} />
          </Inline>
        ) : null,
    },
  ];
  return (
    <>
      <Toolbar end={canWrite ? <Button tone="primary" icon="plus" onClick={() => setEditing(null)}>{s.create}</Button> : undefined}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={s.searchLabel} placeholder={s.searchLabel} />
      </Toolbar>
      <ListTable list={list} caption={s.caption} columns={columns} loadError={s.loadError} empty={<EmptyState title={list.search ? s.emptySearch : s.empty} icon="book" />} />
      {editing !== undefined && <ServiceFormModal service={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.busy}
        title={s.confirmDeleteTitle}
        message={deleting ? s.confirmDelete(deleting.name) : ''}
        confirmLabel={common.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.run(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

/** `configuration/produits-prestations?section=Formules|Prestations`: packages (10 per page) and services. */
export default function ProductsAndServices() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'Prestations' ? 'Prestations' : 'Formules';
  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Tabs<Section>
        label={m.sectionsLabel}
        tabs={[
          { value: 'Formules', label: m.sections.packages },
          { value: 'Prestations', label: m.sections.services },
        ]}
        value={section}
        onChange={(value) => setParams({ section: value, page: null, simplesearch: null, isActive: null, training: null, 'order[name]': null })}
      >
        {section === 'Formules' ? <PackagesPanel /> : <ServicesPanel />}
      </Tabs>
    </>
  );
}
