import { useEffect, useMemo, useState } from 'react';
import type { MutationResult } from '../swr/useMutation';
import { Button, FormActions } from '../ui';
import { BillLinesEditor } from './BillLinesEditor';
import { checkDrafts, draftFromLine, type LineDraft } from './drafts';
import type { BillLineInput } from './lines';
import type { BillLine } from './types';

export interface BillLinesFormProps {
  agencyId: number;
  /** The lines as the server has them: the form starts again from them whenever they change. */
  lines: readonly BillLine[];
  /** A draft's lines can change; an issued document's are shown read-only, without the button. */
  editable: boolean;
  saveLabel: string;
  /** Saves every line at once; the server's violations show beside their fields. */
  save: (lines: BillLineInput[]) => Promise<MutationResult<unknown>>;
  busy: boolean;
}

/** A bill's lines (quotation or invoice), edited in place and checked before they are saved together. */
export function BillLinesForm({ agencyId, lines, editable, saveLabel, save, busy }: BillLinesFormProps) {
  const initial = useMemo(() => lines.map(draftFromLine), [lines]);
  const [drafts, setDrafts] = useState<LineDraft[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDrafts(initial), [initial]);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const checked = checkDrafts(drafts);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        const result = await save(checked.lines);
        setErrors(result.ok ? {} : Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
      }}
    >
      <BillLinesEditor agencyId={agencyId} lines={drafts} onChange={setDrafts} errors={errors} disabled={!editable} />
      {editable && (
        <FormActions>
          <Button type="submit" tone="primary" icon="check" loading={busy}>
            {saveLabel}
          </Button>
        </FormActions>
      )}
    </form>
  );
}
