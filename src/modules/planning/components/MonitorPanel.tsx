import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { formatNumber } from '../../../shared/i18n/format';
import { zEmail } from '../../../shared/schema/fields';
import { Button, DateField, ErrorState, Table, TextField, Toolbar, type TableColumn } from '../../../shared/ui';
import { downloadMonitorPdf } from '../api';
import type { DateWindow } from '../calendar/dates';
import { useDownload, useQueueMail } from '../hooks/files';
import { useSlotMonitor } from '../hooks/panels';
import { planningMessages } from '../messages';
import type { SlotMonitorRow } from '../types';
import { saveFile } from '../../../shared/files/save';

const m = planningMessages.monitor;
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/** The slots monitor of a period for the chosen agendas, as a table and a PDF (optionally e-mailed). */
export function MonitorPanel({ agendaIds, range }: { agendaIds: readonly number[]; range: DateWindow }) {
  const [startDate, setStartDate] = useState(range.start);
  const [endDate, setEndDate] = useState(range.end);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const monitor = useSlotMonitor(startDate, endDate, agendaIds);
  const pdf = useDownload();
  const mail = useQueueMail(async (client, to: string) => {
    const file = await downloadMonitorPdf(client, { startDate, endDate, agenda: [...agendaIds], email: to });
    saveFile(file, planningMessages.files.monitor);
    return file;
  });
  const periodError = startDate && endDate && endDate < startDate ? 'La date de fin doit être postérieure ou égale à la date de début.' : undefined;
  const rows = monitor.data?.rows ?? [];
  const totals = monitor.data?.totals;
  const columns: TableColumn<SlotMonitorRow>[] = [
    { key: 'agenda', header: m.columns.agenda, render: (r) => r.agenda.name },
    { key: 'slotCount', header: m.columns.slotCount, align: 'end', render: (r) => r.slotCount },
    { key: 'planned', header: m.columns.planned, align: 'end', render: (r) => hours(r.plannedMinutes) },
    { key: 'done', header: m.columns.done, align: 'end', render: (r) => hours(r.doneMinutes) },
    { key: 'cancelled', header: m.columns.cancelled, align: 'end', render: (r) => r.cancelledCount },
    { key: 'learners', header: m.columns.learners, align: 'end', render: (r) => r.learnerCount },
    { key: 'excused', header: m.columns.excused, align: 'end', render: (r) => r.excusedCount },
    { key: 'occupancy', header: m.columns.occupancy, align: 'end', render: (r) => `${formatNumber(r.occupancy, 1)} %` },
  ];
  const totalRow: SlotMonitorRow | null = totals
    ? { agenda: { '@id': 'total', id: 0, name: m.total, color: '' }, ...totals, occupancy: rows.length ? rows.reduce((s, r) => s + r.occupancy, 0) / rows.length : 0 }
    : null;
  return (
    <>
      <Toolbar>
        <DateField label={m.startDate} value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        <DateField label={m.endDate} value={endDate} onChange={(e) => setEndDate(e.target.value)} error={periodError} />
        <Button icon="download" tone="secondary" disabled={Boolean(periodError)} loading={pdf.busy} onClick={() => void pdf.run((client) => downloadMonitorPdf(client, { startDate, endDate, agenda: [...agendaIds] }), planningMessages.files.monitor)}>
          {m.pdf}
        </Button>
        <TextField label={m.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
        <Button
          icon="send"
          tone="secondary"
          disabled={Boolean(periodError)}
          loading={mail.busy}
          onClick={() => {
            if (!zEmail.safeParse(email).success) {
              setEmailError('Adresse e-mail invalide.');
              return;
            }
            setEmailError(undefined);
            void mail.run(email.trim());
          }}
        >
          {m.mail}
        </Button>
      </Toolbar>
      {monitor.error && !monitor.data ? (
        <ErrorState message={errorMessage(monitor.error, m.loadError)} onRetry={() => void monitor.mutate()} />
      ) : (
        <Table
          caption={m.caption}
          columns={columns}
          rows={totalRow && rows.length > 0 ? [...rows, totalRow] : rows}
          getRowKey={(r) => r.agenda.id}
          loading={monitor.isLoading}
          empty={<p>{m.empty}</p>}
        />
      )}
    </>
  );
}
