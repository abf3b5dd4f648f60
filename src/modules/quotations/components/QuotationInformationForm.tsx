import { useState } from 'react';
import { DocumentSectionForm } from '../../../shared/accounting/DocumentSectionForm';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import { useOrganisationOptions } from '../../../shared/references/hooks';
import { DateField, FormGrid, FormGridFull, SelectField, TextArea, TextField } from '../../../shared/ui';
import { useUpdateQuotation } from '../hooks';
import { quotationMessages as m } from '../messages';
import type { QuotationDetails } from '../types';

/** The section « Informations » of a quotation: learner, payer, object, remarks, validity. */
export function QuotationInformationForm({ quotation, editable }: { quotation: QuotationDetails; editable: boolean }) {
  const update = useUpdateQuotation();
  const organisations = useOrganisationOptions().data?.items ?? [];
  const [learner, setLearner] = useState(quotation.learner);
  const [organization, setOrganization] = useState(quotation.organization ? String(quotation.organization.id) : '');
  const [title, setTitle] = useState(quotation.title ?? '');
  const [notes, setNotes] = useState(quotation.notes ?? '');
  const [validityDate, setValidityDate] = useState(quotation.validityDate ?? '');

  const save = () =>
    update.run(quotation.id, {
      ...(learner && learner.id !== quotation.learner?.id ? { learner: learner.id } : {}),
      organization: organization ? Number(organization) : null,
      title: title || null,
      notes: notes || null,
      validityDate: validityDate || null,
    });
  return (
    <DocumentSectionForm editable={editable} busy={update.busy} saveLabel={m.saveInformation} save={save}>
      {(errors) => (
        <FormGrid columns={2}>
          <LearnerPicker
            label={m.fields.learner}
            value={learner}
            disabled={!editable}
            error={errors.learner}
            params={{ agency: quotation.agency.id }}
            onChange={(picked) => setLearner({ '@id': `/api/learners/${picked.id}`, id: picked.id, firstName: picked.firstName, lastName: picked.lastName, email: picked.email })}
          />
          <SelectField
            label={m.fields.organization}
            placeholder={m.fields.organizationNone}
            disabled={!editable}
            value={organization}
            error={errors.organization}
            onChange={(e) => setOrganization(e.target.value)}
            options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
          />
          <TextField label={m.fields.title} disabled={!editable} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
          <DateField label={m.fields.validityDate} disabled={!editable} value={validityDate} error={errors.validityDate} onChange={(e) => setValidityDate(e.target.value)} />
          <FormGridFull>
            <TextArea label={m.fields.notes} disabled={!editable} value={notes} error={errors.notes} onChange={(e) => setNotes(e.target.value)} />
          </FormGridFull>
        </FormGrid>
      )}
    </DocumentSectionForm>
  );
}
