import { useState } from 'react';
import { formatDate, formatFullName, formatMoney, formatNumber } from '../../../shared/i18n/format';
import { hrefs, LEARNER_MENU, ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import { Link } from '../../../shared/router/Link';
import { Button, EmptyState, PageHeader, SearchInput, SelectField, Toolbar, type TableColumn } from '../../../shared/ui';
import { ContractActions } from '../components/ContractActions';
import { ContractFormModal } from '../components/ContractFormModal';
import { StatusBadge } from '../components/ContractSummary';
import * as styles from '../components/contracts.css';
import { useContractList, useContractRights } from '../hooks';
import { contractsMessages as m } from '../messages';
import type { ContractStatus, LearnerContract } from '../types';

/** `pieces-comptables/contrat` (no navbar nor sidebar on this route): every contract, newest first. */
export default function ContractList() {
  const list = useContractList();
  const rights = useContractRights();
  const [creating, setCreating] = useState(false);
  const status = list.filters.status;
  const selected = Array.isArray(status) ? (status[0] ?? '') : (status ?? '');

  const columns: TableColumn<LearnerContract>[] = [
    { key: 'number', header: m.columns.number, sortable: true, render: (c) => c.number },
    {
      key: 'learner',
      header: m.columns.learner,
      sortable: true,
      render: (c) => <Link to={hrefs.learner(c.learner.id, LEARNER_MENU.contracts)}>{formatFullName(c.learner)}</Link>,
    },
    { key: 'training', header: m.columns.training, render: (c) => c.training.code },
    { key: 'startDate', header: m.columns.period, sortable: true, render: (c) => m.period(formatDate(c.startDate), formatDate(c.endDate)) },
    { key: 'hours', header: m.columns.hours, align: 'end', render: (c) => m.hours(formatNumber(c.forecastHours + c.amendments.reduce((sum, a) => sum + a.extraHours, 0))) },
    { key: 'total', header: m.columns.total, align: 'end', render: (c) => formatMoney(c.totalAmount + c.amendments.reduce((sum, a) => sum + a.amount, 0)) },
    { key: 'status', header: m.columns.status, sortable: true, render: (c) => <StatusBadge status={c.status} /> },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, render: (c) => formatDate(c.createdAt) },
    { key: 'actions', header: m.columns.actions, align: 'end', render: (c) => <ContractActions contract={c} /> },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        breadcrumb={<Link to={ROUTE_PATTERNS.learners}>{m.back}</Link>}
        actions={rights.create ? <Button icon="plus" onClick={() => setCreating(true)}>{m.create}</Button> : undefined}
      />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchPlaceholder} />
        <SelectField
          label={m.statusFilter}
          placeholder={m.allStatuses}
          options={(Object.entries(m.status) as [ContractStatus, string][]).map(([value, label]) => ({ value, label }))}
          value={selected}
          onChange={(e) => list.setFilter('status', e.target.value ? [e.target.value] : null)}
        />
      </Toolbar>
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        loadError={m.loadError}
        empty={list.search || selected ? <EmptyState title={m.emptySearch} icon="search" /> : <EmptyState title={m.empty} text={m.emptyText} icon="fileText" />}
      />
      {creating && <ContractFormModal learnerId={null} contract={null} onClose={() => setCreating(false)} />}
    </div>
  );
}
