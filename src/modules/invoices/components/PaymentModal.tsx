import { useState } from 'react';
import { note } from '../../../shared/accounting/text.css';
import { formatMoney, toApiDate } from '../../../shared/i18n/format';
import { DateField, FormGrid, FormGridFull, FormModal, NumberField, SelectField, TextField } from '../../../shared/ui';
import { useCreatePayment, useCreateRefund } from '../hooks';
import { invoiceMessages as m } from '../messages';
import { PAYMENT_METHODS, paymentCreateSchema, type PaymentMethod } from '../schema';
import type { InvoiceDetails } from '../types';

/**
 * Records a payment of a validated invoice (its receipt is numbered by the server), or a refund of
 * what it owes back (numbered in the refunds' series).
 */
export function PaymentModal({ invoice, refund = false, onClose }: { invoice: InvoiceDetails; refund?: boolean; onClose: () => void }) {
  const payment = useCreatePayment();
  const refunding = useCreateRefund();
  const create = refund ? refunding : payment;
  const [amount, setAmount] = useState(String(refund ? invoice.refundDue : invoice.remaining));
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [paidOn, setPaidOn] = useState(toApiDate(new Date()));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const payload = { invoice: invoice.id, amount: amount === '' ? Number.NaN : Number(amount), method, paidOn, reference: reference || null };
    const parsed = paymentCreateSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    const result = await create.run(payload);
    if (result.ok) onClose();
    else setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
  };

  return (
    <FormModal
      title={refund ? m.payment.refundTitle : m.payment.title}
      formId="payment-new"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={refund ? m.payment.refundSave : m.payment.save}
      busy={create.busy}
    >
      <FormGrid columns={2}>
        <FormGridFull>
          <p className={note}>{refund ? m.payment.refundDue(formatMoney(invoice.refundDue)) : m.payment.remaining(formatMoney(invoice.remaining))}</p>
        </FormGridFull>
        <NumberField label={m.payment.amount} required suffix="€" min={0} step={0.01} value={amount} error={errors.amount} onValueChange={(value) => setAmount(value)} />
        <SelectField
          label={m.payment.method}
          required
          value={method}
          error={errors.method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          options={Object.entries(PAYMENT_METHODS).map(([value, label]) => ({ value, label }))}
        />
        <DateField label={refund ? m.payment.refundDate : m.payment.paidOn} required value={paidOn} max={toApiDate(new Date())} error={errors.paidOn} onChange={(e) => setPaidOn(e.target.value)} />
        <TextField label={m.payment.reference} value={reference} error={errors.reference} onChange={(e) => setReference(e.target.value)} />
      </FormGrid>
    </FormModal>
  );
}
