import { useForm } from '../../../shared/form/useForm';
import { Button, Checkbox, FormActions, FormGrid, FormGridFull, NumberField, Section, SelectField, Stack, TextField } from '../../../shared/ui';
import { useSaveBilling } from '../hooks';
import { billingMessages as m } from '../messages';
import { billingSettingsSchema, CURRENCIES, type BillingSettingsInput } from '../schema';
import type { Billing } from '../types';

function initialValues(billing: Billing | null): BillingSettingsInput {
  return {
    currency: (billing?.currency as BillingSettingsInput['currency']) ?? 'EUR',
    legalName: billing?.legalName ?? '',
    legalForm: billing?.legalForm ?? '',
    shareCapital: billing?.shareCapital ?? '',
    rcs: billing?.rcs ?? '',
    siret: billing?.siret ?? '',
    vatNumber: billing?.vatNumber ?? '',
    approvalNumber: billing?.approvalNumber ?? '',
    insurerName: billing?.insurerName ?? '',
    insurerPolicy: billing?.insurerPolicy ?? '',
    mediatorName: billing?.mediatorName ?? '',
    mediatorUrl: billing?.mediatorUrl ?? '',
    iban: billing?.iban ?? '',
    bic: billing?.bic ?? '',
    creditorId: billing?.creditorId ?? '',
    preNotificationDays: billing?.preNotificationDays ?? 14,
    quotationPrefix: billing?.quotationPrefix ?? 'D',
    invoicePrefix: billing?.invoicePrefix ?? 'F',
    creditNotePrefix: billing?.creditNotePrefix ?? 'AV',
    receiptPrefix: billing?.receiptPrefix ?? 'R',
    numberWithYear: billing?.numberWithYear ?? true,
    numberPadding: billing?.numberPadding ?? 5,
    quotationValidityDays: billing?.quotationValidityDays ?? 30,
    paymentTermsDays: billing?.paymentTermsDays ?? 30,
    latePenaltyRate: billing?.latePenaltyRate ?? 10,
    footerNote: billing?.footerNote ?? '',
  };
}

/** Fields edited as text. */
type TextKey = { [K in keyof BillingSettingsInput]-?: string extends NonNullable<BillingSettingsInput[K]> ? K : never }[keyof BillingSettingsInput];

const numberValue = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : value);
const toNumber = (raw: string) => (raw === '' ? Number.NaN : Number(raw));

export interface BillingFormProps {
  /** The agencies saved: one, or all of them for a structure configured as a whole. */
  agencies: readonly number[];
  /** The current configuration (of the first agency), or null for a new one. */
  billing: Billing | null;
  /** The wizard's step shows the essentials only. */
  compact?: boolean;
  submitLabel?: string;
  onSaved?: () => void;
}

