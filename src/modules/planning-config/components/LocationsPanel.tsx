import { getLocation } from '../api';
import { useForm } from '../../../shared/form/useForm';
import { LOCATIONS_PATH, type AppointmentLocation } from '../../../shared/references/planning';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal, SelectField, TextField, type TableColumn } from '../../../shared/ui';
import { useCreateLocation, useDeleteLocation, useLocationList, useUpdateLocation } from '../hooks';
import { planningConfigMessages } from '../messages';
import { locationCreateSchema } from '../schema';
import { ConfigListPanel } from './ConfigListPanel';

const m = planningConfigMessages.locations;

const addressOf = (l: AppointmentLocation) => [l.address, [l.postalCode, l.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Appointment locations where trainers meet the learners. */
export function LocationsPanel() {
  const list = useLocationList();
  const remove = useDeleteLocation();
  const columns: TableColumn<AppointmentLocation>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (l) => l.name },
    { key: 'address', header: m.columns.address, render: addressOf },
    { key: 'agency', header: m.columns.agency, sortable: true, render: (l) => l.agency?.name ?? planningConfigMessages.wholeStructure },
  ];
  return (
    <ConfigListPanel
      list={list}
      itemPath={LOCATIONS_PATH}
      loadItem={getLocation}
      texts={m}
      icon="building"
      columns={columns}
      remove={remove}
      renderForm={(location, close) => <LocationFormModal location={location} onClose={close} />}
    />
  );
}

function LocationFormModal({ location, onClose }: { location: AppointmentLocation | null; onClose: () => void }) {
  const user = useSessionUser();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const form = useForm({
    schema: locationCreateSchema,
    initial: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      postalCode: location?.postalCode ?? '',
      city: location?.city ?? '',
      agency: location?.agency?.id ?? null,
    },
    onSubmit: async (payload) => {
      const result = location ? await update.run(location.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const formId = location ? `location-${location.id}` : 'location-new';
  return (
    <FormModal title={location ? m.edit : m.create} formId={formId} onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={m.fields.name} required value={values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        </FormGridFull>
        <FormGridFull>
          <TextField label={m.fields.address} value={values.address ?? ''} onChange={(e) => form.set('address', e.target.value)} error={form.error('address')} />
        </FormGridFull>
        <TextField label={m.fields.postalCode} inputMode="numeric" value={values.postalCode ?? ''} onChange={(e) => form.set('postalCode', e.target.value)} error={form.error('postalCode')} />
        <TextField label={m.fields.city} value={values.city ?? ''} onChange={(e) => form.set('city', e.target.value)} error={form.error('city')} />
        <FormGridFull>
          <SelectField
            label={m.fields.agency}
            options={[{ value: '', label: planningConfigMessages.wholeStructure }, ...(user?.agencies ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
            value={values.agency === null || values.agency === undefined ? '' : String(values.agency)}
            onChange={(e) => form.set('agency', e.target.value === '' ? null : e.target.value)}
            error={form.error('agency')}
          />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
