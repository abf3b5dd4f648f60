import { useState } from 'react';
import { fieldErrorsFromViolations, fieldErrorsOf, type FieldErrors } from '../../../shared/form/useForm';
import { dayjs } from '../../../shared/i18n/dayjs';
import { Checkbox, ConfirmDialog, Stack, TextArea } from '../../../shared/ui';
import { useCancelSlot } from '../hooks/slot';
import { planningMessages } from '../messages';
import { slotCancelSchema } from '../schema';
import type { Slot } from '../types';

const m = planningMessages.details;

/** « Annuler le créneau »: a reason (required) and, when the slot has learners, whether to tell them by e-mail. */
export function CancelSlotDialog({ slot, onDone }: { slot: Pick<Slot, 'id' | 'date' | 'schedule' | 'slotLearners'>; onDone: () => void }) {
  const cancel = useCancelSlot();
  const learners = slot.slotLearners.length;
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(learners > 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const confirm = async () => {
    const parsed = slotCancelSchema.safeParse({ cancelReason: reason, notifyLearners: learners > 0 && notify });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const result = await cancel.run(slot.id, parsed.data);
    if (result.ok) onDone();
    else setErrors(fieldErrorsFromViolations(result.violations));
  };
  return (
    <ConfirmDialog
      open
      danger
      busy={cancel.busy}
      title={m.cancelConfirmTitle}
      confirmLabel={m.cancelConfirmButton}
      cancelLabel={m.keepSlot}
      onCancel={onDone}
      onConfirm={() => void confirm()}
      message={
        <Stack gap="sm">
          <span>{m.cancelConfirm(`${dayjs(slot.date).format('dddd D MMMM YYYY')} de ${slot.schedule.startTime} à ${slot.schedule.endTime}`)}</span>
          <TextArea label={m.cancelReason} hint={m.cancelReasonHint} required rows={2} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.cancelReason} />
          {learners > 0 && <Checkbox label={m.notifyLearners(learners)} checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
        </Stack>
      }
    />
  );
}
