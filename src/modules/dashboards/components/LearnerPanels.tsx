import type { QueryParams } from '../../../shared/api/query';
import { formatDate, formatFullName, formatNumber } from '../../../shared/i18n/format';
import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { Badge, EmptyState, Section, Tabs, type BadgeTone, type TableColumn } from '../../../shared/ui';
import { useSearchParams } from '../../../shared/router/search-params';
import { DASHBOARD_PATHS, listBirthdays, listContractFollowUps, listLearnerProgress, listTrainerBirthdays, listTrainerContracts, listTrainerPlanning } from '../api';
import { useDashboardTable } from '../hooks';
import { dashboardMessages as m } from '../messages';
import type { BirthdayRow, ContractFollowUp, ContractRow, LearnerPlanningRow, LearnerProgressState, LearnerRef, PlannedLearnerProgress } from '../types';
import * as styles from './Dashboard.css';
import { DashboardTableView } from './DashboardTableView';

function LearnerLink({ learner }: { learner: Pick<LearnerRef, 'id' | 'firstName' | 'lastName'> }) {
  return <Link to={hrefs.learner(learner.id)}>{formatFullName(learner)}</Link>;
}

const hoursText = (value: number) => formatNumber(value, 1);

/** Upcoming birthdays (7 days) of the scope's learners, or of the trainer's own learners. */
export function BirthdayPanel({ scope, trainer, itemsPerPage = 5 }: { scope: QueryParams; trainer: boolean; itemsPerPage?: number }) {
  const table = useDashboardTable<BirthdayRow>({
    prefix: 'anniversaires',
    path: trainer ? DASHBOARD_PATHS.trainerBirthdays : DASHBOARD_PATHS.birthdays,
    fetchPage: trainer ? listTrainerBirthdays : listBirthdays,
    query: { ...scope, days: 7 },
    itemsPerPage,
    defaultSort: { field: 'nextBirthday', order: 'asc' },
  });
  const columns: TableColumn<BirthdayRow>[] = [
    { key: 'lastName', header: m.birthdays.columns.learner, sortable: true, render: (row) => <LearnerLink learner={row.learner} /> },
    {
      key: 'nextBirthday',
      header: m.birthdays.columns.date,
      sortable: true,
      render: (row) => (
        <>
          <span className={styles.nowrap}>{formatDate(row.nextBirthday)}</span>
          <span className={styles.muted}>{row.daysUntil === 0 ? m.birthdays.today : m.birthdays.inDays(row.daysUntil)}</span>
        </>
      ),
    },
    { key: 'birthDate', header: m.birthdays.columns.age, sortable: true, align: 'end', render: (row) => m.birthdays.age(row.age) },
    { key: 'contact', header: m.birthdays.columns.contact, render: (row) => row.learner.phone ?? row.learner.email ?? '' },
  ];
  return (
    <Section title={trainer ? m.birthdays.trainerTitle : m.birthdays.title}>
      <DashboardTableView table={table} caption={m.birthdays.caption} columns={columns} getRowKey={(row) => row.learner.id} empty={<EmptyState title={m.birthdays.empty} icon="calendar" />} loadError={m.birthdays.loadError} />
    </Section>
  );
}

const FOLLOW_UP_TONE: Record<ContractFollowUp, BadgeTone> = { draft: 'neutral', toSign: 'warning', ending: 'danger', active: 'success' };

/** Contracts to follow (drafts, to sign, ending soon), or the running contracts of the trainer's learners. */
export function ContractPanel({ scope, trainer, itemsPerPage = 5 }: { scope: QueryParams; trainer: boolean; itemsPerPage?: number }) {
  const table = useDashboardTable<ContractRow>({
    prefix: 'contrats',
    path: trainer ? DASHBOARD_PATHS.trainerContracts : DASHBOARD_PATHS.contracts,
    fetchPage: trainer ? listTrainerContracts : listContractFollowUps,
    query: scope,
    itemsPerPage,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const columns: TableColumn<ContractRow>[] = [
    { key: 'number', header: m.contracts.columns.number, sortable: true, render: (row) => <span className={styles.nowrap}>{row.number}</span> },
    { key: 'lastName', header: m.contracts.columns.learner, sortable: true, render: (row) => <Link to={hrefs.learner(row.learner.id, 7)}>{formatFullName(row.learner)}</Link> },
    { key: 'training', header: m.contracts.columns.training, render: (row) => row.training.code },
    { key: 'status', header: m.contracts.columns.followUp, sortable: true, render: (row) => <Badge tone={FOLLOW_UP_TONE[row.followUp]}>{m.contracts.followUp[row.followUp]}</Badge> },
    { key: 'endDate', header: m.contracts.columns.endDate, sortable: true, render: (row) => <span className={styles.nowrap}>{formatDate(row.endDate)}</span> },
    { key: 'hours', header: m.contracts.columns.hours, align: 'end', render: (row) => <span className={styles.nowrap}>{m.contracts.hours(hoursText(row.hoursDone), hoursText(row.forecastHours))}</span> },
  ];
  return (
    <Section title={trainer ? m.contracts.trainerTitle : m.contracts.title}>
      <DashboardTableView table={table} caption={m.contracts.caption} columns={columns} getRowKey={(row) => row.id} empty={<EmptyState title={m.contracts.empty} icon="fileText" />} loadError={m.contracts.loadError} />
    </Section>
  );
}

function ProgressBar({ progress }: { progress: number | null }) {
  if (progress === null) return <span className={styles.muted}>{m.progress.noForecast}</span>;
  const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }).format(progress);
  return (
    <span role="img" aria-label={m.progress.progressLabel(percent)}>
      <span className={styles.nowrap}>{percent}</span>
      <span className={styles.progress} aria-hidden="true">
        <span className={styles.progressBar} style={{ width: `${Math.round(progress * 100)}%` }} />
      </span>
    </span>
  );
}

