import { errorMessage } from '../../../shared/alerts/report';
import type { QueryParams } from '../../../shared/api/query';
import { formatDate, formatFullName, formatMoney, formatNumber } from '../../../shared/i18n/format';
import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useSearchParams } from '../../../shared/router/search-params';
import { Badge, Button, EmptyState, ErrorState, Inline, LoadingState, Section, SelectField, StatCard, type TableColumn } from '../../../shared/ui';
import { DASHBOARD_PATHS, listDueDates } from '../api';
import { useAccountingSummary, useDashboardTable, useDueDateStatistic, useReportDownload, type DashboardTable } from '../hooks';
import { dashboardMessages as m } from '../messages';
import { monthLabel, type Period } from '../period';
import type { DueDateBucket, DueDateRow } from '../types';
import { Chart } from './Chart';
import * as styles from './Dashboard.css';
import { DashboardTableView } from './DashboardTableView';

/** « 12 500 € »: the axis needs no cents. */
const euros = (value: number) => `${formatNumber(Math.round(value), 0)} €`;
const percent = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }).format(value);
const BUCKETS: readonly DueDateBucket[] = ['overdue', 'week', 'month', 'later'];

/** Invoiced, collected, credited, left to collect and quotations of the period, with the monthly chart. */
export function AccountingSummaryPanel({ scope, period }: { scope: QueryParams; period: Period }) {
  const { data, error, mutate } = useAccountingSummary(scope, period);
  if (error && !data) return <ErrorState message={errorMessage(error, m.summary.loadError)} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  return (
    <Section title={m.summary.title}>
      <div className={styles.sectionGap}>
        <div className={styles.stats}>
          <StatCard label={m.summary.invoiced} figure={formatMoney(data.invoiced)} trend={m.summary.invoiceCount(data.invoiceCount)} />
          <StatCard label={m.summary.collected} figure={formatMoney(data.collected)} />
          <StatCard label={m.summary.credited} figure={formatMoney(data.credited)} />
          <StatCard label={m.summary.outstanding} figure={formatMoney(data.outstanding)} trend={data.overdue > 0 ? m.summary.overdue(formatMoney(data.overdue)) : undefined} trendDirection={data.overdue > 0 ? 'down' : undefined} />
          <StatCard label={m.summary.pendingQuotations} figure={formatMoney(data.pendingQuotations.amount)} trend={m.summary.pendingCount(data.pendingQuotations.count)} />
          <StatCard
            label={m.summary.acceptance}
            figure={data.quotationAcceptanceRate === null ? m.summary.none : percent(data.quotationAcceptanceRate)}
            trend={m.summary.acceptanceHint}
          />
        </div>
        <Chart
          title={m.summary.chartTitle}
          summary={m.summary.chartSummary(formatMoney(data.invoiced), formatMoney(data.collected))}
          categories={data.months.map((month) => monthLabel(month.month))}
          categoryHeader={m.summary.month}
          series={[
            { label: m.summary.seriesInvoiced, values: data.months.map((month) => month.invoiced), color: '--volant-color-primary' },
            { label: m.summary.seriesCollected, values: data.months.map((month) => month.collected), color: '--volant-color-success' },
          ]}
          format={(value) => formatMoney(value)}
          axisFormat={euros}
        />
      </div>
    </Section>
  );
}

/** The open due dates by bucket (overdue, 7 days, 30 days, later); with `detailed`, the monthly chart and the table. */
export function DueDatesPanel({ scope, detailed = false }: { scope: QueryParams; detailed?: boolean }) {
  const { data, error, mutate } = useDueDateStatistic(scope);
  return (
    <Section
      title={m.dueDates.title}
      actions={
        detailed ? undefined : (
          <Link to="/accounting">{m.dueDates.seeAll}</Link>
        )
      }
    >
      {error && !data ? (
        <ErrorState message={errorMessage(error, m.dueDates.loadError)} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <div className={styles.sectionGap}>
          <div className={styles.stats}>
            {data.buckets.map((bucket) => (
              <StatCard
                key={bucket.bucket}
                label={m.dueDates.buckets[bucket.bucket]}
                figure={formatMoney(bucket.amount)}
                trend={m.dueDates.count(bucket.count)}
                trendDirection={bucket.bucket === 'overdue' && bucket.count > 0 ? 'down' : undefined}
              />
            ))}
          </div>
          {detailed && data.months.length > 0 && (
            <Chart
              title={m.dueDates.chartTitle}
              summary={m.dueDates.chartSummary(formatMoney(data.months.reduce((sum, month) => sum + month.amount, 0)), data.months.length)}
              categories={data.months.map((month) => monthLabel(month.month))}
              categoryHeader={m.summary.month}
              series={[{ label: m.dueDates.columns.amount, values: data.months.map((month) => month.amount), color: '--volant-color-warning' }]}
              format={(value) => formatMoney(value)}
          axisFormat={euros}
            />
          )}
          {detailed && <DueDateTable scope={scope} />}
        </div>
      )}
    </Section>
  );
}

