import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { DocumentFrame } from '../../../shared/accounting/DocumentFrame';
import { BillListFilters } from '../../../shared/accounting/BillListFilters';
import { CustomerCell } from '../../../shared/accounting/CustomerCell';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { QUOTATION_STATUSES } from '../../../shared/accounting/status';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatMoney } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import { Link } from '../../../shared/router/Link';
import { useNavigate } from '../../../shared/router/context';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Badge, Button, EmptyState, Inline, PageHeader, SearchInput, Toolbar, type TableColumn } from '../../../shared/ui';
import { QuotationCreateModal } from '../components/QuotationCreateModal';
import { useQuotationList } from '../hooks';
import { quotationMessages as m } from '../messages';
import { quotationsStore } from '../store';
import type { Quotation } from '../types';

/** `pieces-comptables/devis`: the quotations with every filter of the spec, in the URL. */
export default function QuotationList() {
  const list = useQuotationList();
  const navigate = useNavigate();
  const user = useSessionUser();
  const { filtersOpen } = useSnapshot(quotationsStore);
  const canCreate = useCan('isCreateQuotation');
  const [creating, setCreating] = useState(false);
  const agencies = user?.agencies ?? [];
  const activeFilters = Object.keys(list.filters).length;

  const columns: TableColumn<Quotation>[] = [
    {
      key: 'number',
      header: m.columns.number,
      sortable: true,
      render: (q) => (
        <Link to={hrefs.quotationDetails(q.id, { sections: 'Produits' })} aria-label={m.open(q.number ?? String(q.id))}>
          {q.number}
        </Link>
      ),
    },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, render: (q) => formatDate(q.createdAt) },
    {
      key: 'customerName',
      header: m.columns.customer,
      sortable: true,
      render: (q) => <CustomerCell bill={q} />,
    },
    ...(agencies.length > 1 ? [{ key: 'agency', header: m.columns.agency, sortable: true, render: (q: Quotation) => q.agency.name }] : []),
    { key: 'totalPriceTtc', header: m.columns.total, sortable: true, align: 'end', render: (q) => formatMoney(q.totalPriceTtc) },
    {
      key: 'status',
      header: m.columns.status,
      sortable: true,
      render: (q) => (
        <Inline gap="xxs">
          <BillStatusBadge status={q.status} />
          {q.invoice && <Badge tone="info">{m.invoiced}</Badge>}
        </Inline>
      ),
    },
  ];

  return (
    <DocumentFrame>
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        breadcrumb={<Link to="/">{m.home}</Link>}
        actions={canCreate ? <Button tone="primary" icon="plus" onClick={() => setCreating(true)}>{m.create}</Button> : undefined}
      />
      <Toolbar
        end={
          <Button tone="secondary" icon="search" aria-expanded={filtersOpen} onClick={() => (quotationsStore.filtersOpen = !filtersOpen)}>
            {activeFilters > 0 ? `${common.filters} (${activeFilters})` : common.filters}
          </Button>
        }
      >
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
      </Toolbar>
      {filtersOpen && (
        <BillListFilters statuses={QUOTATION_STATUSES} filters={list.filters} onFilter={list.setFilter} onReset={list.resetFilters} agencies={agencies} />
      )}
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        onRowClick={(q) => navigate(hrefs.quotationDetails(q.id, { sections: 'Produits' }))}
        loadError={m.loadError}
        empty={
          list.search || activeFilters > 0 ? (
            <EmptyState title={m.emptyFiltered} icon="search" />
          ) : (
            <EmptyState
              title={m.empty}
              text={m.emptyText}
              icon="fileText"
              action={canCreate ? <Button tone="primary" icon="plus" onClick={() => setCreating(true)}>{m.create}</Button> : undefined}
            />
          )
        }
      />
      {creating && <QuotationCreateModal onClose={() => setCreating(false)} />}
    </DocumentFrame>
  );
}
