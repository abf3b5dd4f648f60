import { useTrainings } from '../../../shared/references/hooks';
import { SelectField } from '../../../shared/ui';
import { packageMessages as m } from '../messages';

/** The licence a package or a service is for (« B – Permis B »), or none in particular. */
export function TrainingField({ value, error, onChange }: { value: string; error?: string; onChange: (training: string) => void }) {
  const trainings = useTrainings().data?.items ?? [];
  return (
    <SelectField
      label={m.fields.training}
      placeholder={m.fields.noTraining}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      options={trainings.map((t) => ({ value: String(t.id), label: `${t.code} – ${t.name}` }))}
    />
  );
}
