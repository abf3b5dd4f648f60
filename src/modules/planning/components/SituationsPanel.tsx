import { formatBalance } from '../../../shared/accounting/balance';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatFullName, formatMoney, formatNumber, formatPhone } from '../../../shared/i18n/format';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, DateField, EmptyState, ErrorState, LoadingState, Toolbar, cx } from '../../../shared/ui';
// Not from the ui index: the virtualiser travels with the long lists only (build.mjs NEVER_IN_CORE).
import { VirtualList } from '../../../shared/ui/VirtualList';
import { downloadSituations } from '../api';
import { useDownload } from '../hooks/files';
import { useSituations } from '../hooks/panels';
import { planningMessages } from '../messages';
import * as styles from './SituationsPanel.css';

const m = planningMessages.situations;
const ROW_HEIGHT = 36;

/**
 * The learners planned on a date (`GET /learners/situation`, up to 500 000 rows): a virtualized list —
 * only the rows in view exist in the DOM, and the scroll space is scaled past the browsers' height cap.
 */
export function SituationsPanel({ agendaIds, initialDate }: { agendaIds: readonly number[]; initialDate: string }) {
  const user = useSessionUser();
  const [date, setDate] = useState(initialDate);
  const situations = useSituations(date, agendaIds);
  const pdf = useDownload();
  const rows = situations.data?.items ?? [];
  const renderRow = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row) return null;
      return (
        <div className={styles.row}>
          <span className={styles.cell}>{row.agenda.name}</span>
          <span className={styles.cell}>
            {row.startDate.slice(11, 16)}–{row.endDate.slice(11, 16)}
          </span>
          <span className={styles.cell}>
            {formatFullName(row.learner)}
            {row.isExcused ? ` (${m.excused})` : ''}
          </span>
          <span className={styles.cell}>{formatPhone(row.learner.phone)}</span>
          <span className={styles.cell}>{row.learner.training ?? ''}</span>
          <span className={cx(styles.cell, styles.number)}>{formatNumber(row.hoursDone)} h</span>
          <span className={cx(styles.cell, styles.number)}>{formatNumber(row.hoursPlanned)} h</span>
          <span className={cx(styles.cell, row.balance.owed > 0 ? styles.due : styles.number)} title={formatBalance(row.balance)}>
            {formatMoney(row.balance.owed)}
          </span>
        </div>
      );
    },
    [rows],
  );
  const fileDate = dayjs(date).format('DD-MM-YYYY');
  return (
    <>
      <Toolbar>
        <DateField label={m.date} value={date} onChange={(e) => setDate(e.target.value)} />
        <p className={styles.count} aria-live="polite">
          {situations.data ? m.count(situations.data.total) : ''}
        </p>
        <Button
          icon="download"
          tone="secondary"
          disabled={!user || !date}
          loading={pdf.busy}
          onClick={() => user && void pdf.run((client) => downloadSituations(client, { structureId: user.structure.id, date, agendaId: [...agendaIds] }), m.fileName(fileDate))}
        >
          {m.pdf}
        </Button>
      </Toolbar>
      {situations.error && !situations.data ? (
        <ErrorState message={errorMessage(situations.error, m.loadError)} onRetry={() => void situations.mutate()} />
      ) : !situations.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={m.empty} icon="users" />
      ) : (
        <div className={styles.scroll}>
          <div className={styles.inner}>
            <div className={styles.headerRow} aria-hidden="true">
              <span>{m.columns.agenda}</span>
              <span>{m.columns.time}</span>
              <span>{m.columns.learner}</span>
              <span>{m.columns.phone}</span>
              <span>{m.columns.training}</span>
              <span className={styles.number}>{m.columns.done}</span>
              <span className={styles.number}>{m.columns.planned}</span>
              <span className={styles.number}>{m.columns.due}</span>
            </div>
            <VirtualList
              className={styles.list}
              label={m.listLabel}
              rowCount={rows.length}
              rowHeight={ROW_HEIGHT}
              height="calc(100vh - 330px)"
              overscan={8}
              renderRow={renderRow}
              getRowKey={(index) => index}
            />
          </div>
        </div>
      )}
    </>
  );
}
