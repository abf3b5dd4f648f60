import { LEARNER_WRITE } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { useOrganisationOptions } from '../../../shared/references/hooks';
import { Button, SelectField } from '../../../shared/ui';
import { learnersMessages as m } from '../messages';
import * as styles from './forms.css';

export interface FinancierFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Leaves the form for the organisation form; it comes back with the new organisation chosen. */
  onNewOrganisation: () => void;
}

/** The financier picker of the learner forms, with « Nouvel organisme » beside it for those who may create one. */
export function FinancierField({ value, onChange, error, disabled = false, onNewOrganisation }: FinancierFieldProps) {
  const organisations = useOrganisationOptions().data?.items ?? [];
  const canCreate = useCan(...LEARNER_WRITE);
  return (
    <div className={styles.picker}>
      <SelectField
        label={m.fields.financier}
        placeholder={m.fields.financierPlaceholder}
        disabled={disabled}
        options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      {canCreate && (
        <Button tone="ghost" size="sm" icon="plus" className={styles.pickerAction} title={m.fields.newOrganisationHint} onClick={onNewOrganisation}>
          {m.fields.newOrganisation}
        </Button>
      )}
    </div>
  );
}
