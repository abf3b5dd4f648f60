import { useState } from 'react';
import { note } from '../../../shared/accounting/text.css';
import { FormGrid, FormGridFull, FormModal, NumberField, RadioGroup, TextField } from '../../../shared/ui';
import { useCreateCreditNote } from '../hooks';
import { invoiceMessages as m } from '../messages';
import type { InvoiceDetails } from '../types';

const lineKey = (invoiceLine: number) => `line.${invoiceLine}`;

/** The error key of the invoice line a violation on the payload's `lines.N.…` is about. */
function lineOf(propertyPath: string, sent: { invoiceLine: number }[] | undefined): string | null {
  const index = /^lines\.(\d+)\./.exec(propertyPath)?.[1];
  const line = index === undefined ? undefined : sent?.[Number(index)];
  return line ? lineKey(line.invoiceLine) : null;
}

/** A credit note for the whole rest of an invoice, or for some quantities of its lines. */
export function CreditNoteModal({ invoice, onClose }: { invoice: InvoiceDetails; onClose: () => void }) {
  const create = useCreateCreditNote();
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<'whole' | 'some'>('whole');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const lines =
      mode === 'some'
        ? invoice.lines.flatMap((line) => {
            const raw = quantities[line.id] ?? '';
            return raw === '' || Number(raw) === 0 ? [] : [{ invoiceLine: line.id, quantity: Number(raw) }];
          })
        : undefined;
    const result = await create.run({ invoice: invoice.id, reason, ...(lines ? { lines } : {}) });
    if (result.ok) onClose();
    // The payload lists only the lines given a quantity: `lines.N.…` is the N-th of those, shown at its invoice line.
    else setErrors(Object.fromEntries(result.violations.map((v) => [lineOf(v.propertyPath, lines) ?? v.propertyPath, v.message])));
  };

  return (
    <FormModal title={m.creditNote.title} formId="credit-note-new" onClose={onClose} onSubmit={submit} submitLabel={m.creditNote.save} submitTone="danger" busy={create.busy} size="lg">
      <FormGrid columns={2}>
        <FormGridFull>
          <p className={note}>{m.creditNote.hint}</p>
        </FormGridFull>
        <FormGridFull>
          <TextField label={m.creditNote.reason} required value={reason} error={errors.reason} onChange={(e) => setReason(e.target.value)} />
        </FormGridFull>
        <FormGridFull>
          <RadioGroup
            name="credit-note-mode"
            label={m.creditNote.title}
            value={mode}
            onChange={(value) => setMode(value as 'whole' | 'some')}
            options={[
              { value: 'whole', label: m.creditNote.whole },
              { value: 'some', label: m.creditNote.some },
            ]}
          />
        </FormGridFull>
        {mode === 'some' &&
          invoice.lines.map((line) => (
            <NumberField
              key={line.id}
              label={m.creditNote.quantity(line.label)}
              min={0}
              max={line.quantity}
              step={0.01}
              value={quantities[line.id] ?? ''}
              error={errors[lineKey(line.id)]}
              onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
            />
          ))}
      </FormGrid>
      {errors.lines && <p role="alert">{errors.lines}</p>}
    </FormModal>
  );
}
