import { useState } from 'react';
import type { Agenda } from '../../../shared/references/planning';
import { zEmail } from '../../../shared/schema/fields';
import { DateField, FormGrid, FormGridFull, FormModal, SelectField, TextField } from '../../../shared/ui';
import { downloadAgendaAppointments, downloadPaymentDeadlinesPdf, mailPlanning } from '../api';
import type { DateWindow } from '../calendar/dates';
import { useDownload, useSendMail } from '../hooks/files';
import { planningMessages } from '../messages';
import type { ExportDialog } from '../store';
import { PERIOD_ORDER } from '../schema';

const m = planningMessages.exports;

export interface ExportDialogsProps {
  dialog: ExportDialog;
  agendas: readonly Agenda[];
  /** The period shown in the calendar (the dialogs start with it). */
  range: DateWindow;
  onClose: () => void;
}

/** The planning's exports: payment deadlines, an agenda's appointments, the planning sent by e-mail. */
export function ExportDialogs({ dialog, agendas, range, onClose }: ExportDialogsProps) {
  if (dialog === null) return null;
  return <PeriodDialog key={dialog} dialog={dialog} agendas={agendas} range={range} onClose={onClose} />;
}

function PeriodDialog({ dialog, agendas, range, onClose }: { dialog: Exclude<ExportDialog, null>; agendas: readonly Agenda[]; range: DateWindow; onClose: () => void }) {
  const [startDate, setStartDate] = useState(range.start);
  const [endDate, setEndDate] = useState(range.end);
  const [agenda, setAgenda] = useState(agendas[0] ? String(agendas[0].id) : '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const download = useDownload();
  const send = useSendMail(async (client, agendaId: number, to: string) => {
    const file = await downloadAgendaAppointments(client, agendaId, startDate, endDate);
    return mailPlanning(client, file.blob, file.filename ?? planningMessages.files.appointments, to, agendaId);
  });
  const busy = download.busy || send.busy;
  const title = dialog === 'deadlines' ? m.deadlines : dialog === 'agendaAppointments' ? m.agendaAppointments : m.mailPlanning;

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!startDate) next.startDate = PERIOD_ORDER;
    if (!endDate || endDate < startDate) next.endDate = PERIOD_ORDER;
    if (dialog !== 'deadlines' && !agenda) next.agenda = planningMessages.form.agendaPlaceholder;
    if (dialog === 'mailPlanning' && !zEmail.safeParse(email).success) next.email = 'Adresse e-mail invalide.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    let ok = false;
    if (dialog === 'deadlines') ok = (await download.run((client) => downloadPaymentDeadlinesPdf(client, { startDate, endDate }), planningMessages.files.deadlines)).ok;
    else if (dialog === 'agendaAppointments')
      ok = (await download.run((client) => downloadAgendaAppointments(client, Number(agenda), startDate, endDate), planningMessages.files.appointments)).ok;
    else ok = (await send.run(Number(agenda), email.trim())).ok;
    if (ok) onClose();
  };

  return (
    <FormModal
      title={title}
      formId="planning-export"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={dialog === 'mailPlanning' ? m.send : m.download}
      busy={busy}
      submitIcon={dialog === 'mailPlanning' ? 'send' : 'download'}
    >
      <FormGrid columns={2}>
        {dialog !== 'deadlines' && (
          <FormGridFull>
            <SelectField
              label={m.agenda}
              required
              options={agendas.map((a) => ({ value: String(a.id), label: a.name }))}
              value={agenda}
              onChange={(e) => setAgenda(e.target.value)}
              error={errors.agenda}
            />
          </FormGridFull>
        )}
        <DateField label={m.startDate} required value={startDate} onChange={(e) => setStartDate(e.target.value)} error={errors.startDate} />
        <DateField label={m.endDate} required value={endDate} onChange={(e) => setEndDate(e.target.value)} error={errors.endDate} />
        {dialog === 'mailPlanning' && (
          <FormGridFull>
            <TextField label={m.email} type="email" required hint={m.mailPlanningHint} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          </FormGridFull>
        )}
      </FormGrid>
    </FormModal>
  );
}
