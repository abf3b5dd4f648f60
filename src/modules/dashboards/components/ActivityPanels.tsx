import { errorMessage } from '../../../shared/alerts/report';
import type { QueryParams } from '../../../shared/api/query';
import { formatFullName, formatNumber } from '../../../shared/i18n/format';
import { useSearchParams } from '../../../shared/router/search-params';
import { EmptyState, ErrorState, LoadingState, Section, StatCard, Table, type TableColumn, type TableSort } from '../../../shared/ui';
import { useLabellingStatistics, useTimeSheet } from '../hooks';
import { dashboardMessages as m } from '../messages';
import type { Period } from '../period';
import type { LabellingTraining, TeamMemberTimeSheet } from '../types';
import { Chart } from './Chart';
import * as styles from './Dashboard.css';

const hours = (value: number) => formatNumber(value, 1);
const percent = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * Client-side sort of a small aggregate table (a few dozen lines, all loaded), kept in the URL under
 * `{prefix}.tri` like the server-sorted tables.
 */
function useLocalSort<T>(prefix: string, rows: readonly T[], accessors: Record<string, (row: T) => string | number | null>, fallback: TableSort) {
  const [params, setParams] = useSearchParams();
  const match = /^([A-Za-z]+):(asc|desc)$/.exec(params.get(`${prefix}.tri`) ?? '');
  const sort: TableSort = match && accessors[match[1]!] ? { key: match[1]!, direction: match[2] as 'asc' | 'desc' } : fallback;
  const read = accessors[sort.key]!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const x = read(a);
    const y = read(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr'));
  });
  const setSort = (next: TableSort) => setParams({ [`${prefix}.tri`]: next.key === fallback.key && next.direction === fallback.direction ? null : `${next.key}:${next.direction}` });
  return { sorted, sort, setSort };
}

/** Hours given, planned, cancelled and unavailable per team member over the period, with the chart. */
export function TimeSheetPanel({ scope, period }: { scope: QueryParams; period: Period }) {
  const { data, error, mutate } = useTimeSheet(scope, period);
  const rows = data?.items ?? [];
  const { sorted, sort, setSort } = useLocalSort<TeamMemberTimeSheet>(
    'heures',
    rows,
    {
      name: (r) => `${r.teamMember.lastName} ${r.teamMember.firstName}`,
      lessons: (r) => r.lessons,
      hoursDone: (r) => r.hoursDone,
      hoursPlanned: (r) => r.hoursPlanned,
      hoursCancelled: (r) => r.hoursCancelled,
      hoursUnavailable: (r) => r.hoursUnavailable,
      learners: (r) => r.learners,
    },
    { key: 'name', direction: 'asc' },
  );
  const c = m.timeSheet.columns;
  const columns: TableColumn<TeamMemberTimeSheet>[] = [
    { key: 'name', header: c.name, sortable: true, render: (r) => formatFullName(r.teamMember) },
    { key: 'lessons', header: c.lessons, sortable: true, align: 'end', render: (r) => formatNumber(r.lessons) },
    { key: 'hoursDone', header: c.hoursDone, sortable: true, align: 'end', render: (r) => hours(r.hoursDone) },
    { key: 'hoursPlanned', header: c.hoursPlanned, sortable: true, align: 'end', render: (r) => hours(r.hoursPlanned) },
    { key: 'hoursCancelled', header: c.hoursCancelled, sortable: true, align: 'end', render: (r) => hours(r.hoursCancelled) },
    { key: 'hoursUnavailable', header: c.hoursUnavailable, sortable: true, align: 'end', render: (r) => hours(r.hoursUnavailable) },
    { key: 'learners', header: c.learners, sortable: true, align: 'end', render: (r) => formatNumber(r.learners) },
  ];
  const done = rows.reduce((sum, r) => sum + r.hoursDone, 0);
  const planned = rows.reduce((sum, r) => sum + r.hoursPlanned, 0);
  return (
    <Section title={m.timeSheet.title}>
      {error && !data ? (
        <ErrorState message={errorMessage(error, m.timeSheet.loadError)} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <div className={styles.sectionGap}>
          {rows.length > 0 && (
            <Chart
              title={m.timeSheet.chartTitle}
              summary={m.timeSheet.chartSummary(hours(done), hours(planned), rows.length)}
              categories={rows.map((r) => formatFullName(r.teamMember))}
              categoryHeader={c.name}
              series={[
                { label: m.timeSheet.seriesDone, values: rows.map((r) => r.hoursDone), color: '--volant-color-primary' },
                { label: m.timeSheet.seriesPlanned, values: rows.map((r) => r.hoursPlanned), color: '--volant-color-warning' },
              ]}
              format={(value) => `${hours(value)} h`}
            />
          )}
          <Table caption={m.timeSheet.caption} columns={columns} rows={sorted} getRowKey={(r) => r.teamMember.id} sort={sort} onSortChange={setSort} empty={<EmptyState title={m.timeSheet.empty} icon="users" />} />
        </div>
      )}
    </Section>
  );
}

