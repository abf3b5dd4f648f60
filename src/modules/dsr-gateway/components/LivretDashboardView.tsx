import { errorMessage } from '../../../shared/alerts/report';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatNumber } from '../../../shared/i18n/format';
import { useSearchParams } from '../../../shared/router/search-params';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { DateField, ErrorState, LoadingState, Section, SelectField, Stack, StatCard, Table } from '../../../shared/ui';
import { useLivretDashboard } from '../hooks';
import { dsrMessages, lessonErrorTypeLabels, lessonTypeLabels } from '../messages';
import * as styles from './LivretDashboardView.css';

function Bar({ sent, errors, max }: { sent: number; errors: number; max: number }) {
  const scale = max === 0 ? 0 : 100 / max;
  return (
    <span className={styles.bar} aria-hidden="true">
      <span className={styles.barSent} style={{ width: `${sent * scale}%` }} />
      <span className={styles.barErrors} style={{ width: `${errors * scale}%` }} />
    </span>
  );
}

/** What was sent to the platform over a period (agency and dates in the URL). */
export function LivretDashboardView() {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const agencies = user?.agencies ?? [];
  const after = params.get('slot.date[after]') ?? '';
  const before = params.get('slot.date[before]') ?? '';
  const agency = params.get('agency') ?? '';
  const { data, error, mutate, isLoading } = useLivretDashboard({
    'slot.date[after]': after || undefined,
    'slot.date[before]': before || undefined,
    ...(agency ? { agency } : {}),
  });

  const filters = (
    <div className={styles.filters}>
      {agencies.length > 1 && (
        <SelectField
          label={dsrMessages.filters.agency}
          placeholder={dsrMessages.filters.allAgencies}
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          value={agency}
          onChange={(e) => setParams({ agency: e.target.value || null })}
        />
      )}
      <DateField label={dsrMessages.filters.dateAfter} value={after} onChange={(e) => setParams({ 'slot.date[after]': e.target.value || null })} />
      <DateField label={dsrMessages.filters.dateBefore} value={before} onChange={(e) => setParams({ 'slot.date[before]': e.target.value || null })} />
    </div>
  );

  if (error && !data) return <Stack gap="md">{filters}<ErrorState message={errorMessage(error, dsrMessages.dashboardError)} onRetry={() => void mutate()} /></Stack>;
  if (!data || isLoading) return <Stack gap="md">{filters}<LoadingState /></Stack>;

  const maxType = Math.max(0, ...data.byLessonType.map((r) => r.sent + r.errors));
  const maxMonth = Math.max(0, ...data.byMonth.map((r) => r.sent + r.errors));
  return (
    <Stack gap="lg">
      {filters}
      <div className={styles.totals}>
        <StatCard label={dsrMessages.totals.sent} figure={formatNumber(data.totals.sent)} />
        <StatCard label={dsrMessages.totals.errors} figure={formatNumber(data.totals.errors)} />
        <StatCard label={dsrMessages.totals.hours} figure={formatNumber(data.totals.minutesSent / 60, 1)} />
        <StatCard label={dsrMessages.totals.learners} figure={formatNumber(data.totals.learners)} />
      </div>
      <div className={styles.columns}>
        <Section title={dsrMessages.byLessonType}>
          <Table
            caption={dsrMessages.byLessonType}
            columns={[
              { key: 'type', header: dsrMessages.dashboardColumns.lessonType, render: (r) => lessonTypeLabels[r.lessonType] },
              { key: 'sent', header: dsrMessages.dashboardColumns.sent, align: 'end', render: (r) => formatNumber(r.sent) },
              { key: 'errors', header: dsrMessages.dashboardColumns.errors, align: 'end', render: (r) => formatNumber(r.errors) },
              { key: 'hours', header: dsrMessages.dashboardColumns.hours, align: 'end', render: (r) => formatNumber(r.minutesSent / 60, 1) },
              { key: 'bar', header: dsrMessages.dashboardColumns.chart, headerHidden: true, render: (r) => <Bar sent={r.sent} errors={r.errors} max={maxType} /> },
            ]}
            rows={data.byLessonType}
            getRowKey={(r) => r.lessonType}
          />
        </Section>
        <Section title={dsrMessages.byErrorType}>
          {data.byErrorType.length === 0 ? (
            <p className={styles.muted}>{dsrMessages.noError}</p>
          ) : (
            <Table
              caption={dsrMessages.byErrorType}
              columns={[
                { key: 'type', header: dsrMessages.dashboardColumns.errorType, render: (r) => lessonErrorTypeLabels[r.errorType] },
                { key: 'count', header: dsrMessages.dashboardColumns.count, align: 'end', render: (r) => formatNumber(r.count) },
              ]}
              rows={data.byErrorType}
              getRowKey={(r) => r.errorType}
            />
          )}
        </Section>
        <Section title={dsrMessages.byMonth}>
          {data.byMonth.length === 0 ? (
            <p className={styles.muted}>{dsrMessages.noData}</p>
          ) : (
            <Table
              caption={dsrMessages.byMonth}
              columns={[
                { key: 'month', header: dsrMessages.dashboardColumns.month, render: (r) => dayjs(`${r.month}-01`).format('MMMM YYYY') },
                { key: 'sent', header: dsrMessages.dashboardColumns.sent, align: 'end', render: (r) => formatNumber(r.sent) },
                { key: 'errors', header: dsrMessages.dashboardColumns.errors, align: 'end', render: (r) => formatNumber(r.errors) },
                { key: 'bar', header: dsrMessages.dashboardColumns.chart, headerHidden: true, render: (r) => <Bar sent={r.sent} errors={r.errors} max={maxMonth} /> },
              ]}
              rows={data.byMonth}
              getRowKey={(r) => r.month}
            />
          )}
        </Section>
      </div>
    </Stack>
  );
}
