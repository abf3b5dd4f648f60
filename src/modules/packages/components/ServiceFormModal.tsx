import { useState } from 'react';
import useSWR from 'swr';
import { formatNumber } from '../../../shared/i18n/format';
import { listTvaOptions } from '../../../shared/references/api';
import { referenceKeys } from '../../../shared/references/keys';
import type { Service } from '../../../shared/references/types';
import { idFromIri } from '../../../shared/api/hydra';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Checkbox, FormGrid, FormGridFull, FormModal, NumberField, SelectField, TextField } from '../../../shared/ui';
import { useCreateService, useUpdateService } from '../hooks';
import { packageMessages } from '../messages';
import { CONTRACT_FEES, SERVICE_UNITS, type ContractFee, type ServiceUnit } from '../schema';
import { TrainingField } from './TrainingField';

const m = packageMessages.services;

/** Creates or edits a service (prestation): price TTC or HT, VAT of its agency, unit and duration. */
export function ServiceFormModal({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const user = useSessionUser();
  const client = useApiClient();
  const create = useCreateService();
  const update = useUpdateService();
  const agencies = user?.agencies ?? [];
  const [agency, setAgency] = useState(String(service ? idFromIri(service.agency) : user ? (currentAgencyId(user) ?? '') : ''));
  const tvas = useSWR(agency ? referenceKeys.tvaOptions(Number(agency)) : null, ([, q]) => listTvaOptions(client, q)).data?.items ?? [];
  const [name, setName] = useState(service?.name ?? '');
  const [code, setCode] = useState(service?.code ?? '');
  // Driving schools price VAT included: a new service is entered TTC; an existing one as it was priced.
  const [ttc, setTtc] = useState(service ? service.unitPriceTtc !== null : true);
  const [price, setPrice] = useState(service ? String(service.unitPriceTtc ?? service.unitPriceHt) : '');
  const [tva, setTva] = useState(service ? String(service.tva.id) : '');
  const [unit, setUnit] = useState<ServiceUnit>((service?.unit as ServiceUnit | undefined) ?? 'unit');
  const [duration, setDuration] = useState(service?.durationMinutes ? String(service.durationMinutes) : '');
  const [training, setTraining] = useState(service?.training ? String(idFromIri(service.training)) : '');
  const [contractFee, setContractFee] = useState<ContractFee | ''>((service?.contractFee as ContractFee | null) ?? '');
  const [active, setActive] = useState(service?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosenTva = tva || String(tvas.find((t) => t.isDefault)?.id ?? '');

  const submit = async () => {
    const fields = {
      name,
      code: code || null,
      ...(ttc ? { unitPriceTtc: price === '' ? Number.NaN : Number(price) } : { unitPriceHt: price === '' ? Number.NaN : Number(price), unitPriceTtc: null }),
      tva: Number(chosenTva),
      unit,
      durationMinutes: duration === '' ? null : Number(duration),
      training: training ? Number(training) : null,
      contractFee: contractFee || null,
      isActive: active,
    };
    const result = service ? await update.run(service.id, fields) : await create.run({ agency: Number(agency), ...fields });
    if (result.ok) onClose();
    else setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
  };

  return (
    <FormModal title={service ? m.edit : m.create} formId="service-form" onClose={onClose} onSubmit={submit} busy={create.busy || update.busy}>
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={m.fields.name} required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        </FormGridFull>
        <TextField label={m.fields.code} value={code} error={errors.code} onChange={(e) => setCode(e.target.value)} />
        <AgencyField
          label={m.fields.agency}
          agencies={agencies}
          disabled={service !== null}
          value={agency}
          error={errors.agency}
          onChange={(e) => {
            setAgency(e.target.value);
            setTva('');
          }}
        />
        <SelectField
          label={m.fields.priceMode}
          value={ttc ? 'ttc' : 'ht'}
          onChange={(e) => setTtc(e.target.value === 'ttc')}
          options={[
            { value: 'ttc', label: m.fields.priceModes.ttc },
            { value: 'ht', label: m.fields.priceModes.ht },
          ]}
        />
        <NumberField
          label={ttc ? m.fields.unitPriceTtc : m.fields.unitPriceHt}
          required
          suffix="€"
          min={0}
          step={0.01}
          value={price}
          error={ttc ? (errors.unitPriceTtc ?? errors.unitPriceHt) : errors.unitPriceHt}
          onValueChange={(value) => setPrice(value)}
        />
        <SelectField
          label={m.fields.tva}
          required
          value={chosenTva}
          error={errors.tva}
          onChange={(e) => setTva(e.target.value)}
          options={tvas.map((t) => ({ value: String(t.id), label: `${t.label} (${formatNumber(t.rate)} %)` }))}
        />
        <SelectField label={m.fields.unit} value={unit} error={errors.unit} onChange={(e) => setUnit(e.target.value as ServiceUnit)} options={Object.entries(SERVICE_UNITS).map(([value, label]) => ({ value, label }))} />
        <NumberField label={m.fields.durationMinutes} hint={m.fields.durationHint} min={1} step={5} value={duration} error={errors.durationMinutes} onValueChange={(value) => setDuration(value)} />
        <TrainingField value={training} onChange={setTraining} />
        <SelectField
          label={m.fields.contractFee}
          hint={m.fields.contractFeeHint}
          placeholder={m.fields.noContractFee}
          value={contractFee}
          error={errors.contractFee}
          onChange={(e) => setContractFee(e.target.value as ContractFee | '')}
          options={Object.entries(CONTRACT_FEES).map(([value, label]) => ({ value, label }))}
        />
        <FormGridFull>
          <Checkbox label={m.fields.isActive} checked={active} onChange={(e) => setActive(e.target.checked)} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
