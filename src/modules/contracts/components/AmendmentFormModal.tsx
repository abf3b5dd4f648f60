import { useForm } from '../../../shared/form/useForm';
import { formatMoney, formatNumber } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { Button, FormActions, FormGrid, FormGridFull, LoadingState, Modal, NumberField, TextArea } from '../../../shared/ui';
import { useAmendmentData, useCreateAmendment } from '../hooks';
import { contractsMessages as m } from '../messages';
import { amendmentCreateSchema } from '../schema';
import type { ContractAmendmentData, LearnerContract } from '../types';
import * as styles from './contracts.css';

function AmendmentForm({ contract, data, onClose }: { contract: LearnerContract; data: ContractAmendmentData; onClose: () => void }) {
  const create = useCreateAmendment();
  const form = useForm({
    schema: amendmentCreateSchema,
    initial: { contract: contract.id, extraHours: Number.NaN, hourPrice: data.defaults.hourPrice, reason: '' },
    onSubmit: async (payload) => {
      const result = await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const v = form.values;
  const amount = Number.isFinite(v.extraHours) && Number.isFinite(v.hourPrice) ? v.extraHours * v.hourPrice : 0;
  return (
    <form id={`amendment-${contract.id}`} onSubmit={form.submit} noValidate>
      <FormGrid columns={2}>
        <FormGridFull>
          <p className={styles.parties}>{m.amendmentHours(formatNumber(data.hours.contracted), formatNumber(data.hours.done), formatNumber(data.hours.remaining))}</p>
        </FormGridFull>
        <NumberField
          label={m.amendmentFields.extraHours}
          required
          min={0.5}
          step={0.5}
          suffix="h"
          value={Number.isNaN(v.extraHours) ? '' : v.extraHours}
          onValueChange={(value) => form.set('extraHours', value === '' ? Number.NaN : Number(value))}
          error={form.error('extraHours')}
        />
        <NumberField
          label={m.amendmentFields.hourPrice}
          required
          min={0}
          step={0.01}
          suffix="€"
          value={Number.isNaN(v.hourPrice) ? '' : v.hourPrice}
          onValueChange={(value) => form.set('hourPrice', value === '' ? Number.NaN : Number(value))}
          error={form.error('hourPrice')}
        />
        <FormGridFull>
          <TextArea label={m.amendmentFields.reason} required rows={3} value={v.reason} onChange={(e) => form.set('reason', e.target.value)} error={form.error('reason') ?? form.error('contract')} />
        </FormGridFull>
        <FormGridFull>
          <p className={styles.total}>{m.totalPreview(formatMoney(amount))}</p>
        </FormGridFull>
      </FormGrid>
    </form>
  );
}

/** Adds an amendment of extra driving hours to a signed contract (prefilled by `contract-amendment-data`). */
export function AmendmentFormModal({ contract, onClose }: { contract: LearnerContract; onClose: () => void }) {
  const data = useAmendmentData(contract.id);
  return (
    <Modal
      open
      onClose={onClose}
      title={m.amendmentTitle(contract.number)}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button type="submit" form={`amendment-${contract.id}`} disabled={!data.data}>
            {common.save}
          </Button>
        </FormActions>
      }
    >
      {data.data ? <AmendmentForm contract={contract} data={data.data} onClose={onClose} /> : <LoadingState />}
    </Modal>
  );
}
