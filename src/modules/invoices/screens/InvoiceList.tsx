import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { BillListFilters } from '../../../shared/accounting/BillListFilters';
import { CustomerCell } from '../../../shared/accounting/CustomerCell';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { INVOICE_STATUSES } from '../../../shared/accounting/status';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatMoney } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { ListTable } from '../../../shared/list/ListTable';
import { useNavigate } from '../../../shared/router/context';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, EmptyState, PageHeader, SearchInput, Toolbar, type TableColumn } from '../../../shared/ui';
import { InvoiceCreateModal } from '../components/InvoiceCreateModal';
import { journalHref, JournalNumber } from '../components/JournalNumber';
import { balanceText } from '../balance';
import { useInvoiceList } from '../hooks';
import { invoiceMessages as m } from '../messages';
import { invoicesStore } from '../store';
import type { Invoice } from '../types';

/** `pieces-comptables/factures`: the invoices with the quotation filters plus learner, in the URL. */
export default function InvoiceList() {
  const list = useInvoiceList();
  const navigate = useNavigate();
  const user = useSessionUser();
  const { filtersOpen } = useSnapshot(invoicesStore);
  const canCreate = useCan('isCreateInvoice');
  const [creating, setCreating] = useState(false);
  const agencies = user?.agencies ?? [];
  const activeFilters = Object.keys(list.filters).length;
  const filteredLearner = list.filters.learner ? (list.items.find((i) => String(i.learner?.id) === list.filters.learner)?.learner ?? null) : null;

  const columns: TableColumn<Invoice>[] = [
    {
      key: 'number',
      header: m.columns.number,
      sortable: true,
      render: (i) => <JournalNumber item={i} />,
    },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, render: (i) => formatDate(i.issueDate) },
    { key: 'customerName', header: m.columns.customer, sortable: true, render: (i) => <CustomerCell bill={i} /> },
    ...(agencies.length > 1 ? [{ key: 'agency', header: m.columns.agency, sortable: true, render: (i: Invoice) => i.agency.name }] : []),
    { key: 'totalPriceTtc', header: m.columns.total, sortable: true, align: 'end', render: (i) => formatMoney(i.totalPriceTtc) },
    { key: 'remaining', header: m.columns.remaining, align: 'end', render: (i) => (i.number && i.kind === 'invoice' ? balanceText(i) : '') },
    { key: 'status', header: m.columns.status, sortable: true, render: (i) => <BillStatusBadge status={i.status} /> },
  ];

  return (
    <>
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={canCreate ? <Button tone="primary" icon="plus" onClick={() => setCreating(true)}>{m.create}</Button> : undefined}
      />
      <Toolbar
        end={
          <Button tone="secondary" icon="search" aria-expanded={filtersOpen} onClick={() => (invoicesStore.filtersOpen = !filtersOpen)}>
            {activeFilters > 0 ? `${common.filters} (${activeFilters})` : common.filters}
          </Button>
        }
      >
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
      </Toolbar>
      {(filtersOpen || list.filters.learner !== undefined) && (
        <BillListFilters
          statuses={INVOICE_STATUSES}
          filters={list.filters}
          onFilter={list.setFilter}
          onReset={list.resetFilters}
          agencies={agencies}
          withLearner
          learner={filteredLearner}
        />
      )}
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        onRowClick={(i) => navigate(journalHref(i))}
        loadError={m.loadError}
        empty={
          list.search || activeFilters > 0 ? (
            <EmptyState title={m.emptyFiltered} icon="search" />
          ) : (
            <EmptyState title={m.empty} text={m.emptyText} icon="fileText" action={canCreate ? <Button tone="primary" icon="plus" onClick={() => setCreating(true)}>{m.create}</Button> : undefined} />
          )
        }
      />
      {creating && <InvoiceCreateModal onClose={() => setCreating(false)} />}
    </>
  );
}
