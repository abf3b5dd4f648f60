import { useState, type ReactNode } from 'react';
import type { MutationResult } from '../swr/useMutation';
import { Button, FormActions } from '../ui';

/** Field errors of the last save, by property path. */
export type FieldErrors = Record<string, string>;

/**
 * A section of a quotation's or an invoice's screen edited in place: `save` sends the fields, the
 * violations of a refusal land under them, and the save button shows while the document is editable.
 */
export function DocumentSectionForm({ editable, busy, saveLabel, save, children }: {
  editable: boolean;
  busy: boolean;
  saveLabel: string;
  save: () => Promise<MutationResult<unknown>>;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await save();
        setErrors(result.ok ? {} : Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
      }}
    >
      {children(errors)}
      {editable && (
        <FormActions>
          <Button type="submit" loading={busy}>
            {saveLabel}
          </Button>
        </FormActions>
      )}
    </form>
  );
}
