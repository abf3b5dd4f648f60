import { useState } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { formatFullName, formatMoney } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import type { LearnerSummary } from '../../../shared/references/types';
import { Button, DateField, FormActions, FormGrid, FormGridFull, InlineAlert, LoadingState, Modal, NumberField, SelectField, TextArea, TextField } from '../../../shared/ui';
import { useContractData, useCreateContract, useUpdateContract } from '../hooks';
import { contractsMessages as m } from '../messages';
import { contractCreateSchema, FIXED_FEES, type FixedFee } from '../schema';
import type { LearnerContract, LearnerContractData } from '../types';
import * as styles from './contracts.css';

const num = (value: number) => (Number.isNaN(value) ? '' : value);
const parse = (raw: string) => (raw === '' ? Number.NaN : Number(raw));

function ContractForm({ data, contract, trainings, onClose }: { data: LearnerContractData; contract: LearnerContract | null; trainings: { id: number; name: string }[]; onClose: () => void }) {
  const create = useCreateContract();
  const update = useUpdateContract();
  const form = useForm({
    schema: contractCreateSchema,
    initial: {
      learner: data.learner.id,
      training: contract?.training.id ?? data.training?.id ?? trainings[0]?.id ?? '',
      evaluationDate: contract?.evaluationDate ?? data.evaluation?.date ?? '',
      forecastHours: contract?.forecastHours ?? data.evaluation?.forecastHours ?? Number.NaN,
      startDate: contract?.startDate ?? data.defaults.startDate,
      endDate: contract?.endDate ?? data.defaults.endDate,
      registrationFee: contract?.registrationFee ?? data.defaults.registrationFee ?? 0,
      hourPrice: contract?.hourPrice ?? data.defaults.hourPrice ?? Number.NaN,
      theoryPrice: contract?.theoryPrice ?? data.defaults.theoryPrice ?? 0,
      examFee: contract?.examFee ?? data.defaults.examFee ?? 0,
      antsMandateFee: contract?.antsMandateFee ?? data.defaults.antsMandateFee ?? 0,
      antsTitleFee: contract?.antsTitleFee ?? data.defaults.antsTitleFee ?? 0,
      bookletFee: contract?.bookletFee ?? data.defaults.bookletFee ?? 0,
      reviewFee: contract?.reviewFee ?? data.defaults.reviewFee ?? 0,
      installments: contract?.installments ?? 1,
      paymentTerms: contract?.paymentTerms ?? data.defaults.paymentTerms,
      programme: contract?.programme ?? data.defaults.programme,
      mediatorName: contract?.mediator.name ?? data.defaults.mediatorName,
      mediatorContact: contract?.mediator.contact ?? data.defaults.mediatorContact,
      signedPlace: contract?.signedPlace ?? '',
    },
    onSubmit: async ({ learner, training, ...fields }) => {
      const result = contract ? await update.run(contract.id, fields) : await create.run({ learner, training, ...fields });
      if (result.ok) onClose();
      return result;
    },
  });
  const v = form.values;
  const money = (name: 'hourPrice' | FixedFee, label: string, required = false) => (
    <NumberField label={label} required={required} min={0} step={0.01} suffix="€" value={num(v[name] ?? Number.NaN)} onValueChange={(value) => form.set(name, parse(value))} error={form.error(name)} />
  );
  const total = FIXED_FEES.map((fee) => v[fee]).reduce<number>((sum, x) => sum + (Number.isFinite(x) ? (x ?? 0) : 0), 0) + (Number.isFinite(v.hourPrice) && Number.isFinite(v.forecastHours) ? v.hourPrice * v.forecastHours : 0);
  const formId = contract ? `contract-${contract.id}` : 'contract-new';

  return (
    <form id={formId} onSubmit={form.submit} noValidate>
      <FormGrid columns={2}>
        <FormGridFull>
          <p className={styles.parties}>
            <strong>{m.school}</strong> : {data.agency.name} — {m.approval(data.agency.approvalNumber)} · <strong>{m.fields.learner}</strong> : {formatFullName(data.learner)}
          </p>
        </FormGridFull>
        {!data.evaluation && !contract && (
          <FormGridFull>
            <InlineAlert tone="warning">{m.noEvaluation}</InlineAlert>
          </FormGridFull>
        )}
        <SelectField
          label={m.fields.training}
          required
          disabled={contract !== null}
          options={trainings.map((t) => ({ value: String(t.id), label: t.name }))}
          value={String(v.training)}
          onChange={(e) => form.set('training', e.target.value)}
          error={form.error('training')}
        />
        <DateField label={m.fields.evaluationDate} required value={v.evaluationDate} onChange={(e) => form.set('evaluationDate', e.target.value)} error={form.error('evaluationDate')} />
        <NumberField label={m.fields.forecastHours} required min={0.5} step={0.5} suffix="h" value={num(v.forecastHours)} onValueChange={(value) => form.set('forecastHours', parse(value))} error={form.error('forecastHours')} />
        {money('hourPrice', m.fields.hourPrice, true)}
        <DateField label={m.fields.startDate} required value={v.startDate} onChange={(e) => form.set('startDate', e.target.value)} error={form.error('startDate')} />
        <DateField label={m.fields.endDate} required value={v.endDate} onChange={(e) => form.set('endDate', e.target.value)} error={form.error('endDate')} />
        {!contract && (
          <FormGridFull>
            <p className={styles.parties}>{m.feesFrom(data.defaults.feesSource)}</p>
          </FormGridFull>
        )}
        {money('registrationFee', m.fields.registrationFee)}
        {money('theoryPrice', m.fields.theoryPrice)}
        {money('examFee', m.fields.examFee)}
        {money('antsMandateFee', m.fields.antsMandateFee)}
        {money('antsTitleFee', m.fields.antsTitleFee)}
        {money('bookletFee', m.fields.bookletFee)}
        {money('reviewFee', m.fields.reviewFee)}
        <NumberField label={m.fields.installments} min={1} max={12} step={1} value={num(v.installments ?? Number.NaN)} onValueChange={(value) => form.set('installments', parse(value))} error={form.error('installments')} />
        <FormGridFull>
          <p className={styles.total} aria-live="polite">
            {m.totalPreview(formatMoney(total))}
          </p>
        </FormGridFull>
        <FormGridFull>
          <TextArea label={m.fields.paymentTerms} required rows={3} value={v.paymentTerms} onChange={(e) => form.set('paymentTerms', e.target.value)} error={form.error('paymentTerms')} />
        </FormGridFull>
        <FormGridFull>
          <TextArea label={m.fields.programme} required rows={5} value={v.programme} onChange={(e) => form.set('programme', e.target.value)} error={form.error('programme')} />
        </FormGridFull>
        {!contract && !data.defaults.mediatorName && (
          <FormGridFull>
            <InlineAlert tone="warning">{m.noMediator}</InlineAlert>
          </FormGridFull>
        )}
        <TextField label={m.fields.mediatorName} required value={v.mediatorName} onChange={(e) => form.set('mediatorName', e.target.value)} error={form.error('mediatorName')} />
        <TextField label={m.fields.mediatorContact} required value={v.mediatorContact} onChange={(e) => form.set('mediatorContact', e.target.value)} error={form.error('mediatorContact')} />
      </FormGrid>
    </form>
  );
}

