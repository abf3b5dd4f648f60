import { useForm } from '../../../shared/form/useForm';
import { runThenClose } from '../../../shared/swr/useMutation';
import { formatFullName } from '../../../shared/i18n/format';
import { useTeamMembers, useTrainings } from '../../../shared/references/hooks';
import { Checkbox, DateField, FormFooter, FormGrid, FormGridFull, Modal, NumberField, SelectField, TextArea } from '../../../shared/ui';
import { useCreateEvaluation, useCreateRegistration, useOnboardedTrainingFields, useUpdateRegistration } from '../hooks/trainings';
import { learnersMessages as m } from '../messages';
import { evaluationCreateSchema, registrationCreateSchema, registrationPatchSchema, type RegistrationCreateInput, type RegistrationPatchInput } from '../schema';
import type { AgencyTrainingLearner, Learner, TrainingStatus } from '../types';
import { FinancierField } from './FinancierField';

/** What a registration dialog takes besides its row: the form left for « Nouvel organisme » comes back. */
interface RestorableFormProps<V> {
  onClose: () => void;
  /** Values to start from (the form as it was left for « Nouvel organisme », with the new organisation). */
  restored?: Partial<V> | undefined;
  onNewOrganisation: (values: V) => void;
}

export interface RegistrationCreateModalProps extends RestorableFormProps<RegistrationCreateInput> {
  learner: Learner;
}

/** Registers the learner to another training (`POST /registrations/to-trainings`). */
export function RegistrationCreateModal({ learner, onClose, restored, onNewOrganisation }: RegistrationCreateModalProps) {
  const create = useCreateRegistration();
  const trainings = useTrainings().data?.items ?? [];
  const fields = useOnboardedTrainingFields(learner.agency.id).data?.items ?? [];
  const taken = new Set(learner.agencytraininglearners.map((r) => r.training.id));
  const form = useForm({
    schema: registrationCreateSchema,
    initial: { learner: learner.id, training: '', field: '', financier: '', startDate: '', isProspect: learner.isProspect, ...restored },
    onSubmit: runThenClose(create, onClose),
  });
  const code = trainings.find((t) => String(t.id) === String(form.values.training))?.code;
  return (
    <Modal open onClose={onClose} title={m.trainings.register} footer={<FormFooter formId="registration-new" busy={form.submitting} onClose={onClose} />}>
      <form id="registration-new" onSubmit={form.submit} noValidate>
        <FormGrid columns={2}>
          <SelectField
            label={m.fields.training}
            required
            placeholder={m.trainings.choose}
            options={trainings.map((t) => ({ value: String(t.id), label: t.name, disabled: taken.has(t.id) }))}
            value={String(form.values.training)}
            onChange={(e) => {
              form.set('training', e.target.value);
              form.set('field', '');
            }}
            error={form.error('training')}
          />
          <SelectField
            label={m.fields.field}
            placeholder={m.fields.fieldPlaceholder}
            disabled={!code}
            options={fields.filter((f) => f.trainingCode === code).map((f) => ({ value: String(f.id), label: f.name }))}
            value={String(form.values.field ?? '')}
            onChange={(e) => form.set('field', e.target.value)}
            error={form.error('field')}
          />
          <FinancierField
            value={String(form.values.financier ?? '')}
            onChange={(value) => form.set('financier', value)}
            error={form.error('financier')}
            onNewOrganisation={() => onNewOrganisation(form.values)}
          />
          <DateField label={m.fields.startDate} value={String(form.values.startDate ?? '')} onChange={(e) => form.set('startDate', e.target.value)} error={form.error('startDate')} />
          <FormGridFull>
            <Checkbox label={m.fields.isProspect} checked={form.values.isProspect ?? false} onChange={(e) => form.set('isProspect', e.target.checked)} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Modal>
  );
}

export interface RegistrationEditModalProps extends RestorableFormProps<RegistrationPatchInput> {
  registration: AgencyTrainingLearner;
}

