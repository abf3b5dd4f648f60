import { useForm } from '../../../shared/form/useForm';
import { DateField, FormGrid, FormGridFull, FormModal, TextField } from '../../../shared/ui';
import { useCreateMandate } from '../hooks';
import { collectionMessages as m } from '../messages';
import { mandateCreateSchema } from '../schema';

export interface MandateFormModalProps {
  learnerId: number;
  onClose: () => void;
}

/** Records a mandate the debtor signed on paper; client and server check it with the same schema (IBAN mod 97, BIC, RUM). */
export function MandateFormModal({ learnerId, onClose }: MandateFormModalProps) {
  const create = useCreateMandate();
  const f = m.mandates.fields;
  const form = useForm({
    schema: mandateCreateSchema,
    initial: { learner: learnerId, reference: '', debtorName: '', iban: '', bic: '', signedOn: '' },
    onSubmit: async (values) => {
      const result = await create.run(values);
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  return (
    <FormModal title={m.mandates.formTitle} formId={`mandate-${learnerId}`} onClose={onClose} form={form}>
      <p>{m.mandates.formHint}</p>
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={f.debtorName} required autoComplete="off" value={values.debtorName} onChange={(e) => form.set('debtorName', e.target.value)} error={form.error('debtorName')} />
        </FormGridFull>
        <TextField label={f.iban} required autoComplete="off" spellCheck={false} value={values.iban} onChange={(e) => form.set('iban', e.target.value)} error={form.error('iban')} />
        <TextField label={f.bic} required autoComplete="off" spellCheck={false} value={values.bic} onChange={(e) => form.set('bic', e.target.value)} error={form.error('bic')} />
        <DateField label={f.signedOn} required value={values.signedOn} onChange={(e) => form.set('signedOn', e.target.value)} error={form.error('signedOn')} />
        <TextField label={f.reference} hint={f.referenceHint} autoComplete="off" value={values.reference ?? ''} onChange={(e) => form.set('reference', e.target.value)} error={form.error('reference')} />
      </FormGrid>
    </FormModal>
  );
}
