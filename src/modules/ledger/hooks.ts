import useSWR, { useSWRConfig } from 'swr';
import type { ApiClient } from '../../shared/api/client';
import { reportError } from '../../shared/alerts/report';
import { listPayments, PAYMENTS_PATH, downloadReceipt, sendReceiptByEmail, type Payment } from '../../shared/accounting/payments';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { saveFile } from '../../shared/files/save';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { OUTBOX_EMAILS_PATH } from '../../shared/mail/api';
import { useMailSentText } from '../../shared/mail/hooks';
import { CLOSURES_PATH, createClosure, downloadAttestation, downloadFiscalArchive, EVENTS_PATH, listClosures, listLedgerEvents, VERIFY_PATH, verifyLedger } from './api';
import { ledgerMessages as m } from './messages';
import { ledgerStore } from './store';
import type { LedgerClosure, LedgerEvent } from './types';
import { ledgerKeys } from './keys';

/** The receipts (payments) of the user's agencies. */
export function useReceiptList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Payment>({
    resource: PAYMENTS_PATH,
    fetchPage: (query, signal) => listPayments(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: ['method'],
    query: user ? agencyScope(user) : {},
  });
}

export function useReceiptActions() {
  const client = useApiClient();
  const sentText = useMailSentText();
  const send = useMutation((c, id: number, to?: string) => sendReceiptByEmail(c, id, to), { success: sentText, fallbackError: m.receipts.sendError, revalidate: [OUTBOX_EMAILS_PATH], revalidateOnFailure: true });
  return {
    print: async (payment: Payment) => {
      try {
        saveFile(await downloadReceipt(client, payment.id), `Recu-${payment.receiptNumber}.pdf`);
      } catch (error) {
        reportError(error, m.receipts.printError);
      }
    },
    send,
  };
}

/** The event log, newest first (20 per page), filtered by event type. */
export function useEventLog() {
  const client = useApiClient();
  return useListController<LedgerEvent>({
    resource: EVENTS_PATH,
    fetchPage: (query, signal) => listLedgerEvents(client, query, signal),
    defaults: { itemsPerPage: 20 },
    filterNames: ['eventType'],
  });
}

export function useClosureList() {
  const client = useApiClient();
  return useListController<LedgerClosure>({
    resource: CLOSURES_PATH,
    fetchPage: (query, signal) => listClosures(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: ['periodType'],
  });
}

export function useCreateClosure() {
  return useMutation(createClosure, { success: m.closures.created, fallbackError: m.closures.error, revalidate: [CLOSURES_PATH, EVENTS_PATH, VERIFY_PATH] });
}

/** The chain's verification; `revalidate` runs it again. */
export function useLedgerVerification() {
  const client = useApiClient();
  return useSWR(ledgerKeys.verification(), () => verifyLedger(client), { revalidateOnFocus: false });
}

/** Downloads the publisher's NF525 attestation (a 409 says the installation names no publisher). */
export function useDownloadAttestation() {
  return useMutation(saveAttestation, { fallbackError: m.nf525.attestationError });
}
const saveAttestation = async (client: ApiClient) => saveFile(await downloadAttestation(client), m.nf525.attestationFile);

/** Downloads the signed archive; its export is logged, so the event log is reloaded. */
export function useDownloadArchive() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (from: string, to: string) => {
    ledgerStore.exporting = true;
    try {
      saveFile(await downloadFiscalArchive(client, from, to), `Archive-fiscale-${from}-${to}.zip`);
      await mutate((key) => Array.isArray(key) && (key[0] === EVENTS_PATH || key[0] === VERIFY_PATH));
    } catch (error) {
      reportError(error, m.archive.error);
    } finally {
      ledgerStore.exporting = false;
    }
  };
}