function DueDateTable({ scope }: { scope: QueryParams }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('echeance') ?? '';
  const bucket = BUCKETS.includes(raw as DueDateBucket) ? (raw as DueDateBucket) : null;
  const table = useDashboardTable<DueDateRow>({
    prefix: 'echeances',
    path: DASHBOARD_PATHS.dueDateTable,
    fetchPage: listDueDates,
    query: { ...scope, ...(bucket ? { bucket } : {}) },
    itemsPerPage: 10,
    defaultSort: { field: 'dueDate', order: 'asc' },
  });
  const columns: TableColumn<DueDateRow>[] = [
    { key: 'dueDate', header: m.dueDates.columns.dueDate, sortable: true, render: (row) => <span className={styles.nowrap}>{formatDate(row.dueDate)}</span> },
    {
      key: 'customerName',
      header: m.dueDates.columns.customerName,
      sortable: true,
      render: (row) => (row.learner ? <Link to={hrefs.learner(row.learner.id, 5)}>{formatFullName(row.learner)}</Link> : row.customerName),
    },
    {
      key: 'label',
      header: m.dueDates.columns.label,
      sortable: true,
      render: (row) => (
        <>
          {row.kind === 'invoice' ? <Link to={hrefs.invoice(row.id)}>{row.label}</Link> : row.label}
          <span className={styles.muted}>{m.dueDates.kind[row.kind]}</span>
        </>
      ),
    },
    { key: 'agency', header: m.dueDates.columns.agency, sortable: true, render: (row) => row.agency.name },
    { key: 'amount', header: m.dueDates.columns.amount, sortable: true, align: 'end', render: (row) => <span className={styles.nowrap}>{formatMoney(row.amount)}</span> },
    { key: 'late', header: m.dueDates.columns.late, align: 'end', render: (row) => (row.daysLate > 0 ? <Badge tone="danger">{m.dueDates.daysLate(row.daysLate)}</Badge> : null) },
  ];
  return (
    <div className={styles.sectionGap}>
      <Inline gap="md" align="end">
        <SelectField
          label={m.dueDates.bucketFilter}
          options={[{ value: '', label: m.dueDates.allBuckets }, ...BUCKETS.map((b) => ({ value: b, label: m.dueDates.buckets[b] }))]}
          value={bucket ?? ''}
          onChange={(e) => setParams({ echeance: e.target.value || null, 'echeances.page': null })}
        />
      </Inline>
      <DueDateTableView table={table} columns={columns} />
    </div>
  );
}

function DueDateTableView({ table, columns }: { table: DashboardTable<DueDateRow>; columns: TableColumn<DueDateRow>[] }) {
  return (
    <DashboardTableView
      table={table}
      caption={m.dueDates.caption}
      columns={columns}
      getRowKey={(row) => `${row.kind}-${row.id}`}
      empty={<EmptyState title={m.dueDates.empty} icon="euro" />}
      loadError={m.dueDates.loadError}
    />
  );
}

/** The educational and financial report of the period, as a PDF or a CSV. */
export function ReportPanel({ period }: { period: Period }) {
  const download = useReportDownload();
  return (
    <Section title={m.report.title} description={m.report.description(formatDate(period.startDate), formatDate(period.endDate))}>
      <Inline gap="sm">
        <Button icon="download" loading={download.busy} onClick={() => void download.run(period, 'pdf')}>
          {m.report.pdf}
        </Button>
        <Button icon="download" tone="secondary" disabled={download.busy} onClick={() => void download.run(period, 'csv')}>
          {m.report.csv}
        </Button>
      </Inline>
    </Section>
  );
}
