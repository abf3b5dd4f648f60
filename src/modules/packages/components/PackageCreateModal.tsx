import { useState } from 'react';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { useNavigate } from '../../../shared/router/context';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal, TextArea, TextField } from '../../../shared/ui';
import { useCreatePackage } from '../hooks';
import { packageMessages as m } from '../messages';
import { TrainingField } from './TrainingField';

/** A new package ('Formule créée avec succès'), then its details (`isCreated`) to add its services. */
export function PackageCreateModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const create = useCreatePackage();
  const agencies = user?.agencies ?? [];
  const [name, setName] = useState('');
  const [agency, setAgency] = useState(String(user ? (currentAgencyId(user) ?? '') : ''));
  const [training, setTraining] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <FormModal
      title={m.create}
      formId="package-new"
      onClose={onClose}
      onSubmit={async () => {
        const result = await create.run({ agency: Number(agency), name, description: description || null, training: training ? Number(training) : null });
        if (result.ok) {
          onClose();
          navigate(hrefs.packageDetails(result.value.id, { isCreated: true }));
        } else setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
      }}
      submitLabel={common.create}
      busy={create.busy}
    >
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={m.fields.name} required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        </FormGridFull>
        <AgencyField label={m.fields.agency} agencies={agencies} placeholder={m.agencyPlaceholder} value={agency} error={errors.agency} onChange={(e) => setAgency(e.target.value)} />
        <TrainingField value={training} error={errors.training} onChange={setTraining} />
        <FormGridFull>
          <TextArea label={m.fields.description} value={description} error={errors.description} onChange={(e) => setDescription(e.target.value)} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