export interface ContractFormModalProps {
  /** The learner of a new contract; null asks for one first (contract list page). */
  learnerId: number | null;
  /** The draft to edit; null creates one. */
  contract: LearnerContract | null;
  onClose: () => void;
}

/** Creates or edits a contract, prefilled with `Learner-contract-data` (agency, evaluation, prices, clauses). */
export function ContractFormModal({ learnerId, contract, onClose }: ContractFormModalProps) {
  const [picked, setPicked] = useState<LearnerSummary | null>(null);
  const id = contract?.learner.id ?? learnerId ?? picked?.id ?? null;
  const data = useContractData(id);
  const options = data.data?.trainings ?? [];
  const formId = contract ? `contract-${contract.id}` : 'contract-new';

  let body;
  if (id === null) {
    body = <LearnerPicker label={m.fields.learner} hint={m.chooseLearner} value={picked} onChange={setPicked} />;
  } else if (!data.data) {
    body = <LoadingState />;
  } else if (options.length === 0) {
    body = <InlineAlert tone="warning">{m.noRegistration}</InlineAlert>;
  } else {
    body = <ContractForm data={data.data} contract={contract} trainings={options} onClose={onClose} />;
  }

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={contract ? `${m.edit} ${contract.number}` : m.create}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!data.data || options.length === 0}>
            {common.save}
          </Button>
        </FormActions>
      }
    >
      {body}
    </Modal>
  );
}
