import { SelectField, Stack } from '../../../shared/ui';
import { IMPORT_FIELDS } from '../schema';
import { dataTransferMessages } from '../messages';
import type { ImportKind, ImportMapping } from '../types';

const t = dataTransferMessages.importer;

interface Props {
  kind: ImportKind;
  headers: readonly string[];
  /** The first line's value of each column, as an example. */
  example: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/**
 * The mapping step: one choice per column of the file, the Volant field it fills or « Ne pas
 * importer »; a field already taken by another column is not offered again.
 */
export function ColumnMapping({ kind, headers, example, mapping, onChange }: Props) {
  const fields = IMPORT_FIELDS[kind];
  return (
    <Stack gap="sm">
      <p>{t.mappingHelp}</p>
      {headers.map((header, index) => (
        <SelectField
          key={index}
          label={header || `Colonne ${index + 1}`}
          hint={example[index] ? t.example(example[index]) : undefined}
          value={mapping[index] ?? ''}
          options={[
            { value: '', label: t.ignoreColumn },
            ...fields.map((f) => ({ value: f.key, label: f.required ? `${f.label} (${t.required})` : f.label, disabled: mapping.includes(f.key) && mapping[index] !== f.key })),
          ]}
          onChange={(e) => onChange(mapping.map((value, i) => (i === index ? e.target.value || null : value)))}
        />
      ))}
    </Stack>
  );
}
