import { useEffect, useRef } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal, SelectField, TextField } from '../../../shared/ui';
import { useCreateOrganisation, useOrganisation, useOrganisationTypes, useUpdateOrganisation } from '../hooks';
import { organisationsMessages as m } from '../messages';
import { organizationCreateSchema } from '../schema';
import type { Organization } from '../types';

export interface OrganisationFormModalProps {
  /** The organisation to edit; null creates one. */
  organisation: Organization | null;
  onClose: () => void;
  onCreated?: (organisation: Organization) => void;
}

/** The form's values for an organisation (empty for a new one, in `agency`). */
function valuesOf(organisation: Organization | null, agency: number | string) {
  return {
    name: organisation?.name ?? '',
    organizationType: organisation?.organizationType.id ?? '',
    agency: organisation?.agency.id ?? agency,
    siret: organisation?.siret ?? '',
    vatNumber: organisation?.vatNumber ?? '',
    email: organisation?.email ?? '',
    phone: organisation?.phone ?? '',
    address: organisation?.address ?? '',
    postalCode: organisation?.postalCode ?? '',
    city: organisation?.city ?? '',
    contactName: organisation?.contactName ?? '',
  };
}

/**
 * Creates or edits a paying organisation; client and server validate with the same schema. An edited one
 * is read again by its id (`GET /accountingDocs/organizations/{id}`): the list's row may be stale.
 */
export function OrganisationFormModal({ organisation, onClose, onCreated }: OrganisationFormModalProps) {
  const user = useSessionUser();
  const agencies = user?.agencies ?? [];
  const types = useOrganisationTypes().data?.items ?? [];
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation();
  const form = useForm({
    schema: organizationCreateSchema,
    initial: valuesOf(organisation, user ? (currentAgencyId(user) ?? '') : ''),
    onSubmit: async ({ agency, ...fields }) => {
      if (organisation) {
        const result = await update.run(organisation.id, fields);
        if (result.ok) onClose();
        return result;
      }
      const result = await create.run({ agency, ...fields });
      if (result.ok) (onCreated ?? onClose)(result.value);
      return result;
    },
  });
  const fresh = useOrganisation(organisation?.id ?? null).data;
  const { reset } = form;
  const read = useRef(false);
  useEffect(() => {
    // Once, when the record arrives (a later revalidation must not undo what the user typed).
    if (!fresh || read.current) return;
    read.current = true;
    reset(valuesOf(fresh, fresh.agency.id));
  }, [fresh, reset]);
  const { values } = form;
  const formId = organisation ? `organisation-${organisation.id}` : 'organisation-new';
  const text = (name: 'siret' | 'vatNumber' | 'email' | 'phone' | 'address' | 'postalCode' | 'city' | 'contactName') => ({
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    error: form.error(name),
  });

  return (
    <FormModal title={organisation ? m.edit : m.create} formId={formId} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={m.fields.name} required value={values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        </FormGridFull>
        <SelectField
          label={m.fields.type}
          required
          placeholder={m.fields.typePlaceholder}
          options={types.map((t) => ({ value: String(t.id), label: t.label }))}
          value={String(values.organizationType)}
          onChange={(e) => form.set('organizationType', e.target.value)}
          error={form.error('organizationType')}
        />
        <AgencyField
          label={m.fields.agency}
          agencies={agencies}
          disabled={organisation !== null}
          placeholder={m.agencyPlaceholder}
          value={String(values.agency)}
          onChange={(e) => form.set('agency', e.target.value)}
          error={form.error('agency')}
        />
        <TextField label={m.fields.siret} inputMode="numeric" {...text('siret')} />
        <TextField label={m.fields.vatNumber} {...text('vatNumber')} />
        <TextField label={m.fields.contactName} {...text('contactName')} />
        <TextField label={m.fields.email} type="email" {...text('email')} />
        <TextField label={m.fields.phone} type="tel" {...text('phone')} />
        <FormGridFull>
          <TextField label={m.fields.address} {...text('address')} />
        </FormGridFull>
        <TextField label={m.fields.postalCode} inputMode="numeric" {...text('postalCode')} />
        <TextField label={m.fields.city} {...text('city')} />
      </FormGrid>
    </FormModal>
  );
}
