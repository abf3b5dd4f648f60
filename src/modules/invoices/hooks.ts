import useSWR from 'swr';
import { reportError } from '../../shared/alerts/report';
import { BILL_FILTER_NAMES } from '../../shared/accounting/BillListFilters';
import { QUOTATIONS_PATH } from '../../shared/accounting/reads';
import type { MailableDocument } from '../../shared/accounting/mail';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import { DEFAULT_PAGE_SIZE, LEARNER_INVOICES_PAGE_SIZE } from '../../shared/constants';
import { saveFile } from '../../shared/files/save';
import { hrefs, ROUTE_PATTERNS } from '../../shared/links/hrefs';
import { useListController } from '../../shared/list/useListController';
import { useNavigate } from '../../shared/router/context';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { OUTBOX_EMAILS_PATH } from '../../shared/mail/api';
import { useMailSentText } from '../../shared/mail/hooks';
import {
  createCreditNote,
  createInvoice,
  createLearnerBill,
  createPayment,
  createRefund,
  deleteInvoice,
  downloadCreditNoteFacturX,
  downloadCreditNotePdf,
  downloadInvoiceFacturX,
  downloadInvoicePdf,
  downloadReceipt,
  getInvoice,
  getLearnerBalance,
  INVOICE_READS,
  INVOICES_PATH,
  listInvoices,
  listLearnerBills,
  listPaymentLearners,
  PAYMENT_LEARNERS_PATH,
  PAYMENTS_PATH,
  sendDocumentByEmail,
  updateInvoice,
  updateInvoiceInformation,
  validateInvoice,
} from './api';
import type { LearnerSource } from '../../shared/references/LearnerPicker';
import type { LearnerPayment } from '../../shared/references/types';
import { invoiceKeys } from './keys';
import { invoiceMessages as m } from './messages';
import type { InvoiceInformation, InvoicePatch } from './schema';
import { withInvoiceFlag } from './store';
import type { Invoice, Payment } from './types';


/** The invoice list of the user's agencies, with the quotation filters plus learner. */
export function useInvoiceList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Invoice>({
    resource: INVOICES_PATH,
    fetchPage: (query, signal) => listInvoices(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: BILL_FILTER_NAMES,
    query: user ? agencyScope(user) : {},
  });
}

export function useInvoice(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : invoiceKeys.invoice(id), ([path]) => getInvoice(client, Number(path.slice(path.lastIndexOf('/') + 1))));
}

/** A learner's invoices (`/accounting/invoices?learner=…`, up to 2000), newest first. */
export function useLearnerInvoices(learnerId: number) {
  const client = useApiClient();
  const params = { learner: learnerId, itemsPerPage: LEARNER_INVOICES_PAGE_SIZE, 'order[createdAt]': 'desc' };
  return useSWR(invoiceKeys.learnerBills(params), ([, query]) => listLearnerBills(client, query));
}

/** A learner's one balance (`/learner/balance/{id}`), revalidated by every invoice write. */
export function useLearnerBalance(learnerId: number) {
  const client = useApiClient();
  return useSWR(invoiceKeys.learnerBalance(learnerId), () => getLearnerBalance(client, learnerId));
}

/** « Nouvelle facture » of the learner record: an empty draft for the learner (`POST /accounting/bills`), then its screen. */
export function useCreateLearnerInvoice() {
  const navigate = useNavigate();
  const create = useMutation((client, learner: number) => createLearnerBill(client, { kind: 'invoice', learner }), {
    success: m.created,
    fallbackError: m.createError,
    revalidate: INVOICE_READS,
  });
  return {
    busy: create.busy,
    run: async (learner: number) => {
      const result = await create.run(learner);
      if (result.ok) navigate(hrefs.invoice(result.value.id, { created: true, sections: m.sections.products }));
      return result;
    },
  };
}

export function useCreateInvoice() {
  return useMutation(createInvoice, { success: m.created, fallbackError: m.createError, revalidate: INVOICE_READS });
}

export function useUpdateInvoice() {
  return useMutation((client, id: number, patch: InvoicePatch) => updateInvoice(client, id, patch), { success: m.saved, fallbackError: m.updateError, revalidate: INVOICE_READS });
}

