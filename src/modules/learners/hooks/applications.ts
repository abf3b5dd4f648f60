import useSWR from 'swr';
import { useCan } from '../../../shared/auth/usePermissions';
import { useAgencyApplicationOptions } from '../../../shared/references/hooks';
import type { AgencyApplicationOption, TrainingApplicationOption } from '../../../shared/references/types';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { APPLICATION_REGISTRATIONS_PATH, createApplicationRegistration, deleteApplicationRegistration, listApplicationRegistrations } from '../api';
import { learnerKeys } from '../keys';
import { learnersMessages as m } from '../messages';
import type { ApplicationRegistration, Learner } from '../types';

// The trainings tab's applications section: the learner's registrations to applications.

/** A learner's registrations to applications (all of them: an agency has a handful of applications). */
export function useApplicationRegistrations(learnerId: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.applicationRegistrations(learnerId), ([, params]) => listApplicationRegistrations(client, params));
}

export function useCreateApplicationRegistration() {
  return useMutation(createApplicationRegistration, {
    success: m.applicationRegistered,
    fallbackError: m.applicationError,
    revalidate: [APPLICATION_REGISTRATIONS_PATH],
  });
}

export function useDeleteApplicationRegistration() {
  return useMutation((client, id: number) => deleteApplicationRegistration(client, id), {
    success: m.applicationUnregistered,
    fallbackError: m.applicationError,
    revalidate: [APPLICATION_REGISTRATIONS_PATH],
  });
}

/** An application (and training, for those that work per training) the learner may be registered to. */
export interface ApplicationChoice {
  key: string;
  application: number;
  training: number | null;
  label: string;
}

/**
 * What the learner may still be registered to: the applications switched on for their agency as a
 * whole; for those that work per training, once per training of the learner switched on too.
 */
export function applicationChoices(
  learner: Pick<Learner, 'agencytraininglearners'>,
  applications: readonly AgencyApplicationOption[],
  trainingApplications: readonly TrainingApplicationOption[],
  registrations: readonly Pick<ApplicationRegistration, 'application' | 'training'>[],
): ApplicationChoice[] {
  const taken = new Set(registrations.map((r) => `${r.application.id}:${r.training?.id ?? ''}`));
  const choices: ApplicationChoice[] = [];
  for (const app of applications) {
    if (!app.isActive) continue;
    if (!app.perTraining) {
      choices.push({ key: `${app.id}:`, application: app.id, training: null, label: app.name });
      continue;
    }
    for (const { training } of learner.agencytraininglearners) {
      const on = trainingApplications.some((t) => t.isActive && t.application.id === app.id && t.training?.id === training.id);
      if (on) choices.push({ key: `${app.id}:${training.id}`, application: app.id, training: training.id, label: `${app.name} — ${training.name}` });
    }
  }
  return choices.filter((c) => !taken.has(c.key));
}

/** The learner's applications, what is left to register to, and the agency's applications' load state. */
export function useLearnerApplications(learner: Learner) {
  const registrations = useApplicationRegistrations(learner.id);
  const offer = useAgencyApplicationOptions(learner.agency.id);
  const allowed = useCan('isModifyLearners');
  const items = registrations.data?.items;
  const choices = items && offer.applications && offer.trainingApplications ? applicationChoices(learner, offer.applications, offer.trainingApplications, items) : [];
  return {
    items: items ?? [],
    choices,
    allowed,
    isLoading: registrations.isLoading,
    choicesLoading: offer.isLoading,
    choicesError: offer.error,
    error: registrations.error as unknown,
    refresh: () => registrations.mutate(),
  };
}
