import { useForm } from '../../../shared/form/useForm';
import { useTrainings } from '../../../shared/references/hooks';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { DateField, FormGrid, FormGridFull, FormModal, SelectField } from '../../../shared/ui';
import { useCreateLearner } from '../hooks/learner';
import { useOnboardedTrainingFields } from '../hooks/trainings';
import { learnersMessages as m } from '../messages';
import { learnerFormSchema, type LearnerFormInput } from '../schema';
import type { Learner } from '../types';
import { FinancierField } from './FinancierField';
import { IdentityFields, identityValues } from './IdentityFields';
import * as styles from './forms.css';

export interface LearnerCreateModalProps {
  onClose: () => void;
  onCreated: (learner: Learner) => void;
  /** Values to start from (the form as it was left for « Nouvel organisme », with the new organisation). */
  restored?: Partial<LearnerFormInput> | undefined;
  /** « Nouvel organisme »: leaves with the values typed so far. */
  onNewOrganisation: (values: LearnerFormInput) => void;
}

/** Creates a learner with their first training registration (training, speciality, financier, start). */
export function LearnerCreateModal({ onClose, onCreated, restored, onNewOrganisation }: LearnerCreateModalProps) {
  const user = useSessionUser();
  const create = useCreateLearner();
  const trainings = useTrainings().data?.items ?? [];
  const form = useForm({
    schema: learnerFormSchema,
    initial: { ...identityValues(null, user ? (currentAgencyId(user) ?? '') : ''), training: '', field: '', financier: '', startDate: '', ...restored },
    onSubmit: async (payload) => {
      const result = await create.run(payload);
      if (result.ok) onCreated(result.value);
      return result;
    },
  });
  const { values } = form;
  const fields = useOnboardedTrainingFields(values.agency === '' || values.agency === undefined ? null : Number(values.agency)).data?.items ?? [];
  const code = trainings.find((t) => String(t.id) === String(values.training))?.code;
  const error = (path: string) => form.error(path) ?? form.error(`registration.${path}`);

  return (
    <FormModal title={m.create} formId="learner-new" onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <IdentityFields values={values} set={form.set} error={form.error} />
        <FormGridFull>
          <h3 className={styles.subheading}>{m.fields.registration}</h3>
        </FormGridFull>
        <SelectField
          label={m.fields.training}
          placeholder={m.fields.trainingPlaceholder}
          options={trainings.map((t) => ({ value: String(t.id), label: t.name }))}
          value={String(values.training ?? '')}
          onChange={(e) => {
            form.set('training', e.target.value);
            form.set('field', '');
          }}
          error={error('training')}
        />
        <SelectField
          label={m.fields.field}
          placeholder={m.fields.fieldPlaceholder}
          disabled={!code}
          options={fields.filter((f) => f.trainingCode === code).map((f) => ({ value: String(f.id), label: f.name }))}
          value={String(values.field ?? '')}
          onChange={(e) => form.set('field', e.target.value)}
          error={error('field')}
        />
        <FinancierField
          disabled={!code}
          value={String(values.financier ?? '')}
          onChange={(value) => form.set('financier', value)}
          error={error('financier')}
          onNewOrganisation={() => onNewOrganisation(values)}
        />
        <DateField label={m.fields.startDate} disabled={!code} value={String(values.startDate ?? '')} onChange={(e) => form.set('startDate', e.target.value)} error={error('startDate')} />
      </FormGrid>
    </FormModal>
  );
}
