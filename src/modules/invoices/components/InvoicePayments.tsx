import { useState } from 'react';
import { SendMailModal } from '../../../shared/accounting/SendMailModal';
import { note } from '../../../shared/accounting/text.css';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatMoney } from '../../../shared/i18n/format';
import { IconButton, Inline, Table, type TableColumn } from '../../../shared/ui';
import { usePrint, useSendDocument } from '../hooks';
import { invoiceMessages as m } from '../messages';
import { PAYMENT_METHODS } from '../schema';
import { invoicesStore } from '../store';
import type { CreditNoteSummary, InvoiceDetails, Payment } from '../types';
import { useSnapshot } from 'valtio';

/** The payments of an invoice with their receipts (print, send). */
export function InvoicePayments({ invoice }: { invoice: InvoiceDetails }) {
  const print = usePrint();
  const send = useSendDocument();
  const { sendingEmail } = useSnapshot(invoicesStore);
  const canPrint = useCan('isPrintReceipt');
  const canSend = useCan('isSendReceiptByEmail');
  const [mailing, setMailing] = useState<Payment | null>(null);
  const columns: TableColumn<Payment>[] = [
    { key: 'receipt', header: m.payment.columns.receipt, render: (p) => (p.kind === 'refund' ? m.payment.refundLabel(p.receiptNumber) : p.receiptNumber) },
    { key: 'paidOn', header: m.payment.columns.paidOn, render: (p) => formatDate(p.paidOn) },
    { key: 'method', header: m.payment.columns.method, render: (p) => PAYMENT_METHODS[p.method] },
    { key: 'reference', header: m.payment.columns.reference, render: (p) => p.reference ?? '' },
    { key: 'amount', header: m.payment.columns.amount, align: 'end', render: (p) => formatMoney(p.amount) },
    {
      key: 'actions',
      header: m.payment.columns.actions,
      align: 'end',
      render: (p) => (
        <Inline gap="xxs" justify="end">
          {canPrint && (
            <IconButton
              icon="download"
              size="sm"
              label={p.kind === 'refund' ? m.payment.printRefund(p.receiptNumber) : m.payment.printReceipt(p.receiptNumber)}
              onClick={() => void print.receipt(p)}
            />
          )}
          {canSend && p.kind === 'payment' && <IconButton icon="mail" size="sm" label={m.payment.sendReceipt(p.receiptNumber)} onClick={() => setMailing(p)} />}
        </Inline>
      ),
    },
  ];
  return (
    <>
      <Table caption={m.payment.caption} columns={columns} rows={invoice.payments} getRowKey={(p) => p.id} empty={<p className={note}>{m.payment.none}</p>} />
      {mailing && (
        <SendMailModal
          title={m.payment.receiptMailTitle}
          defaultTo={invoice.customerEmail}
          busy={sendingEmail}
          onClose={() => setMailing(null)}
          onSend={async (to) => (await send('receipt', mailing.id, to)).ok}
        />
      )}
    </>
  );
}

/** The credit notes of an invoice (print, send). */
export function InvoiceCreditNotes({ invoice }: { invoice: InvoiceDetails }) {
  const print = usePrint();
  const send = useSendDocument();
  const { sendingEmail } = useSnapshot(invoicesStore);
  const canPrint = useCan('isPrintInvoice');
  const canSend = useCan('isSendInvoiceByEmail');
  const [mailing, setMailing] = useState<CreditNoteSummary | null>(null);
  const columns: TableColumn<CreditNoteSummary>[] = [
    { key: 'number', header: m.creditNote.columns.number, render: (c) => c.number ?? '' },
    { key: 'date', header: m.creditNote.columns.date, render: (c) => formatDate(c.issueDate) },
    { key: 'reason', header: m.creditNote.columns.reason, render: (c) => c.reason ?? '' },
    { key: 'amount', header: m.creditNote.columns.amount, align: 'end', render: (c) => formatMoney(c.totalPriceTtc) },
    {
      key: 'actions',
      header: m.creditNote.columns.actions,
      align: 'end',
      render: (c) => (
        <Inline gap="xxs" justify="end">
          {canPrint && <IconButton icon="download" size="sm" label={m.creditNote.print(c.number ?? '')} onClick={() => void print.creditNote(c.id, c.number)} />}
          {canPrint && <IconButton icon="fileText" size="sm" label={m.creditNote.facturX(c.number ?? '')} onClick={() => void print.creditNoteFacturX(c.id, c.number)} />}
          {canSend && <IconButton icon="mail" size="sm" label={m.creditNote.send(c.number ?? '')} onClick={() => setMailing(c)} />}
        </Inline>
      ),
    },
  ];
  return (
    <>
      <Table caption={m.creditNote.caption} columns={columns} rows={invoice.creditNotes} getRowKey={(c) => c.id} empty={<p className={note}>{m.creditNote.none}</p>} />
      {mailing && (
        <SendMailModal
          title={m.creditNote.mailTitle}
          defaultTo={invoice.customerEmail}
          busy={sendingEmail}
          onClose={() => setMailing(null)}
          onSend={async (to) => (await send('creditNote', mailing.id, to)).ok}
        />
      )}
    </>
  );
}
