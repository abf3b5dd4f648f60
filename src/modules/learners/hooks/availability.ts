import useSWR from 'swr';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { AVAILABILITY_PATH, createAvailability, listAvailability, updateAvailability } from '../api';
import { learnerKeys } from '../keys';
import { learnersMessages as m } from '../messages';
import type { AvailabilityCreate, AvailabilityPatch } from '../schema';

// The record's availability tab: the learner's weekly schedule.

export function useAvailability(learnerId: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.availability(learnerId), () => listAvailability(client, learnerId));
}

/** Creates the learner's schedule, or updates it when it exists. */
export function useSaveAvailability() {
  return useMutation(
    (client, existingId: number | null, payload: AvailabilityCreate) => {
      if (existingId === null) return createAvailability(client, payload);
      const patch: AvailabilityPatch = { period: payload.period, schedules: payload.schedules };
      return updateAvailability(client, existingId, patch);
    },
    { success: m.saved, fallbackError: m.availabilityError, revalidate: [AVAILABILITY_PATH] },
  );
}
