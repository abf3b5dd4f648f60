import { formatFullName } from '../../../shared/i18n/format';
import { Button, Inline } from '../../../shared/ui';
import { useAvailableLearners } from '../hooks/slot';
import { planningMessages } from '../messages';
import type { Slot } from '../types';
import * as styles from './SlotDetailsModal.css';

const m = planningMessages.details;

/** The learners whose availability covers the slot (`GET /learners/available`), not enrolled yet: one click enrols one. */
export function AvailableLearners({ slot, busy, onAdd }: { slot: Slot; busy: boolean; onAdd: (learnerId: number) => void }) {
  const enrolled = new Set(slot.slotLearners.map((entry) => entry.learner.id));
  const available = (useAvailableLearners(slot).data?.items ?? []).filter((learner) => !enrolled.has(learner.id));
  if (available.length === 0) return null;
  return (
    <Inline gap="xs">
      <span className={styles.muted}>{m.availableLearners}</span>
      {available.map((learner) => (
        <Button key={learner.id} size="sm" tone="secondary" icon="plus" disabled={busy} aria-label={m.addAvailable(formatFullName(learner))} onClick={() => onAdd(learner.id)}>
          {formatFullName(learner)}
        </Button>
      ))}
    </Inline>
  );
}
