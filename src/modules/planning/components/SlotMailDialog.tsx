import { useState } from 'react';
import { fieldErrorsFromViolations, fieldErrorsOf, type FieldErrors } from '../../../shared/form/useForm';
import { formatFullName } from '../../../shared/i18n/format';
import { mailSendSchema, type SlotMailRecipient } from '../../../shared/mail/send';
import { Checkbox, ConfirmDialog, InlineAlert, Stack, TextArea, TextField } from '../../../shared/ui';
import { sendSlotMail } from '../api';
import { useSendMail } from '../hooks/files';
import { planningMessages } from '../messages';
import type { Slot } from '../types';

const m = planningMessages.slotMail;

/**
 * « Écrire un e-mail » of a slot (`POST /mail/send`): to its learners and/or its trainer, an object
 * and a message. The alert says « envoyé » only once the SMTP server accepted every message.
 */
export function SlotMailDialog({ slot, onDone }: { slot: Pick<Slot, 'id' | 'slotLearners' | 'teamMember'>; onDone: () => void }) {
  const send = useSendMail(sendSlotMail);
  const learners = slot.slotLearners.length;
  const [recipients, setRecipients] = useState<SlotMailRecipient[]>(learners > 0 ? ['learners'] : ['trainer']);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const toggle = (recipient: SlotMailRecipient, on: boolean) => setRecipients((current) => (on ? [...current, recipient] : current.filter((r) => r !== recipient)));
  const confirm = async () => {
    const parsed = mailSendSchema.safeParse({ slot: slot.id, recipients, subject, message });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const result = await send.run(parsed.data);
    if (result.ok) onDone();
    else setErrors(fieldErrorsFromViolations(result.violations));
  };
  return (
    <ConfirmDialog
      open
      busy={send.busy}
      title={m.title}
      confirmLabel={m.send}
      cancelLabel={m.cancel}
      onCancel={onDone}
      onConfirm={() => void confirm()}
      message={
        <Stack gap="sm">
          <Stack gap="xs" role="group" aria-label={m.recipients}>
            {learners > 0 && <Checkbox label={m.learners(learners)} checked={recipients.includes('learners')} onChange={(e) => toggle('learners', e.target.checked)} />}
            {slot.teamMember && (
              <Checkbox label={m.trainer(formatFullName(slot.teamMember))} checked={recipients.includes('trainer')} onChange={(e) => toggle('trainer', e.target.checked)} />
            )}
            {errors.recipients && <InlineAlert tone="danger">{errors.recipients}</InlineAlert>}
          </Stack>
          <TextField label={m.subject} required maxLength={160} value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
          <TextArea label={m.message} hint={m.hint} required rows={5} value={message} onChange={(e) => setMessage(e.target.value)} error={errors.message} />
        </Stack>
      }
    />
  );
}
