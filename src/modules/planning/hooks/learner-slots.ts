import { useMemo } from 'react';
import useSWR from 'swr';
import { useSearchParams } from '../../../shared/router/search-params';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { listLearnerSlots } from '../api';
import { isoDay } from '../calendar/dates';
import { slotPeriodBound, type SlotPeriod } from '../calendar/slot-period';
import { planningKeys } from '../keys';

// The learner record's « services consumed » tab.

/** A learner's slots, all of them or only the past or the future ones (`?creneaux=passes|a-venir` in the URL). */
export function useLearnerSlots(learnerId: number) {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const periods = useMemo(() => (params.get('creneaux') ?? '').split(',').flatMap((v) => (v === 'passes' ? ['past' as const] : v === 'a-venir' ? ['future' as const] : [])), [params]);
  const bound = slotPeriodBound(periods, isoDay(new Date()));
  const query = useSWR(planningKeys.learnerSlots(learnerId, bound), () => listLearnerSlots(client, learnerId, bound));
  const setPeriods = (next: readonly SlotPeriod[]) => setParams({ creneaux: next.length ? next.map((p) => (p === 'past' ? 'passes' : 'a-venir')).join(',') : null }, { replace: true });
  return { ...query, periods, setPeriods };
}

