import useSWR from 'swr';
import { useCan } from '../../../shared/auth/usePermissions';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { createEvaluation, createRegistration, deleteEvaluation, EVALUATIONS_PATH, listEvaluations, listOnboardedTrainingFields, updateRegistration } from '../api';
import { learnerKeys, LEARNER_READS } from '../keys';
import { learnersMessages as m } from '../messages';
import type { RegistrationPatch } from '../schema';
import { useUpdateLearner } from './learner';

// The record's trainings tab: registrations to trainings, the current training and evaluations.

/** The specialities a learner of `agency` may be registered to: those of the trainings the agency offers. */
export function useOnboardedTrainingFields(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : learnerKeys.onboardedTrainingFields(agency), ([, params]) => listOnboardedTrainingFields(client, params));
}

export function useCreateRegistration() {
  return useMutation(createRegistration, { success: m.registrationCreated, fallbackError: m.registrationError, revalidate: LEARNER_READS });
}

export function useUpdateRegistration() {
  return useMutation((client, id: number, patch: RegistrationPatch) => updateRegistration(client, id, patch), {
    success: m.saved,
    fallbackError: m.registrationError,
    revalidate: LEARNER_READS,
  });
}

/**
 * Changes the current training. Spec part 2 §5: it needs the learners-modify permission; without it
 * nothing happens (no call, no alert).
 */
export function useChangeCurrentTraining() {
  const allowed = useCan('isModifyLearners');
  const mutation = useUpdateLearner();
  return {
    allowed,
    busy: mutation.busy,
    run: async (learnerId: number, training: number) => (allowed ? mutation.run(learnerId, { training }) : null),
  };
}

export function useEvaluations(learnerId: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.evaluations(learnerId), ([, params]) => listEvaluations(client, params));
}

export function useCreateEvaluation() {
  return useMutation(createEvaluation, { success: m.evaluationCreated, fallbackError: m.evaluationError, revalidate: [EVALUATIONS_PATH, ...LEARNER_READS] });
}

export function useDeleteEvaluation() {
  return useMutation((client, id: number) => deleteEvaluation(client, id), {
    success: m.evaluationDeleted,
    fallbackError: m.evaluationError,
    revalidate: [EVALUATIONS_PATH, ...LEARNER_READS],
  });
}
