import { useForm } from '../../../shared/form/useForm';
import { FormGrid, FormModal } from '../../../shared/ui';
import { useUpdateLearner } from '../hooks/learner';
import { learnersMessages as m } from '../messages';
import { learnerIdentitySchema } from '../schema';
import type { Learner } from '../types';
import { IdentityFields, identityValues } from './IdentityFields';

/** Edits the learner's identity, contact, NEPH, agency and prospect flag (merge-patch). */
export function LearnerEditModal({ learner, onClose }: { learner: Learner; onClose: () => void }) {
  const update = useUpdateLearner();
  const form = useForm({
    schema: learnerIdentitySchema,
    initial: identityValues(learner, learner.agency.id),
    onSubmit: async (patch) => {
      const result = await update.run(learner.id, patch);
      if (result.ok) onClose();
      return result;
    },
  });
  return (
    <FormModal title={m.edit} formId={`learner-${learner.id}`} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <IdentityFields values={form.values} set={form.set} error={form.error} />
      </FormGrid>
    </FormModal>
  );
}