/** The indicators of the driving-school quality label over the period. */
export function LabellingPanel({ scope, period }: { scope: QueryParams; period: Period }) {
  const { data, error, mutate } = useLabellingStatistics(scope, period);
  const rows = data?.trainings ?? [];
  const { sorted, sort, setSort } = useLocalSort<LabellingTraining>(
    'label',
    rows,
    {
      training: (r) => r.training.code,
      registrations: (r) => r.registrations,
      contractsSigned: (r) => r.contractsSigned,
      learnersTrained: (r) => r.learnersTrained,
      hoursDone: (r) => r.hoursDone,
      averageHours: (r) => r.averageHoursPerLearner,
      forecast: (r) => r.averageForecastHours,
    },
    { key: 'training', direction: 'asc' },
  );
  const c = m.labelling.columns;
  const optionalHours = (value: number | null) => (value === null ? '—' : `${hours(value)} h`);
  const columns: TableColumn<LabellingTraining>[] = [
    { key: 'training', header: c.training, sortable: true, render: (r) => r.training.name },
    { key: 'registrations', header: c.registrations, sortable: true, align: 'end', render: (r) => formatNumber(r.registrations) },
    { key: 'contractsSigned', header: c.contractsSigned, sortable: true, align: 'end', render: (r) => formatNumber(r.contractsSigned) },
    { key: 'learnersTrained', header: c.learnersTrained, sortable: true, align: 'end', render: (r) => formatNumber(r.learnersTrained) },
    { key: 'hoursDone', header: c.hoursDone, sortable: true, align: 'end', render: (r) => `${hours(r.hoursDone)} h` },
    { key: 'averageHours', header: c.averageHours, sortable: true, align: 'end', render: (r) => optionalHours(r.averageHoursPerLearner) },
    { key: 'forecast', header: c.forecast, sortable: true, align: 'end', render: (r) => optionalHours(r.averageForecastHours) },
  ];
  return (
    <Section title={m.labelling.title} description={m.labelling.description}>
      {error && !data ? (
        <ErrorState message={errorMessage(error, m.labelling.loadError)} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <div className={styles.sectionGap}>
          <div className={styles.stats}>
            <StatCard label={m.labelling.notices} figure={formatNumber(data.notices.count)} />
            <StatCard label={m.labelling.averageRating} figure={data.notices.averageRating === null ? '—' : `${formatNumber(data.notices.averageRating, 1)} / 5`} />
            <StatCard label={m.labelling.satisfaction} figure={data.notices.satisfactionRate === null ? '—' : percent(data.notices.satisfactionRate)} trend={m.labelling.satisfactionHint} />
            <StatCard label={m.labelling.exams} figure={formatNumber(data.examRegistrations)} />
          </div>
          <Table caption={m.labelling.caption} columns={columns} rows={sorted} getRowKey={(r) => r.training.id} sort={sort} onSortChange={setSort} empty={<EmptyState title={m.labelling.empty} icon="chart" />} />
        </div>
      )}
    </Section>
  );
}
