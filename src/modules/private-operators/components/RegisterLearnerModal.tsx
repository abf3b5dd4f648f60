import { useState } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { formatDate, formatFullName } from '../../../shared/i18n/format';
import { Combobox, FormModal } from '../../../shared/ui';
import { useCreateRegistration, useExamEligibleLearners } from '../hooks';
import { operatorMessages } from '../messages';
import { learnerRegistrationSchema } from '../schema';
import type { ExamSession } from '../types';

/** Registers an exam-eligible learner of the session's category (`POST /private-operators/learner-registration`). */
export function RegisterLearnerModal({ session, onClose }: { session: ExamSession; onClose: () => void }) {
  const create = useCreateRegistration();
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const learners = useExamEligibleLearners(search === chosenLabel ? '' : search, session.category);
  const form = useForm({
    schema: learnerRegistrationSchema,
    initial: { learner: '', session: session.id },
    onSubmit: async (payload) => {
      const result = await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  return (
    <FormModal
      title={operatorMessages.registerTitle(session.category, formatDate(session.date))}
      formId="exam-registration"
      onClose={onClose}
      submitLabel={operatorMessages.registerSubmit}
      form={form}
    >
      <Combobox
        label={operatorMessages.learnerField}
        hint={operatorMessages.learnerHint(session.category)}
        required
        placeholder={operatorMessages.learnerSearch}
        inputValue={search}
        onInputChange={setSearch}
        loading={learners.isLoading}
        emptyText={operatorMessages.noEligible}
        error={form.error('learner') ?? form.error('session') ?? (learners.error ? operatorMessages.eligibleError : undefined)}
        options={(learners.data?.items ?? []).map((l) => ({ value: String(l.id), label: formatFullName(l), detail: [l.agency.name, l.neph].filter(Boolean).join(' · ') }))}
        onSelect={(option) => {
          setChosenLabel(option.label);
          setSearch(option.label);
          form.set('learner', Number(option.value));
        }}
      />
    </FormModal>
  );
}
