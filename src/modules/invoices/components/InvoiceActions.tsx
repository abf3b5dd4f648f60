import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SendMailModal } from '../../../shared/accounting/SendMailModal';
import { useCan } from '../../../shared/auth/usePermissions';
import { common } from '../../../shared/i18n/messages';
import { Button, ConfirmDialog, Inline, InlineAlert } from '../../../shared/ui';
import { useInvoiceActions, usePrint, useSendDocument } from '../hooks';
import { invoiceMessages as m } from '../messages';
import { invoicesStore } from '../store';
import type { InvoiceDetails } from '../types';
import { CreditNoteModal } from './CreditNoteModal';
import { PaymentModal } from './PaymentModal';

type Dialog = 'validate' | 'delete' | 'pay' | 'refund' | 'credit' | 'email' | null;

/** What can be done with an invoice: validate or delete a draft; pay, credit, print and send a validated one. */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetails }) {
  const actions = useInvoiceActions();
  const print = usePrint();
  const send = useSendDocument();
  const flags = useSnapshot(invoicesStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Why the validation was refused (a 422: the customer's address, the lines), shown by the action.
  const [refusal, setRefusal] = useState<string[]>([]);
  const canValidate = useCan('isValidateInvoice');
  const canDelete = useCan('isDeleteInvoice');
  const canPrint = useCan('isPrintInvoice');
  const canSend = useCan('isSendInvoiceByEmail');
  const canPay = useCan('isCreateReceipt');
  const draft = invoice.number === null;

  return (
    <>
      <Inline gap="xs" role="toolbar" aria-label={m.actions.label}>
        {draft && canValidate && (
          <Button tone="primary" icon="check" loading={flags.validating} disabled={invoice.lines.length === 0} onClick={() => setDialog('validate')}>
            {m.actions.validate}
          </Button>
        )}
        {!draft && canPay && invoice.remaining > 0 && (
          <Button tone="primary" icon="euro" onClick={() => setDialog('pay')}>
            {m.actions.pay}
          </Button>
        )}
        {!draft && canPay && invoice.refundDue > 0 && (
          <Button tone="primary" icon="euro" onClick={() => setDialog('refund')}>
            {m.actions.refund}
          </Button>
        )}
        {canPrint && (
          <Button tone="secondary" icon="download" onClick={() => void print.invoice(invoice)}>
            {m.actions.print}
          </Button>
        )}
        {!draft && canPrint && (
          <Button tone="secondary" icon="fileText" onClick={() => void print.invoiceFacturX(invoice)}>
            {m.actions.facturX}
          </Button>
        )}
        {!draft && canSend && (
          <Button tone="secondary" icon="mail" loading={flags.sendingEmail && dialog === 'email'} onClick={() => setDialog('email')}>
            {m.actions.email}
          </Button>
        )}
        {!draft && canValidate && invoice.credited < invoice.totalPriceTtc && (
          <Button tone="ghost" icon="refresh" onClick={() => setDialog('credit')}>
            {m.actions.creditNote}
          </Button>
        )}
        {draft && canDelete && (
          <Button tone="danger" icon="trash" onClick={() => setDialog('delete')}>
            {m.actions.delete}
          </Button>
        )}
      </Inline>
      {draft && refusal.length > 0 && (
        <InlineAlert tone="danger" onDismiss={() => setRefusal([])}>
          {refusal.join(' ')}
        </InlineAlert>
      )}
      <ConfirmDialog
        open={dialog === 'validate'}
        title={m.confirmValidateTitle}
        message={m.confirmValidate}
        confirmLabel={m.actions.validate}
        busy={flags.validating}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          const result = await actions.validate(invoice.id);
          setRefusal(result.ok ? [] : result.violations.map((v) => v.message));
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        danger
        title={m.confirmDeleteTitle}
        message={m.confirmDelete}
        confirmLabel={common.delete}
        busy={actions.removing}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          await actions.remove(invoice.id);
          setDialog(null);
        }}
      />
      {dialog === 'pay' && <PaymentModal invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <PaymentModal invoice={invoice} refund onClose={() => setDialog(null)} />}
      {dialog === 'credit' && <CreditNoteModal invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'email' && (
        <SendMailModal
          title={m.mailTitle}
          defaultTo={invoice.customerEmail}
          withMessage
          busy={flags.sendingEmail}
          onClose={() => setDialog(null)}
          onSend={async (to, message) => (await send('invoice', invoice.id, to, message)).ok}
        />
      )}
    </>
  );
}
