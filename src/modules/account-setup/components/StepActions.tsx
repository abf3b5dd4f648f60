import { Button, FormActions } from '../../../shared/ui';
import { accountSetupMessages } from '../messages';

/** Back and save-and-continue buttons of a wizard step. */
export function StepActions({ onBack, onNext, busy, canGoBack, nextLabel = accountSetupMessages.next, disabled }: {
  onBack: () => void;
  onNext: () => void;
  busy: boolean;
  canGoBack: boolean;
  nextLabel?: string;
  disabled?: boolean;
}) {
  return (
    <FormActions>
      {canGoBack && (
        <Button tone="secondary" icon="chevronLeft" onClick={onBack}>
          {accountSetupMessages.back}
        </Button>
      )}
      <Button icon="check" loading={busy} disabled={disabled} onClick={onNext}>
        {nextLabel}
      </Button>
    </FormActions>
  );
}
