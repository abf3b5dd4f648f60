import { SelectField, type SelectFieldProps } from '../ui';

export interface AgencyFieldProps extends Omit<SelectFieldProps, 'options' | 'required'> {
  /** The agencies the caller may choose from (the session user's, usually). */
  agencies: readonly { id: number; name: string }[];
}

/**
 * The agency a new record belongs to: required, and fixed when there is only one to choose (or
 * when `disabled`, e.g. a record that cannot change agency once created).
 */
export function AgencyField({ agencies, disabled = false, ...field }: AgencyFieldProps) {
  return <SelectField {...field} required disabled={disabled || agencies.length < 2} options={agencies.map((agency) => ({ value: String(agency.id), label: agency.name }))} />;
}
