import { errorMessage } from '../../../shared/alerts/report';
import type { QueryParams } from '../../../shared/api/query';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatDateTime, formatFullName, formatNumber } from '../../../shared/i18n/format';
import { useSearchParams } from '../../../shared/router/search-params';
import { Badge, Button, DateField, EmptyState, ErrorState, IconButton, Section, StatCard, Table, type TableColumn } from '../../../shared/ui';
import { DASHBOARD_PATHS, listOperations } from '../api';
import { todayIso, useDashboardTable, useDaySlots, useManagers } from '../hooks';
import { dashboardMessages as m } from '../messages';
import { longDay } from '../period';
import type { DashboardSlot, OperationRow } from '../types';
import * as styles from './Dashboard.css';
import { DashboardTableView } from './DashboardTableView';

/** Learners named in a row of the day (a code class lists its first ones and how many more). */
const NAMES_SHOWN = 4;
const STATUS_TONE = { planned: 'info', done: 'success', cancelled: 'danger' } as const;

/** Sorts the day's slots on the client (the whole day is loaded): by time or by agenda. */
function sortSlots(slots: readonly DashboardSlot[], key: string | null, direction: 'asc' | 'desc'): DashboardSlot[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = key === 'agenda' ? (a: DashboardSlot, b: DashboardSlot) => a.agenda.name.localeCompare(b.agenda.name, 'fr') || a.startTime.localeCompare(b.startTime) : (a: DashboardSlot, b: DashboardSlot) => a.startTime.localeCompare(b.startTime) || a.agenda.name.localeCompare(b.agenda.name, 'fr');
  return [...slots].sort((a, b) => sign * compare(a, b));
}