/** Edits a registration: speciality, financier, start, prospect flag, status. */
export function RegistrationEditModal({ registration, onClose, restored, onNewOrganisation }: RegistrationEditModalProps) {
  const update = useUpdateRegistration();
  const fields = useOnboardedTrainingFields(registration.agency.id).data?.items ?? [];
  const form = useForm({
    schema: registrationPatchSchema,
    initial: {
      field: registration.field?.id ?? '',
      financier: registration.financier?.id ?? '',
      startDate: registration.startDate ?? '',
      isProspect: registration.isProspect,
      status: registration.status,
      ...restored,
    },
    onSubmit: async (patch) => {
      const result = await update.run(registration.id, patch);
      if (result.ok) onClose();
      return result;
    },
  });
  const statuses = Object.entries(m.trainingStatus) as [TrainingStatus, string][];
  return (
    <Modal
      open
      onClose={onClose}
      title={`${m.trainings.editRegistration} — ${registration.training.name}`}
      footer={<FormFooter formId={`registration-${registration.id}`} busy={form.submitting} onClose={onClose} />}
    >
      <form id={`registration-${registration.id}`} onSubmit={form.submit} noValidate>
        <FormGrid columns={2}>
          <SelectField
            label={m.fields.field}
            placeholder={m.fields.fieldPlaceholder}
            options={fields.filter((f) => f.trainingCode === registration.training.code).map((f) => ({ value: String(f.id), label: f.name }))}
            value={String(form.values.field ?? '')}
            onChange={(e) => form.set('field', e.target.value)}
            error={form.error('field')}
          />
          <FinancierField
            value={String(form.values.financier ?? '')}
            onChange={(value) => form.set('financier', value)}
            error={form.error('financier')}
            onNewOrganisation={() => onNewOrganisation(form.values)}
          />
          <DateField label={m.fields.startDate} value={String(form.values.startDate ?? '')} onChange={(e) => form.set('startDate', e.target.value)} error={form.error('startDate')} />
          <SelectField
            label={m.fields.status}
            options={statuses.map(([value, label]) => ({ value, label }))}
            value={form.values.status ?? 'en_cours'}
            onChange={(e) => form.set('status', e.target.value as TrainingStatus)}
          />
          <FormGridFull>
            <Checkbox label={m.fields.isProspect} checked={form.values.isProspect ?? false} onChange={(e) => form.set('isProspect', e.target.checked)} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Modal>
  );
}

/** Records a prior evaluation (date, forecast volume, evaluator) for one of the learner's trainings. */
export function EvaluationModal({ learner, onClose }: { learner: Learner; onClose: () => void }) {
  const create = useCreateEvaluation();
  const members = useTeamMembers().data?.items ?? [];
  const registrations = learner.agencytraininglearners;
  const form = useForm({
    schema: evaluationCreateSchema,
    initial: {
      learner: learner.id,
      training: learner.training?.id ?? registrations[0]?.training.id ?? '',
      evaluationDate: new Date().toISOString().slice(0, 10),
      forecastHours: Number.NaN,
      evaluator: '',
      comment: '',
    },
    onSubmit: runThenClose(create, onClose),
  });
  const { values } = form;
  return (
    <Modal open onClose={onClose} title={m.evaluations.add} footer={<FormFooter formId="evaluation-new" busy={form.submitting} onClose={onClose} />}>
      <form id="evaluation-new" onSubmit={form.submit} noValidate>
        <FormGrid columns={2}>
          <SelectField
            label={m.evaluations.training}
            required
            options={registrations.map((r) => ({ value: String(r.training.id), label: r.training.name }))}
            value={String(values.training)}
            onChange={(e) => form.set('training', e.target.value)}
            error={form.error('training')}
          />
          <DateField label={m.evaluations.date} required value={values.evaluationDate} onChange={(e) => form.set('evaluationDate', e.target.value)} error={form.error('evaluationDate')} />
          <NumberField
            label={m.evaluations.hours}
            required
            min={0}
            step={0.5}
            suffix="h"
            value={Number.isNaN(values.forecastHours) ? '' : values.forecastHours}
            onValueChange={(value) => form.set('forecastHours', value === '' ? Number.NaN : Number(value))}
            error={form.error('forecastHours')}
          />
          <SelectField
            label={m.evaluations.evaluator}
            placeholder={m.evaluations.evaluatorPlaceholder}
            options={members.map((member) => ({ value: String(member.id), label: formatFullName(member) }))}
            value={String(values.evaluator ?? '')}
            onChange={(e) => form.set('evaluator', e.target.value)}
          />
          <FormGridFull>
            <TextArea label={m.evaluations.comment} rows={3} value={values.comment ?? ''} onChange={(e) => form.set('comment', e.target.value)} error={form.error('comment')} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Modal>
  );
}
