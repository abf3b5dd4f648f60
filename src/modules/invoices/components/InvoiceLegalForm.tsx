import { useState } from 'react';
import { DocumentSectionForm } from '../../../shared/accounting/DocumentSectionForm';
import { FormGrid, FormGridFull, NumberField, TextArea, TextField } from '../../../shared/ui';
import { useUpdateInvoiceInformation } from '../hooks';
import { invoiceMessages as m } from '../messages';
import type { InvoiceDetails } from '../types';

/** Section « Informations légales »: the customer as printed, the object, remarks and payment terms (a draft only). */
export function InvoiceLegalForm({ invoice, editable }: { invoice: InvoiceDetails; editable: boolean }) {
  const update = useUpdateInvoiceInformation();
  const [customerName, setCustomerName] = useState(invoice.customerName);
  const [customerAddress, setCustomerAddress] = useState(invoice.customerAddress ?? '');
  const [customerEmail, setCustomerEmail] = useState(invoice.customerEmail ?? '');
  const [title, setTitle] = useState(invoice.title ?? '');
  const [notes, setNotes] = useState(invoice.notes ?? '');
  const [terms, setTerms] = useState(invoice.paymentTermsDays === null ? '' : String(invoice.paymentTermsDays));

  const save = () =>
    update.run(invoice.id, {
      customerName,
      customerAddress: customerAddress || null,
      customerEmail: customerEmail || null,
      title: title || null,
      notes: notes || null,
      ...(terms === '' ? {} : { paymentTermsDays: Number(terms) }),
    });
  return (
    <DocumentSectionForm editable={editable} busy={update.busy} saveLabel={m.saveLegal} save={save}>
      {(errors) => (
        <FormGrid columns={2}>
          <TextField label={m.fields.customerName} required disabled={!editable} value={customerName} error={errors.customerName} onChange={(e) => setCustomerName(e.target.value)} />
          <TextField label={m.fields.customerEmail} type="email" disabled={!editable} value={customerEmail} error={errors.customerEmail} onChange={(e) => setCustomerEmail(e.target.value)} />
          <FormGridFull>
            <TextArea label={m.fields.customerAddress} disabled={!editable} value={customerAddress} error={errors.customerAddress} onChange={(e) => setCustomerAddress(e.target.value)} />
          </FormGridFull>
          <TextField label={m.fields.title} disabled={!editable} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
          <NumberField
            label={m.fields.paymentTermsDays}
            hint={m.fields.paymentTermsHint}
            suffix="jours"
            min={0}
            max={60}
            step={1}
            disabled={!editable}
            value={terms}
            error={errors.paymentTermsDays}
            onValueChange={(value) => setTerms(value)}
          />
          <FormGridFull>
            <TextArea label={m.fields.notes} disabled={!editable} value={notes} error={errors.notes} onChange={(e) => setNotes(e.target.value)} />
          </FormGridFull>
        </FormGrid>
      )}
    </DocumentSectionForm>
  );
}
