import { useState } from 'react';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { useForm } from '../../../shared/form/useForm';
import { formatDate, formatDateTime, formatNumber } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { Button, ConfirmDialog, EmptyState, IconButton, Inline, Section, StatCard, Table, TextArea, type TableColumn } from '../../../shared/ui';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useCreateObservation, useDeleteObservation, useLearnerHours, useMarkServiceJournalUsed, useObservations, useServiceJournals } from '../hooks/tracking';
import { learnersMessages as m } from '../messages';
import { observationRights } from '../../../shared/learners/observation-rights';
import { observationCreateSchema } from '../schema';
import type { Observation, ServiceJournal } from '../types';
import { JournalBulkModal, JournalEditModal, ObservationEditModal } from './TrackingModals';
import * as styles from './record.css';

type Dialog =
  | { kind: 'journal' }
  | { kind: 'editJournal'; journal: ServiceJournal }
  | { kind: 'editObservation'; observation: Observation }
  | { kind: 'deleteObservation'; observation: Observation }
  | null;

/** Tab 4: hours (`/learner/hours/{id}`), observations and the service journal of the learner. */
export function TrackingTab({ learnerId }: { learnerId: number }) {
  const hours = useLearnerHours(learnerId).data;
  const observations = useObservations(learnerId);
  const journals = useServiceJournals(learnerId);
  const createObservation = useCreateObservation();
  const removeObservation = useDeleteObservation();
  const markUsed = useMarkServiceJournalUsed();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The server's rule (issue 36 S5): the buttons show only what it would allow.
  const user = useSessionUser();
  const permissions = usePermissions();
  const granted = permissions.status === 'loaded' ? permissions.permissions : [];
  const rightsOf = (o: Observation) => observationRights(o.author?.id ?? null, user?.id ?? 0, granted);
  const form = useForm({
    schema: observationCreateSchema,
    initial: { learner: learnerId, content: '' },
    onSubmit: async (payload) => {
      const result = await createObservation.run(payload);
      if (result.ok) form.reset({ learner: learnerId, content: '' });
      return result;
    },
  });
  const h = (value: number | undefined) => (value === undefined ? '…' : m.hoursShort(formatNumber(value)));

  const journalColumns: TableColumn<ServiceJournal>[] = [
    {
      key: 'used',
      header: m.tracking.journalColumns.used,
      width: '6rem',
      render: (j) => (
        <input
          type="checkbox"
          aria-label={m.tracking.markUsed(j.label, formatDate(j.date))}
          checked={j.used}
          disabled={markUsed.busy}
          onChange={(e) => void markUsed.run(j.id, e.target.checked)}
        />
      ),
    },
    { key: 'date', header: m.tracking.journalColumns.date, render: (j) => formatDate(j.date) },
    { key: 'label', header: m.tracking.journalColumns.label, render: (j) => j.label },
    { key: 'duration', header: m.tracking.journalColumns.duration, align: 'end', render: (j) => m.minutes(j.durationMinutes) },
    { key: 'comment', header: m.tracking.journalColumns.comment, render: (j) => j.comment ?? '' },
    {
      key: 'actions',
      header: m.tracking.journalColumns.actions,
      align: 'end',
      render: (j) => <IconButton icon="edit" size="sm" label={`${m.tracking.editJournal} : ${j.label} ${formatDate(j.date)}`} onClick={() => setDialog({ kind: 'editJournal', journal: j })} />,
    },
  ];

  return (
    <div className={styles.tabPanel}>
      <Section title={m.tracking.hours} description={m.tracking.hoursDescription}>
        <div className={styles.stats}>
          <StatCard label={m.tracking.forecast} figure={h(hours?.forecast)} />
          <StatCard label={m.tracking.contracted} figure={h(hours?.contracted)} />
          <StatCard label={m.tracking.done} figure={h(hours?.done)} />
          <StatCard label={m.tracking.planned} figure={h(hours?.planned)} />
          <StatCard label={m.tracking.remaining} figure={h(hours?.remaining)} />
        </div>
      </Section>
      <div className={styles.columns}>
        <Section title={m.tracking.observations}>
          <form onSubmit={form.submit} noValidate>
            <TextArea
              label={m.tracking.observationLabel}
              placeholder={m.tracking.observationPlaceholder}
              rows={3}
              value={form.values.content}
              onChange={(e) => form.set('content', e.target.value)}
              error={form.error('content')}
            />
            <Inline justify="end">
              <Button type="submit" size="sm" icon="plus" loading={form.submitting}>
                {m.tracking.addObservation}
              </Button>
            </Inline>
          </form>
          {(observations.data?.items.length ?? 0) === 0 ? (
            <p className={styles.muted}>{m.tracking.noObservations}</p>
          ) : (
            <ul className={styles.observations} aria-label={m.tracking.observations}>
              {observations.data?.items.map((o) => (
                <li key={o.id} className={styles.observation}>
                  <p className={styles.observationText}>{o.content}</p>
                  <div className={styles.observationMeta}>
                    <span>{m.tracking.by(o.author?.name ?? '—', formatDateTime(o.createdAt))}</span>
                    <Inline gap="xxs">
                      {rightsOf(o).rewrite && (
                        <IconButton icon="edit" size="sm" label={m.tracking.editObservation} onClick={() => setDialog({ kind: 'editObservation', observation: o })} />
                      )}
                      {rightsOf(o).remove && (
                        <IconButton icon="trash" size="sm" label={m.tracking.confirmDeleteObservationTitle} onClick={() => setDialog({ kind: 'deleteObservation', observation: o })} />
                      )}
                    </Inline>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section
          title={m.tracking.journal}
          description={m.tracking.journalDescription}
          actions={
            <Button size="sm" icon="plus" onClick={() => setDialog({ kind: 'journal' })}>
              {m.tracking.addJournal}
            </Button>
          }
        >
          <Table
            caption={m.tracking.journal}
            columns={journalColumns}
            rows={journals.data?.items ?? []}
            getRowKey={(j) => j.id}
            loading={journals.isLoading}
            empty={<EmptyState title={m.tracking.journalEmpty} icon="calendar" />}
          />
        </Section>
      </div>
      {dialog?.kind === 'journal' && <JournalBulkModal learnerId={learnerId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'editJournal' && <JournalEditModal journal={dialog.journal} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'editObservation' && <ObservationEditModal observation={dialog.observation} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'deleteObservation'}
        danger
        busy={removeObservation.busy}
        title={m.tracking.confirmDeleteObservationTitle}
        message={m.tracking.confirmDeleteObservation}
        confirmLabel={common.delete}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'deleteObservation') return;
          await removeObservation.run(dialog.observation.id);
          setDialog(null);
        }}
      />
    </div>
  );
}
