import { useOrganisationOptions } from '../references/hooks';
import { AgencyField } from '../session/AgencyField';
import { FormGridFull, SelectField, TextField } from '../ui';
import { accountingText } from './messages';
import type { NewBillHead } from './new-bill';

const t = accountingText.newBill;

export interface NewBillFieldsProps {
  value: NewBillHead;
  onChange: (change: Partial<NewBillHead>) => void;
  agencies: readonly { id: number; name: string }[];
  errors: Record<string, string>;
}

/** The agency, the paying organisation (none: the learner pays) and the object of a new quotation or invoice. */
export function NewBillFields({ value, onChange, agencies, errors }: NewBillFieldsProps) {
  const organisations = useOrganisationOptions().data?.items ?? [];
  return (
    <>
      <AgencyField label={t.agency} agencies={agencies} placeholder={t.agencyPlaceholder} value={value.agency} error={errors.agency} onChange={(e) => onChange({ agency: e.target.value })} />
      <SelectField
        label={t.organization}
        placeholder={t.organizationNone}
        value={value.organization}
        error={errors.organization}
        onChange={(e) => onChange({ organization: e.target.value })}
        options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
      />
      <FormGridFull>
        <TextField label={t.title} value={value.title} error={errors.title} onChange={(e) => onChange({ title: e.target.value })} />
      </FormGridFull>
    </>
  );
}
