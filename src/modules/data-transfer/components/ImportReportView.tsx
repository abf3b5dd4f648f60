import { formatMoney } from '../../../shared/i18n/format-lite';
import { InlineAlert, Stack, Table, type TableColumn } from '../../../shared/ui';
import { dataTransferMessages } from '../messages';
import type { ImportReport, ImportRowError } from '../types';

const t = dataTransferMessages.importer;

/** A line of the file and its messages (lines to fix, values left out). */
export const lineColumns: TableColumn<ImportRowError>[] = [
  { key: 'line', header: t.line, width: '6rem', render: (e) => e.line },
  { key: 'messages', header: t.problems, render: (e) => e.messages.join(' ') },
];

/** What an import takes (field by field, the opening balances) and leaves (ignored columns, values left out). */
export function ImportReportView({ report, done }: { report: ImportReport; done: boolean }) {
  return (
    <Stack gap="md">
      {report.missing.length > 0 && (
        <InlineAlert tone="danger" title={t.missingTitle}>
          {t.missing(report.missing.join(', '))}
        </InlineAlert>
      )}
      {report.taken.length > 0 && (
        <section aria-label={done ? t.takenDoneTitle : t.takenTitle}>
          <strong>{done ? t.takenDoneTitle : t.takenTitle}</strong>
          <ul>
            {report.taken.map((f) => (
              <li key={f.field}>{t.taken(f.label, f.lines)}</li>
            ))}
            {report.openingBalances.count > 0 && <li>{t.openingBalances(report.openingBalances.count, formatMoney(report.openingBalances.totalCents / 100))}</li>}
          </ul>
        </section>
      )}
      {report.ignored.length > 0 && (
        <InlineAlert tone="warning" title={t.ignoredTitle(report.ignored.length)}>
          {report.ignored.map((h) => `« ${h} »`).join(', ')}
        </InlineAlert>
      )}
      {report.warnings.length > 0 && <Table caption={t.warningsTitle(report.warnings.length)} columns={lineColumns} rows={report.warnings} getRowKey={(e) => e.line} />}
    </Stack>
  );
}