/** Progress of the learners planned over the next two weeks, or of those left to plan (`avancement` in the URL). */
export function ProgressPanel({ scope, itemsPerPage = 5 }: { scope: QueryParams; itemsPerPage?: number }) {
  const [params, setParams] = useSearchParams();
  const state: LearnerProgressState = params.get('avancement') === 'toPlan' ? 'toPlan' : 'planned';
  const table = useDashboardTable<PlannedLearnerProgress>({
    prefix: 'avancement',
    path: DASHBOARD_PATHS.progress,
    fetchPage: listLearnerProgress,
    query: { ...scope, state },
    itemsPerPage,
    defaultSort: state === 'planned' ? { field: 'nextLesson', order: 'asc' } : { field: 'lastName', order: 'asc' },
  });
  const columns: TableColumn<PlannedLearnerProgress>[] = [
    { key: 'lastName', header: m.progress.columns.learner, sortable: true, render: (row) => <LearnerLink learner={row.learner} /> },
    { key: 'training', header: m.progress.columns.training, render: (row) => row.training?.code ?? '' },
    ...(state === 'planned'
      ? [
          {
            key: 'nextLesson',
            header: m.progress.columns.nextLesson,
            sortable: true,
            render: (row: PlannedLearnerProgress) => <span className={styles.nowrap}>{row.nextLesson ? `${formatDate(row.nextLesson.slice(0, 10))} ${row.nextLesson.slice(11, 16)}` : ''}</span>,
          },
          { key: 'lessons', header: m.progress.columns.lessons, sortable: true, align: 'end' as const, render: (row: PlannedLearnerProgress) => row.lessons },
        ]
      : []),
    {
      key: 'hours',
      header: m.progress.columns.hours,
      align: 'end',
      render: (row) => <span className={styles.nowrap}>{m.progress.hours(hoursText(row.hoursDone), row.forecastHours === null ? null : hoursText(row.forecastHours))}</span>,
    },
    { key: 'progress', header: m.progress.columns.progress, render: (row) => <ProgressBar progress={row.progress} /> },
  ];
  return (
    <Section title={m.progress.title}>
      <Tabs
        label={m.progress.stateLegend}
        tabs={[
          { value: 'planned', label: m.progress.states.planned },
          { value: 'toPlan', label: m.progress.states.toPlan },
        ]}
        value={state}
        onChange={(value) => setParams({ avancement: value === 'toPlan' ? 'toPlan' : null, 'avancement.page': null, 'avancement.tri': null })}
      >
        <DashboardTableView
          table={table}
          caption={m.progress.caption}
          columns={columns}
          getRowKey={(row) => row.learner.id}
          empty={<EmptyState title={state === 'planned' ? m.progress.emptyPlanned : m.progress.emptyToPlan} icon="users" />}
          loadError={m.progress.loadError}
        />
      </Tabs>
    </Section>
  );
}

/** The trainer's lessons of the next 7 days, one line per learner. */
export function TrainerPlanningPanel({ scope, itemsPerPage = 10 }: { scope: QueryParams; itemsPerPage?: number }) {
  const table = useDashboardTable<LearnerPlanningRow>({
    prefix: 'planning',
    path: DASHBOARD_PATHS.trainerPlanning,
    fetchPage: listTrainerPlanning,
    query: scope,
    itemsPerPage,
    defaultSort: { field: 'date', order: 'asc' },
  });
  const columns: TableColumn<LearnerPlanningRow>[] = [
    { key: 'date', header: m.planning.columns.date, sortable: true, render: (row) => <span className={styles.nowrap}>{formatDate(row.date)}</span> },
    { key: 'startTime', header: m.planning.columns.time, sortable: true, render: (row) => <span className={styles.nowrap}>{`${row.startTime} – ${row.endTime}`}</span> },
    { key: 'lastName', header: m.planning.columns.learner, sortable: true, render: (row) => <LearnerLink learner={row.learner} /> },
    { key: 'title', header: m.planning.columns.title, render: (row) => row.title },
    { key: 'place', header: m.planning.columns.place, render: (row) => [row.vehicle, row.location].filter(Boolean).join(' · ') },
    { key: 'status', header: m.planning.columns.status, render: (row) => <Badge tone={row.status === 'cancelled' ? 'danger' : row.status === 'done' ? 'success' : 'info'}>{m.day.status[row.status]}</Badge> },
  ];
  return (
    <Section title={m.planning.title}>
      <DashboardTableView table={table} caption={m.planning.caption} columns={columns} getRowKey={(row) => row.id} empty={<EmptyState title={m.planning.empty} icon="calendar" />} loadError={m.planning.loadError} />
    </Section>
  );
}
