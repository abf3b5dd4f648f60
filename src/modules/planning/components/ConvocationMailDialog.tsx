import { formatFullName } from '../../../shared/i18n/format';
import { ConfirmDialog, Stack } from '../../../shared/ui';
import { mailConvocation } from '../api';
import { useSendMail } from '../hooks/files';
import { planningMessages } from '../messages';
import type { Slot } from '../types';

const m = planningMessages.convocationMail;

/** « Envoyer la convocation »: names who receives it (and who cannot, without an address) before it leaves. */
export function ConvocationMailDialog({ slot, onDone }: { slot: Pick<Slot, 'id' | 'slotLearners'>; onDone: () => void }) {
  const mail = useSendMail(mailConvocation);
  const reachable = slot.slotLearners.filter((entry) => entry.learner.email);
  const unreachable = slot.slotLearners.filter((entry) => !entry.learner.email);
  const confirm = async () => {
    const result = await mail.run({ id: slot.id });
    if (result.ok) onDone();
  };
  return (
    <ConfirmDialog
      open
      busy={mail.busy}
      title={m.title}
      confirmLabel={m.send}
      onCancel={onDone}
      onConfirm={() => void confirm()}
      message={
        <Stack gap="sm">
          <span>{m.to(reachable.length)}</span>
          <ul aria-label={m.recipients}>
            {reachable.map((entry) => (
              <li key={entry.id}>{`${formatFullName(entry.learner)} <${entry.learner.email}>`}</li>
            ))}
          </ul>
          {unreachable.length > 0 && <span>{m.unreachable(unreachable.map((entry) => formatFullName(entry.learner)).join(', '))}</span>}
        </Stack>
      }
    />
  );
}