/** The billing configuration form: numbering, legal identity, terms, insurance and mediation. */
export function BillingForm({ agencies, billing, compact, submitLabel, onSaved }: BillingFormProps) {
  const save = useSaveBilling();
  const form = useForm({
    schema: billingSettingsSchema,
    initial: initialValues(billing),
    onSubmit: async (settings) => {
      const result = await save.run(agencies, billing, settings);
      if (result.ok) onSaved?.();
      return result;
    },
  });
  const { values } = form;
  const text = (name: TextKey, label: string, extra: { hint?: string; required?: boolean } = {}) => (
    <TextField label={label} {...extra} value={values[name] ?? ''} error={form.error(name)} onChange={(e) => form.set(name, e.target.value)} />
  );
  const example = `${values.invoicePrefix}-${values.numberWithYear ? `${new Date().getFullYear()}-` : ''}${'1'.padStart(Number(values.numberPadding) || 5, '0')}`;

  const numbering = (
    <Section title={m.sections.numbering} description={m.sections.numberingHelp}>
      <FormGrid columns={compact ? 2 : 4}>
        <SelectField
          label={m.fields.currency}
          required
          value={values.currency ?? 'EUR'}
          onChange={(e) => form.set('currency', e.target.value as BillingSettingsInput['currency'])}
          options={CURRENCIES.map((c) => ({ value: c, label: m.currencies[c] }))}
          error={form.error('currency')}
        />
        {!compact && (
          <>
            {text('invoicePrefix', m.fields.invoicePrefix, { hint: m.fields.example(example) })}
            {text('creditNotePrefix', m.fields.creditNotePrefix)}
            {text('quotationPrefix', m.fields.quotationPrefix)}
            {text('receiptPrefix', m.fields.receiptPrefix)}
            <NumberField label={m.fields.numberPadding} min={3} max={8} step={1} value={numberValue(values.numberPadding)} error={form.error('numberPadding')} onValueChange={(value) => form.set('numberPadding', toNumber(value))} />
            <FormGridFull>
              <Checkbox label={m.fields.numberWithYear} checked={values.numberWithYear ?? true} onChange={(e) => form.set('numberWithYear', e.target.checked)} />
            </FormGridFull>
          </>
        )}
      </FormGrid>
    </Section>
  );

  return (
    <form onSubmit={form.submit} noValidate aria-label={m.title}>
      <Stack gap="md">
        {numbering}
        <Section title={m.sections.identity} description={m.sections.identityHelp}>
          <FormGrid columns={compact ? 2 : 3}>
            {text('legalName', m.fields.legalName)}
            {!compact && text('legalForm', m.fields.legalForm)}
            {!compact && text('shareCapital', m.fields.shareCapital)}
            {!compact && text('rcs', m.fields.rcs)}
            {text('siret', m.fields.siret)}
            {text('vatNumber', m.fields.vatNumber)}
            {text('approvalNumber', m.fields.approvalNumber)}
          </FormGrid>
        </Section>
        {!compact && (
          <>
            <Section title={m.sections.terms}>
              <FormGrid columns={3}>
                <NumberField label={m.fields.paymentTermsDays} hint={m.fields.paymentTermsHint} suffix={m.fields.days} min={0} max={60} step={1} value={numberValue(values.paymentTermsDays)} error={form.error('paymentTermsDays')} onValueChange={(value) => form.set('paymentTermsDays', toNumber(value))} />
                <NumberField label={m.fields.quotationValidityDays} suffix={m.fields.days} min={1} max={365} step={1} value={numberValue(values.quotationValidityDays)} error={form.error('quotationValidityDays')} onValueChange={(value) => form.set('quotationValidityDays', toNumber(value))} />
                <NumberField label={m.fields.latePenaltyRate} suffix="%" min={0} max={100} step={0.01} value={numberValue(values.latePenaltyRate)} error={form.error('latePenaltyRate')} onValueChange={(value) => form.set('latePenaltyRate', toNumber(value))} />
                {text('iban', m.fields.iban)}
                {text('bic', m.fields.bic)}
                {text('creditorId', m.fields.creditorId)}
                <NumberField label={m.fields.preNotificationDays} hint={m.fields.preNotificationHint} suffix={m.fields.days} min={2} max={60} step={1} value={numberValue(values.preNotificationDays)} error={form.error('preNotificationDays')} onValueChange={(value) => form.set('preNotificationDays', toNumber(value))} />
              </FormGrid>
            </Section>
            <Section title={m.sections.insurance}>
              <FormGrid columns={2}>
                {text('insurerName', m.fields.insurerName)}
                {text('insurerPolicy', m.fields.insurerPolicy)}
                {text('mediatorName', m.fields.mediatorName)}
                {text('mediatorUrl', m.fields.mediatorUrl)}
                <FormGridFull>{text('footerNote', m.fields.footerNote)}</FormGridFull>
              </FormGrid>
            </Section>
          </>
        )}
        <FormActions>
          <Button type="submit" tone="primary" icon="check" loading={form.submitting}>
            {submitLabel ?? m.save}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
