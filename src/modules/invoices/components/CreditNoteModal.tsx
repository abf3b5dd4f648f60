import { useState } from 'react';
import { note } from '../../../shared/accounting/text.css';
import { computeTotals } from '../../../shared/accounting/totals';
import { formatMoney, formatNumber } from '../../../shared/i18n/format-lite';
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

  const typed = (line: number) => Number((quantities[line] ?? '').replace(',', '.'));
  /** The quantities the credit note takes: what is left on every line, or those typed (blank or 0: none). */
  const chosen = invoice.lines.flatMap((line) => {
    const quantity = mode === 'whole' ? (invoice.creditable.find((c) => c.invoiceLine === line.id)?.quantity ?? 0) : typed(line.id);
    return quantity > 0 ? [{ line, quantity }] : [];
  });
  // Computed as the server issues it (src/shared/accounting/totals.ts), shown before an irreversible document.
  const amount = computeTotals(chosen.map(({ line, quantity }) => ({ quantity, unitPrice: line.unitPrice, unitPriceTtc: line.unitPriceTtc, rate: line.tva.rate })));

  const submit = async () => {
    const lines = mode === 'some' ? chosen.map(({ line, quantity }) => ({ invoiceLine: line.id, quantity })) : undefined;
    const result = await create.run({ invoice: invoice.id, reason, ...(lines ? { lines } : {}) });
    if (result.ok) onClose();
    // The payload lists only the lines given a quantity: `lines.N.…` is the N-th of those, shown at its invoice line.
    else setErrors(Object.fromEntries(result.violations.map((v) => [lineOf(v.propertyPath, lines) ?? v.propertyPath, v.message])));
  };

  return (
    <FormModal title={m.creditNote.title} formId="credit-note-new" onClose={onClose} onSubmit={submit} submitLabel={m.creditNote.save} submitTone="danger" busy={create.busy} submitDisabled={chosen.length === 0 || amount.totalTtc <= 0} size="lg">
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
              onValueChange={(value) => setQuantities((q) => ({ ...q, [line.id]: value }))}
            />
          ))}
        <FormGridFull>
          <section aria-label={m.creditNote.preview} aria-live="polite">
            {chosen.length === 0 ? (
              <p className={note}>{m.creditNote.nothing}</p>
            ) : (
              <>
                <p>
                  <strong>{m.creditNote.amount(formatMoney(amount.totalTtc), formatMoney(amount.totalHt))}</strong>
                </p>
                <p className={note}>{m.creditNote.credits(invoice.number ?? '')}</p>
                <ul className={note}>
                  {chosen.map(({ line, quantity }) => (
                    <li key={line.id}>{m.creditNote.creditedLine(formatNumber(quantity), line.label)}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </FormGridFull>
      </FormGrid>
      {errors.lines && <p role="alert">{errors.lines}</p>}
    </FormModal>
  );
}