export function useUpdateInvoiceInformation() {
  return useMutation((client, id: number, patch: InvoiceInformation) => updateInvoiceInformation(client, id, patch), {
    success: m.saved,
    fallbackError: m.updateError,
    revalidate: INVOICE_READS,
  });
}

export function useCreatePayment() {
  return useMutation(createPayment, { success: m.paymentSaved, fallbackError: m.paymentError, revalidate: [...INVOICE_READS, PAYMENTS_PATH] });
}

export function useCreateRefund() {
  return useMutation(createRefund, { success: m.refundSaved, fallbackError: m.paymentError, revalidate: [...INVOICE_READS, PAYMENTS_PATH] });
}

export function useCreateCreditNote() {
  return useMutation(createCreditNote, { success: m.creditNoteCreated, fallbackError: m.creditNoteError, revalidate: INVOICE_READS });
}

async function download(load: () => Promise<DownloadedFile>, fallbackName: string): Promise<void> {
  try {
    saveFile(await load(), fallbackName);
  } catch (error) {
    reportError(error, m.printError);
  }
}

/** Printing an invoice, a credit note or a receipt (each print is logged by the ledger, NF525). */
export function usePrint() {
  const client = useApiClient();
  return {
    invoice: (invoice: Pick<Invoice, 'id' | 'number'>) => download(() => downloadInvoicePdf(client, invoice.id), `Facture-${invoice.number ?? invoice.id}.pdf`),
    creditNote: (id: number, number: string | null) => download(() => downloadCreditNotePdf(client, id), `Avoir-${number ?? id}.pdf`),
    /** The Factur-X XML alone of a validated invoice or credit note. */
    invoiceFacturX: (invoice: Pick<Invoice, 'id' | 'number'>) => download(() => downloadInvoiceFacturX(client, invoice.id), `Facture-${invoice.number ?? invoice.id}-factur-x.xml`),
    creditNoteFacturX: (id: number, number: string | null) => download(() => downloadCreditNoteFacturX(client, id), `Avoir-${number ?? id}-factur-x.xml`),
    receipt: (payment: Pick<Payment, 'id' | 'kind' | 'receiptNumber'>) =>
      download(() => downloadReceipt(client, payment.id), `${payment.kind === 'refund' ? 'Remboursement' : 'Recu'}-${payment.receiptNumber}.pdf`),
  };
}

export function useSendDocument() {
  const sentText = useMailSentText();
  const mutation = useMutation(
    (client: ApiClient, document: Exclude<MailableDocument, 'quotation'>, id: number, to?: string, message?: string) => sendDocumentByEmail(client, document, id, to, message),
    { success: sentText, fallbackError: m.emailError, revalidate: [OUTBOX_EMAILS_PATH], revalidateOnFailure: true },
  );
  return (document: Exclude<MailableDocument, 'quotation'>, id: number, to?: string, message?: string) =>
    withInvoiceFlag('sendingEmail', () => mutation.run(document, id, to, message));
}

/** Validating (numbers the invoice) and deleting a draft (back to the list). */
export function useInvoiceActions() {
  const navigate = useNavigate();
  const validate = useMutation(validateInvoice, { success: m.validated, fallbackError: m.validateError, revalidate: [...INVOICE_READS, QUOTATIONS_PATH] });
  const remove = useMutation(deleteInvoice, { success: m.deleted, fallbackError: m.deleteError, revalidate: [...INVOICE_READS, QUOTATIONS_PATH] });
  return {
    validate: (id: number) => withInvoiceFlag('validating', () => validate.run(id)),
    remove: async (id: number) => {
      const result = await remove.run(id);
      if (result.ok) navigate(ROUTE_PATTERNS.invoices);
      return result;
    },
    removing: remove.busy,
  };
}

/** Where the new invoice's picker searches: `GET /learners/payment` (with each learner's financiers and contracted amount). */
export const LEARNERS_FOR_PAYMENT: LearnerSource<LearnerPayment> = { path: PAYMENT_LEARNERS_PATH, list: listPaymentLearners };
