import { useState } from 'react';
import { formatBalance } from '../../../shared/accounting/balance';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatDate, formatFullName, formatMoney, formatPhone } from '../../../shared/i18n/format';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import type { LearnerSummary } from '../../../shared/references/types';
import { Badge, Button, Checkbox, IconButton, Inline, LoadingState, Modal } from '../../../shared/ui';
import { downloadAttendanceSheet, downloadConvocation } from '../api';
import type { CalendarEvent } from '../calendar/merge';
import { useDownload } from '../hooks/files';
import { useAddSlotLearner, useExcuseSlotLearner, useOccurrenceTooltip, usePaymentDeadlinesTooltip, useRemoveSlotLearner, useSlot, useUpdateSlot } from '../hooks/slot';
import { planningMessages } from '../messages';
import { askDelete, openEditForm } from '../store';
import { AvailableLearners } from './AvailableLearners';
import { CancelSlotDialog } from './CancelSlotDialog';
import { ConvocationMailDialog } from './ConvocationMailDialog';
import { SlotMailDialog } from './SlotMailDialog';
import * as styles from './SlotDetailsModal.css';

const m = planningMessages.details;

const fileTitle = (slot: CalendarEvent) => (slot.title ?? slot.activity?.name ?? slot.service?.name ?? 'créneau').replace(/[\\/:*?"<>|]+/g, '-');

/** A slot: what, when, where, who; its learners (add, remove, excused absence), its deadlines and its documents. */
export function SlotDetailsModal({ slotId, onClose }: { slotId: number; onClose: () => void }) {
  const { data: slot, error } = useSlot(slotId);
  const occurrence = useOccurrenceTooltip(slotId).data;
  const deadlines = usePaymentDeadlinesTooltip(slotId).data;
  const add = useAddSlotLearner();
  const remove = useRemoveSlotLearner();
  const excuse = useExcuseSlotLearner();
  const setStatus = useUpdateSlot(planningMessages.success.updated);
  const convocation = useDownload(planningMessages.success.convocation);
  const attendance = useDownload();
  const [toAdd, setToAdd] = useState<LearnerSummary | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [writing, setWriting] = useState(false);
  const [convoking, setConvoking] = useState(false);

  const title = slot ? (slot.title ?? slot.activity?.name ?? slot.service?.name ?? (slot.isBackground ? planningMessages.background : planningMessages.form.kinds.single)) : m.title;
  const hasLearners = (slot?.slotLearners.length ?? 0) > 0;
  const facts: Array<[string, string | null | undefined]> = slot
    ? [
        [m.when, `${dayjs(slot.date).format('dddd D MMMM YYYY')}, ${slot.schedule.startTime}–${slot.schedule.endTime}`],
        [m.agenda, slot.agenda.name],
        [m.teamMember, slot.teamMember ? formatFullName(slot.teamMember) : null],
        [m.activity, slot.activity?.name],
        [m.service, slot.service?.name],
        [m.location, slot.location?.name],
        [m.resource, slot.resource?.name],
        [m.comment, slot.comment],
      ]
    : [];

  return (
    <Modal open onClose={onClose} size="lg" title={title}>
      {!slot ? (
        error ? <p>{planningMessages.loadError}</p> : <LoadingState />
      ) : (
        <>
          <Inline gap="xs">
            <Badge tone={slot.status === 'done' ? 'success' : slot.status === 'cancelled' ? 'danger' : 'info'}>{planningMessages.status[slot.status]}</Badge>
            {slot.isExcused && <Badge tone="warning">{planningMessages.excused}</Badge>}
            {occurrence?.occurrence && <Badge>{m.occurrence(occurrence.occurrence.index, occurrence.occurrence.total)}</Badge>}
          </Inline>
          <dl className={styles.facts}>
            {facts
              .filter(([, value]) => value)
              .map(([term, value]) => (
                <div key={term} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
          </dl>

          {!slot.isBackground && (
            <>
              <h3 className={styles.heading}>{m.learners}</h3>
              {slot.slotLearners.length === 0 ? (
                <p className={styles.muted}>{m.noLearner}</p>
              ) : (
                <ul className={styles.learners}>
                  {slot.slotLearners.map((entry) => {
                    const name = formatFullName(entry.learner);
                    const hours = occurrence?.learners.find((l) => l.id === entry.learner.id);
                    return (
                      <li key={entry.id} className={styles.learner}>
                        <span className={styles.learnerName}>
                          {name}
                          {entry.learner.phone && <span className={styles.muted}> · {formatPhone(entry.learner.phone)}</span>}
                          {hours && <span className={styles.muted}> · {m.hours(hours.hoursDone, hours.hoursPlanned)}</span>}
                        </span>
                        <Checkbox label={m.excuse} checked={entry.isExcused} onChange={(e) => void excuse.run(slot.id, entry.id, e.target.checked)} />
                        <IconButton icon="trash" size="sm" label={m.remove(name)} onClick={() => void remove.run(slot.id, entry.id)} />
                      </li>
                    );
                  })}
                </ul>
              )}
              {slot.status !== 'cancelled' && (
                <div className={styles.addRow}>
                  <div className={styles.addPicker}>
                    <LearnerPicker key={pickerKey} label={m.learnerToAdd} value={toAdd} params={{ agency: slot.agency.id }} onChange={setToAdd} />
                  </div>
                  <Button
                    icon="plus"
                    disabled={!toAdd}
                    loading={add.busy}
                    onClick={async () => {
                      if (!toAdd) return;
                      const result = await add.run(slot.id, toAdd.id);
                      if (result.ok) {
                        setToAdd(null);
                        setPickerKey((k) => k + 1);
                      }
                    }}
                  >
                    {m.add}
                  </Button>
                </div>
              )}
              <AvailableLearners slot={slot} busy={add.busy} onAdd={(learner) => void add.run(slot.id, learner)} />

              <h3 className={styles.heading}>{m.deadlines}</h3>
              {(deadlines?.learners ?? []).every((l) => l.deadlines.length === 0 && l.balance.owed === 0) ? (
                <p className={styles.muted}>{m.noDeadline}</p>
              ) : (
                <ul className={styles.learners}>
                  {(deadlines?.learners ?? [])
                    .filter((l) => l.deadlines.length > 0 || l.balance.owed > 0)
                    .map((l) => (
                      <li key={l.id}>
                        <strong>{l.name}</strong> — {formatBalance(l.balance)}
                        <ul>
                          {l.deadlines.map((d) => (
                            <li key={`${d.label}-${d.dueDate}`} className={d.isOverdue ? styles.due : undefined}>
                              {formatDate(d.dueDate)} — {d.label} — {formatMoney(d.amount)}
                              {d.isOverdue ? ` (${m.overdue.toLowerCase()})` : ''}
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                </ul>
              )}
            </>
          )}

          <h3 className={styles.heading}>{m.actions}</h3>
          <Inline gap="xs">
            <Button icon="edit" tone="secondary" onClick={() => openEditForm(slot.id)}>{m.edit}</Button>
            {!slot.isBackground && slot.status !== 'done' && (
              <Button icon="check" tone="secondary" loading={setStatus.busy} onClick={() => void setStatus.run(slot.id, { status: 'done' })}>{m.markDone}</Button>
            )}
            {!slot.isBackground && slot.status !== 'cancelled' && (
              <Button tone="secondary" onClick={() => setConfirmingCancel(true)}>{m.markCancelled}</Button>
            )}
            {!slot.isBackground && slot.status === 'cancelled' && (
              <Button tone="secondary" onClick={() => void setStatus.run(slot.id, { status: 'planned' })}>{m.markPlanned}</Button>
            )}
            {hasLearners && (
              <>
                {slot.status !== 'cancelled' && (
                  <Button icon="download" tone="secondary" loading={convocation.busy} onClick={() => void convocation.run((client) => downloadConvocation(client, slot.id), planningMessages.files.convocations(fileTitle(slot)))}>
                  {m.convocation}
                  </Button>
                )}
                {slot.status !== 'cancelled' && (
                  <Button icon="mail" tone="secondary" onClick={() => setConvoking(true)}>
                    {m.mailConvocation}
                  </Button>
                )}
                <Button icon="fileText" tone="secondary" loading={attendance.busy} onClick={() => void attendance.run((client) => downloadAttendanceSheet(client, slot.id), planningMessages.files.attendance)}>
                  {m.attendance}
                </Button>
              </>
            )}
            {!slot.isBackground && (hasLearners || slot.teamMember) && (
              <Button icon="mail" tone="secondary" onClick={() => setWriting(true)}>
                {m.writeMail}
              </Button>
            )}
            <Button icon="trash" tone="danger" onClick={() => askDelete(slot.id)}>{m.delete}</Button>
          </Inline>
        </>
      )}
      {slot && confirmingCancel && <CancelSlotDialog slot={slot} onDone={() => setConfirmingCancel(false)} />}
      {slot && writing && <SlotMailDialog slot={slot} onDone={() => setWriting(false)} />}
      {slot && convoking && <ConvocationMailDialog slot={slot} onDone={() => setConvoking(false)} />}
    </Modal>
  );
}
