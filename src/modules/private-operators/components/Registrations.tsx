import { useState } from 'react';
import { formatDate, formatFullName } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/list/ListTable';
import {
  Badge,
  Button,
  ConfirmDialog,
  DateField,
  EmptyState,
  Inline,
  SearchInput,
  SelectField,
  Stack,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { useFavoriteSites, useRegistrationList, useToggleRegistration } from '../hooks';
import { operatorMessages, registrationStatusLabels } from '../messages';
import { REGISTRATION_STATUS, type ExamRegistration, type RegistrationStatus } from '../types';
import * as styles from './Registrations.css';
import { REGISTRATION_TONE } from './statusTone';

const text = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : '');

/** Registrations of the structure's learners with status, site and date filters; confirm, cancel, put back. */
export function Registrations() {
  const list = useRegistrationList();
  const sites = useFavoriteSites().data?.items ?? [];
  const toggle = useToggleRegistration();
  const [cancelling, setCancelling] = useState<ExamRegistration | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const f = list.filters;
  const filtered = Object.keys(f).length > 0 || list.search !== '';

  const action = (registration: ExamRegistration, status: RegistrationStatus, label: string, tone: 'secondary' | 'primary' = 'secondary') => (
    <Button
      size="sm"
      tone={tone}
      aria-label={operatorMessages.actionLabel(label, formatFullName(registration.learner))}
      onClick={() => (status === REGISTRATION_STATUS.cancelled ? setCancelling(registration) : void toggle.run(registration.id, status))}
    >
      {label}
    </Button>
  );

  const columns: TableColumn<ExamRegistration>[] = [
    { key: 'startDate', header: operatorMessages.columns.date, sortable: true, render: (r) => operatorMessages.at(formatDate(r.session.date), r.session.startTime) },
    { key: 'learner', header: operatorMessages.columns.learner, sortable: true, render: (r) => formatFullName(r.learner) },
    { key: 'category', header: operatorMessages.columns.category, render: (r) => r.session.category },
    { key: 'site', header: operatorMessages.columns.site, sortable: true, render: (r) => r.session.site.name },
    { key: 'agency', header: operatorMessages.columns.agency, render: (r) => r.agency.name },
    {
      key: 'status',
      header: operatorMessages.columns.status,
      sortable: true,
      render: (r) => (
        <Inline gap="xs">
          <Badge tone={REGISTRATION_TONE[r.status]}>{registrationStatusLabels[r.status]}</Badge>
          {r.session.date <= today && <Badge tone="neutral">{operatorMessages.past}</Badge>}
        </Inline>
      ),
    },
    {
      key: 'actions',
      header: operatorMessages.columns.actions,
      align: 'end',
      render: (r) => {
        if (r.session.date <= today) return null;
        return (
          <Inline gap="xs" justify="end">
            {r.status === REGISTRATION_STATUS.pending && action(r, REGISTRATION_STATUS.confirmed, operatorMessages.confirm, 'primary')}
            {r.status === REGISTRATION_STATUS.confirmed && action(r, REGISTRATION_STATUS.pending, operatorMessages.putBack)}
            {r.status !== REGISTRATION_STATUS.cancelled && action(r, REGISTRATION_STATUS.cancelled, operatorMessages.cancel)}
            {r.status === REGISTRATION_STATUS.cancelled && action(r, REGISTRATION_STATUS.pending, operatorMessages.reRegister)}
          </Inline>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={operatorMessages.searchLabel} placeholder={operatorMessages.searchPlaceholder} />
      </Toolbar>
      <div className={styles.filters}>
        <SelectField
          label={operatorMessages.statusFilter}
          placeholder={operatorMessages.allStatuses}
          options={([0, 1, 2] as const).map((status) => ({ value: String(status), label: registrationStatusLabels[status] }))}
          value={text(f.status)}
          onChange={(e) => list.setFilter('status', e.target.value || null)}
        />
        <SelectField
          label={operatorMessages.siteFilter}
          placeholder={operatorMessages.allSites}
          options={sites.map((site) => ({ value: String(site.id), label: site.name }))}
          value={text(f.site)}
          onChange={(e) => list.setFilter('site', e.target.value ? [e.target.value] : null)}
        />
        <DateField label={operatorMessages.dateAfter} value={text(f['startDate[after]'])} onChange={(e) => list.setFilter('startDate[after]', e.target.value || null)} />
        <DateField label={operatorMessages.dateBefore} value={text(f['startDate[before]'])} onChange={(e) => list.setFilter('startDate[before]', e.target.value || null)} />
      </div>
      <div>
        <ListTable
          list={list}
          caption={operatorMessages.caption}
          columns={columns}
          loadError={operatorMessages.loadError}
          emptyFiltered={{ active: filtered, title: operatorMessages.emptyFiltered, resetLabel: operatorMessages.resetFilters }}
          empty={<EmptyState title={operatorMessages.empty} text={operatorMessages.emptyText} icon="car" />}
        />
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        danger
        busy={toggle.busy}
        title={operatorMessages.confirmCancelTitle}
        message={cancelling ? operatorMessages.confirmCancel(formatFullName(cancelling.learner), formatDate(cancelling.session.date)) : ''}
        confirmLabel={operatorMessages.cancel}
        cancelLabel={operatorMessages.keep}
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await toggle.run(cancelling.id, REGISTRATION_STATUS.cancelled);
          setCancelling(null);
        }}
      />
    </Stack>
  );
}
