import { useForm } from '../../../shared/form/useForm';
import { common } from '../../../shared/i18n/messages';
import { Button, FormActions, FormGrid, Modal } from '../../../shared/ui';
import { useUpdateLearner } from '../hooks';
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
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={m.edit}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button type="submit" form={`learner-${learner.id}`} loading={form.submitting}>
            {common.save}
          </Button>
        </FormActions>
      }
    >
      <form id={`learner-${learner.id}`} onSubmit={form.submit} noValidate>
        <FormGrid columns={2}>
          <IdentityFields values={form.values} set={form.set} error={form.error} />
        </FormGrid>
      </form>
    </Modal>
  );
}
