import type { z } from 'zod';
import { AgencyField } from '../../../shared/session/AgencyField';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Checkbox, DateField, FormGridFull, SelectField, TextField } from '../../../shared/ui';
import { learnersMessages as m } from '../messages';
import type { learnerIdentitySchema } from '../schema';

export type IdentityValues = z.input<typeof learnerIdentitySchema>;

export interface IdentityFieldsProps {
  values: IdentityValues;
  set: <K extends keyof IdentityValues>(name: K, value: IdentityValues[K]) => void;
  error: (path: string) => string | undefined;
}

const text = (value: string | null | undefined) => value ?? '';

/** Identity, contact, NEPH, agency and prospect fields shared by the creation and edition forms. */
export function IdentityFields({ values, set, error }: IdentityFieldsProps) {
  const agencies = useSessionUser()?.agencies ?? [];
  return (
    <>
      <SelectField
        label={m.fields.civility}
        placeholder={m.fields.civilityPlaceholder}
        options={[
          { value: 'Mme', label: 'Mme' },
          { value: 'M.', label: 'M.' },
        ]}
        value={text(values.civility)}
        onChange={(e) => set('civility', e.target.value as IdentityValues['civility'])}
        error={error('civility')}
      />
      <AgencyField
        label={m.fields.agency}
        agencies={agencies}
        placeholder={m.agencyPlaceholder}
        value={String(values.agency)}
        onChange={(e) => set('agency', e.target.value)}
        error={error('agency')}
      />
      <TextField label={m.fields.lastName} required autoComplete="off" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} error={error('lastName')} />
      <TextField label={m.fields.firstName} required autoComplete="off" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} error={error('firstName')} />
      <TextField label={m.fields.email} type="email" value={text(values.email)} onChange={(e) => set('email', e.target.value)} error={error('email')} />
      <TextField label={m.fields.phone} type="tel" value={text(values.phone)} onChange={(e) => set('phone', e.target.value)} error={error('phone')} />
      <DateField label={m.fields.birthDate} value={text(values.birthDate)} onChange={(e) => set('birthDate', e.target.value)} error={error('birthDate')} />
      <TextField label={m.fields.birthPlace} value={text(values.birthPlace)} onChange={(e) => set('birthPlace', e.target.value)} error={error('birthPlace')} />
      <FormGridFull>
        <TextField label={m.fields.address} value={text(values.address)} onChange={(e) => set('address', e.target.value)} error={error('address')} />
      </FormGridFull>
      <TextField label={m.fields.postalCode} inputMode="numeric" value={text(values.postalCode)} onChange={(e) => set('postalCode', e.target.value)} error={error('postalCode')} />
      <TextField label={m.fields.city} value={text(values.city)} onChange={(e) => set('city', e.target.value)} error={error('city')} />
      <TextField label={m.fields.neph} hint={m.fields.nephHint} inputMode="numeric" value={text(values.neph)} onChange={(e) => set('neph', e.target.value)} error={error('neph')} />
      <Checkbox label={m.fields.isProspect} checked={values.isProspect} onChange={(e) => set('isProspect', e.target.checked)} />
    </>
  );
}

/** Initial identity values of a learner (or of a new one in `agency`). */
export function identityValues(
  learner: {
    civility: 'M.' | 'Mme' | null;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    birthDate: string | null;
    birthPlace: string | null;
    address: string | null;
    postalCode: string | null;
    city: string | null;
    neph: string | null;
    agency: { id: number };
    isProspect: boolean;
  } | null,
  agency: number | string,
): IdentityValues {
  return {
    civility: learner?.civility ?? '',
    firstName: learner?.firstName ?? '',
    lastName: learner?.lastName ?? '',
    email: learner?.email ?? '',
    phone: learner?.phone ?? '',
    birthDate: learner?.birthDate ?? '',
    birthPlace: learner?.birthPlace ?? '',
    address: learner?.address ?? '',
    postalCode: learner?.postalCode ?? '',
    city: learner?.city ?? '',
    neph: learner?.neph ?? '',
    agency: learner?.agency.id ?? agency,
    isProspect: learner?.isProspect ?? false,
  };
}