/** The lessons of a day (`jour` in the URL, today by default) with the day's figures. */
export function DayLessonsPanel({ scope, trainer, viewMyAgencies }: { scope: QueryParams; trainer: boolean; viewMyAgencies: boolean }) {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const raw = params.get('jour') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).isValid() ? raw : today;
  const sortKey = params.get('jour.tri') ?? 'startTime:asc';
  const [field, order] = sortKey.split(':') as [string, 'asc' | 'desc'];
  const { data, error, isLoading, mutate } = useDaySlots(scope, date);
  const slots = sortSlots(data?.items ?? [], field, order === 'desc' ? 'desc' : 'asc');
  const lessons = slots.filter((s) => !s.isBackground && s.status !== 'cancelled');
  const learners = lessons.reduce((sum, s) => sum + s.learnersCount, 0);
  const teamMembers = new Set(lessons.map((s) => s.teamMember?.id).filter((id) => id !== undefined)).size;
  const go = (next: string) => setParams({ jour: next === today ? null : next });

  const columns: TableColumn<DashboardSlot>[] = [
    { key: 'startTime', header: m.day.columns.time, sortable: true, render: (s) => <span className={styles.nowrap}>{`${s.startTime} – ${s.endTime}`}</span> },
    {
      key: 'agenda',
      header: m.day.columns.agenda,
      sortable: true,
      render: (s) => (
        <>
          <span className={styles.swatch} style={{ background: s.agenda.color }} aria-hidden="true" />
          {s.agenda.name}
        </>
      ),
    },
    { key: 'title', header: m.day.columns.title, render: (s) => (s.isBackground ? <span className={styles.muted}>{s.title || m.day.unavailable}</span> : s.title) },
    { key: 'teamMember', header: m.day.columns.teamMember, render: (s) => (s.teamMember ? formatFullName(s.teamMember) : '') },
    {
      key: 'learners',
      header: m.day.columns.learners,
      render: (s) =>
        s.learnersCount === 0 ? (
          ''
        ) : (
          <>
            {s.learners.slice(0, NAMES_SHOWN).map((l) => `${formatFullName(l)}${l.isExcused ? ` (${m.day.excused})` : ''}`).join(', ')}
            {s.learnersCount > Math.min(NAMES_SHOWN, s.learners.length) && ` ${m.day.more(s.learnersCount - Math.min(NAMES_SHOWN, s.learners.length))}`}
          </>
        ),
    },
    { key: 'place', header: m.day.columns.place, render: (s) => [s.vehicle, s.location].filter(Boolean).join(' · ') },
    { key: 'status', header: m.day.columns.status, render: (s) => (s.isBackground ? null : <Badge tone={STATUS_TONE[s.status]}>{m.day.status[s.status]}</Badge>) },
  ];

  const note = trainer ? (viewMyAgencies ? m.day.scopeAgencies : m.day.scopeOwn) : null;
  return (
    <Section
      title={`${trainer ? m.day.trainerTitle : m.day.title} — ${longDay(date)}`}
      description={note ?? undefined}
      actions={
        <div className={styles.dayNav}>
          <IconButton icon="chevronLeft" label={m.day.previous} onClick={() => go(dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'))} />
          <DateField label={m.day.date} value={date} onChange={(e) => e.target.value && go(e.target.value)} />
          <IconButton icon="chevronRight" label={m.day.next} onClick={() => go(dayjs(date).add(1, 'day').format('YYYY-MM-DD'))} />
          {date !== today && (
            <Button size="sm" tone="secondary" onClick={() => go(today)}>
              {m.day.today}
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.sectionGap}>
        <div className={styles.stats}>
          <StatCard label={m.day.lessons} figure={formatNumber(lessons.length)} />
          <StatCard label={m.day.learners} figure={formatNumber(learners)} />
          {!trainer && <StatCard label={m.day.teamMembers} figure={formatNumber(teamMembers)} />}
        </div>
        {error && !data ? (
          <ErrorState message={errorMessage(error, m.day.loadError)} onRetry={() => void mutate()} />
        ) : (
          <div className={styles.scroll} tabIndex={slots.length > 12 ? 0 : undefined} role={slots.length > 12 ? 'region' : undefined} aria-label={slots.length > 12 ? m.day.caption : undefined}>
          <Table
            caption={m.day.caption}
            columns={columns}
            rows={slots}
            getRowKey={(s) => s.id}
            loading={isLoading}
            sort={{ key: field, direction: order === 'desc' ? 'desc' : 'asc' }}
            onSortChange={(sort) => setParams({ 'jour.tri': sort.key === 'startTime' && sort.direction === 'asc' ? null : `${sort.key}:${sort.direction}` })}
            empty={<EmptyState title={m.day.empty} icon="calendar" />}
            skeletonRows={3}
          />
          </div>
        )}
      </div>
    </Section>
  );
}

/** The latest operations of the planning. */
export function OperationPanel({ scope, itemsPerPage = 5 }: { scope: QueryParams; itemsPerPage?: number }) {
  const table = useDashboardTable<OperationRow>({
    prefix: 'operations',
    path: DASHBOARD_PATHS.operations,
    fetchPage: listOperations,
    query: scope,
    itemsPerPage,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const columns: TableColumn<OperationRow>[] = [
    { key: 'createdAt', header: m.operations.columns.createdAt, sortable: true, render: (row) => <span className={styles.nowrap}>{formatDateTime(row.createdAt)}</span> },
    { key: 'description', header: m.operations.columns.description, render: (row) => row.description },
    { key: 'user', header: m.operations.columns.user, render: (row) => (row.user ? formatFullName(row.user) : '') },
    { key: 'agency', header: m.operations.columns.agency, render: (row) => row.agency?.name ?? m.operations.structureWide },
  ];
  return (
    <Section title={m.operations.title}>
      <DashboardTableView table={table} caption={m.operations.caption} columns={columns} getRowKey={(row) => row.id} empty={<EmptyState title={m.operations.empty} icon="book" />} loadError={m.operations.loadError} />
    </Section>
  );
}

/** Who to turn to: the managers of the structure (`GET /managers`). */
export function ManagersPanel() {
  const { data, error, mutate } = useManagers();
  return (
    <Section title={m.managers.title}>
      {error && !data ? (
        <ErrorState message={errorMessage(error, m.managers.loadError)} onRetry={() => void mutate()} />
      ) : (data?.items.length ?? 0) === 0 ? (
        <EmptyState title={m.managers.empty} icon="users" />
      ) : (
        <ul className={styles.list} aria-label={m.managers.caption}>
          {data?.items.map((manager) => (
            <li key={manager.id}>
              <span className={styles.strong}>{formatFullName(manager)}</span>
              <span>
                <a href={`mailto:${manager.email}`}>{manager.email}</a>
                {manager.phone && <span className={styles.muted}>{manager.phone}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
