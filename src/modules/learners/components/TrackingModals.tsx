import { useEffect, useRef } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { Button, DateField, FormFooter, FormGrid, FormGridFull, IconButton, Modal, NumberField, TextArea, TextField } from '../../../shared/ui';
import { useCreateServiceJournals, useObservation, useUpdateObservation, useUpdateServiceJournal } from '../hooks/tracking';
import { learnersMessages as m } from '../messages';
import { observationPatchSchema, serviceJournalBulkSchema, serviceJournalPatchSchema } from '../schema';
import type { Observation, ServiceJournal } from '../types';
import * as styles from './forms.css';

const today = () => new Date().toISOString().slice(0, 10);
const emptyLine = () => ({ date: today(), label: m.tracking.defaultLabel, durationMinutes: 60, comment: '' });

/** Adds several lines to the service journal at once (bulk `POST /student-tracking/service-journals`). */
export function JournalBulkModal({ learnerId, onClose }: { learnerId: number; onClose: () => void }) {
  const create = useCreateServiceJournals();
  const form = useForm({
    schema: serviceJournalBulkSchema,
    initial: { learner: learnerId, journals: [emptyLine()] },
    onSubmit: async (payload) => {
      const result = await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const lines = form.values.journals;
  const setLine = (index: number, patch: Partial<(typeof lines)[number]>) =>
    form.set(
      'journals',
      lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
    );

  return (
    <Modal open size="lg" onClose={onClose} title={m.tracking.bulkTitle} footer={<FormFooter formId="journal-bulk" busy={form.submitting} onClose={onClose} />}>
      <form id="journal-bulk" onSubmit={form.submit} noValidate>
        <div className={styles.lines}>
          {lines.map((line, index) => (
            <fieldset key={index} className={styles.line} aria-label={m.tracking.line(index + 1)} style={{ border: 0, margin: 0, padding: 0 }}>
              <DateField label={m.tracking.lineDate} required value={line.date} onChange={(e) => setLine(index, { date: e.target.value })} error={form.error(`journals.${index}.date`)} />
              <TextField label={m.tracking.lineLabel} required value={line.label} onChange={(e) => setLine(index, { label: e.target.value })} error={form.error(`journals.${index}.label`)} />
              <NumberField
                label={m.tracking.lineDuration}
                required
                min={5}
                step={5}
                value={Number.isNaN(line.durationMinutes) ? '' : line.durationMinutes}
                onValueChange={(value) => setLine(index, { durationMinutes: value === '' ? Number.NaN : Number(value) })}
                error={form.error(`journals.${index}.durationMinutes`)}
              />
              <TextField label={m.tracking.lineComment} value={line.comment ?? ''} onChange={(e) => setLine(index, { comment: e.target.value })} />
              <IconButton
                icon="trash"
                label={m.tracking.removeLine(index + 1)}
                disabled={lines.length === 1}
                onClick={() => form.set('journals', lines.filter((_, i) => i !== index))}
              />
            </fieldset>
          ))}
          <div>
            <Button tone="ghost" icon="plus" onClick={() => form.set('journals', [...lines, { ...emptyLine(), date: lines.at(-1)?.date ?? today() }])}>
              {m.tracking.addLine}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}

/** Edits one line of the service journal. */
export function JournalEditModal({ journal, onClose }: { journal: ServiceJournal; onClose: () => void }) {
  const update = useUpdateServiceJournal();
  const form = useForm({
    schema: serviceJournalPatchSchema,
    initial: { date: journal.date, label: journal.label, durationMinutes: journal.durationMinutes, comment: journal.comment ?? '' },
    onSubmit: async (patch) => {
      const result = await update.run(journal.id, patch);
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  return (
    <Modal open onClose={onClose} title={m.tracking.editJournal} footer={<FormFooter formId={`journal-${journal.id}`} busy={form.submitting} onClose={onClose} />}>
      <form id={`journal-${journal.id}`} onSubmit={form.submit} noValidate>
        <FormGrid columns={2}>
          <DateField label={m.tracking.lineDate} required value={values.date ?? ''} onChange={(e) => form.set('date', e.target.value)} error={form.error('date')} />
          <NumberField
            label={m.tracking.lineDuration}
            required
            min={5}
            step={5}
            value={values.durationMinutes === undefined || Number.isNaN(values.durationMinutes) ? '' : values.durationMinutes}
            onValueChange={(value) => form.set('durationMinutes', value === '' ? Number.NaN : Number(value))}
            error={form.error('durationMinutes')}
          />
          <FormGridFull>
            <TextField label={m.tracking.lineLabel} required value={values.label ?? ''} onChange={(e) => form.set('label', e.target.value)} error={form.error('label')} />
          </FormGridFull>
          <FormGridFull>
            <TextField label={m.tracking.lineComment} value={values.comment ?? ''} onChange={(e) => form.set('comment', e.target.value)} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Modal>
  );
}

/** Edits the text of an observation, read again by its id (`GET /observations/{id}`) when the form opens. */
export function ObservationEditModal({ observation, onClose }: { observation: Observation; onClose: () => void }) {
  const update = useUpdateObservation();
  const form = useForm({
    schema: observationPatchSchema,
    initial: { content: observation.content },
    onSubmit: async ({ content }) => {
      const result = await update.run(observation.id, content);
      if (result.ok) onClose();
      return result;
    },
  });
  const fresh = useObservation(observation.id).data;
  const { reset } = form;
  const read = useRef(false);
  useEffect(() => {
    // Once, when it arrives (a later revalidation must not undo what the user typed).
    if (!fresh || read.current) return;
    read.current = true;
    reset({ content: fresh.content });
  }, [fresh, reset]);
  return (
    <Modal open onClose={onClose} title={m.tracking.editObservation} footer={<FormFooter formId={`observation-${observation.id}`} busy={form.submitting} onClose={onClose} />}>
      <form id={`observation-${observation.id}`} onSubmit={form.submit} noValidate>
        <TextArea label={m.tracking.observations} required rows={5} value={form.values.content} onChange={(e) => form.set('content', e.target.value)} error={form.error('content')} />
      </form>
    </Modal>
  );
}
