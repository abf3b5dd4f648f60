import { useState } from 'react';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDialog, RadioGroup, Stack } from '../../../shared/ui';
import { useDeleteSlot, useSlot } from '../hooks/slot';
import { planningMessages } from '../messages';

const m = planningMessages.deleteDialog;

/** Confirms a deletion; for a recurrent slot, this occurrence only or the following ones too. */
export function DeleteSlotDialog({ slotId, onDone }: { slotId: number; onDone: () => void }) {
  const { data: slot } = useSlot(slotId);
  const remove = useDeleteSlot();
  const [scope, setScope] = useState<'one' | 'following'>('one');
  const label = slot ? `${slot.title ?? slot.activity?.name ?? slot.agenda.name} — ${slot.schedule.startTime}` : '';
  return (
    <ConfirmDialog
      open
      danger
      busy={remove.busy}
      title={m.title}
      confirmLabel={common.delete}
      message={
        <Stack gap="sm">
          <span>{m.message(label)}</span>
          {slot?.recurrence && (
            <RadioGroup
              label={m.recurrent}
              name="delete-scope"
              options={[
                { value: 'one', label: m.onlyThis },
                { value: 'following', label: m.following },
              ]}
              value={scope}
              onChange={(value) => setScope(value as 'one' | 'following')}
            />
          )}
        </Stack>
      }
      onCancel={onDone}
      onConfirm={async () => {
        if (!slot) return;
        const result = await remove.run(slot, scope);
        if (result.ok) onDone();
      }}
    />
  );
}
