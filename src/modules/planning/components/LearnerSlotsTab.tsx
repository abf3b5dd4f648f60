import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDate } from '../../../shared/i18n/format';
import type { SlotPropsMap } from '../../../shared/module/slots';
import { zEmail } from '../../../shared/schema/fields';
import { Badge, Button, Checkbox, DateField, ErrorState, Stack, Table, TextField, Toolbar, type TableColumn } from '../../../shared/ui';
import { downloadLearnerSheet, mailLearnerSlots } from '../api';
import { isoDay, toMinutes } from '../calendar/dates';
import { SLOT_PERIODS } from '../calendar/slot-period';
import type { CalendarEvent } from '../calendar/merge';
import { useDownload, useQueueMail } from '../hooks/files';
import { useLearnerSlots } from '../hooks/learner-slots';
import { planningMessages } from '../messages';
import { saveFile } from '../../../shared/files/save';
import * as styles from './LearnerSlotsTab.css';

const m = planningMessages.learnerTab;

const hoursOf = (slots: readonly CalendarEvent[]) =>
  Math.round((slots.reduce((sum, s) => sum + toMinutes(s.schedule.endTime) - toMinutes(s.schedule.startTime), 0) / 60) * 100) / 100;

/**
 * The learner record's « services consumed » tab (menu 6): the learner's slots (up to 5000), hours done
 * and to come, their attendance sheet, their appointment list and its mailing.
 */
export default function LearnerSlotsTab({ learnerId }: SlotPropsMap['learner.tabs']) {
  const slots = useLearnerSlots(learnerId);
  const [from, setFrom] = useState(isoDay(new Date()));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const sheet = useDownload();
  const appointments = useDownload();
  const mail = useQueueMail(async (client, to: string | null) => {
    const file = await mailLearnerSlots(client, { learner: learnerId, startDate: from, ...(to ? { email: to } : {}) });
    saveFile(file, planningMessages.files.appointments);
    return file;
  });
  const items = slots.data?.items ?? [];
  // The list names the filtered learner first (GET /plannings/slots?slotLearners.learner=…).
  const own = (slot: CalendarEvent) => slot.firstLearners.find((l) => l.learner.id === learnerId);
  const counted = items.filter((s) => s.status !== 'cancelled' && !own(s)?.isExcused);
  const done = hoursOf(counted.filter((s) => s.status === 'done'));
  const planned = hoursOf(counted.filter((s) => s.status === 'planned'));

  const columns: TableColumn<CalendarEvent>[] = [
    { key: 'date', header: m.columns.date, render: (s) => formatDate(s.date) },
    { key: 'time', header: m.columns.time, render: (s) => `${s.schedule.startTime}–${s.schedule.endTime}` },
    { key: 'title', header: m.columns.title, render: (s) => s.title ?? s.activity?.name ?? '' },
    { key: 'agenda', header: m.columns.agenda, render: (s) => s.agenda.name },
    { key: 'service', header: m.columns.service, render: (s) => s.service?.name ?? '' },
    {
      key: 'status',
      header: m.columns.status,
      render: (s) =>
        own(s)?.isExcused ? (
          <Badge tone="warning">{planningMessages.excused}</Badge>
        ) : (
          <Badge tone={s.status === 'done' ? 'success' : s.status === 'cancelled' ? 'danger' : 'info'}>{planningMessages.status[s.status]}</Badge>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Toolbar>
        <DateField label={m.from} value={from} onChange={(e) => setFrom(e.target.value)} />
        <Button icon="fileText" tone="secondary" disabled={!from} loading={sheet.busy} onClick={() => void sheet.run((client) => downloadLearnerSheet(client, learnerId, { startDate: from }), planningMessages.files.attendance)}>
          {m.attendance}
        </Button>
        <Button icon="download" tone="secondary" loading={appointments.busy} onClick={() => void appointments.run((client) => downloadLearnerSheet(client, learnerId, { withTeamMember: true }), planningMessages.files.appointments)}>
          {m.appointments}
        </Button>
        <TextField label={m.email} hint={m.emailHint} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
        <Button
          icon="send"
          tone="secondary"
          loading={mail.busy}
          onClick={() => {
            const to = email.trim();
            if (to && !zEmail.safeParse(to).success) {
              setEmailError('Adresse e-mail invalide.');
              return;
            }
            setEmailError(undefined);
            void mail.run(to || null);
          }}
        >
          {m.mail}
        </Button>
      </Toolbar>
      <fieldset className={styles.periods}>
        <legend>{m.periods}</legend>
        {SLOT_PERIODS.map((period) => (
          <Checkbox
            key={period}
            label={m.period[period]}
            checked={slots.periods.includes(period)}
            onChange={(e) => slots.setPeriods(e.target.checked ? [...slots.periods, period] : slots.periods.filter((p) => p !== period))}
          />
        ))}
      </fieldset>
      {slots.data && <p>{m.totals(done, planned, items.length)}</p>}
      {slots.error && !slots.data ? (
        <ErrorState message={errorMessage(slots.error, m.loadError)} onRetry={() => void slots.mutate()} />
      ) : (
        <Table
          caption={m.caption}
          columns={columns}
          rows={items}
          getRowKey={(s) => s.id}
          loading={slots.isLoading}
          empty={<p>{m.empty}</p>}
        />
      )}
    </Stack>
  );
}
