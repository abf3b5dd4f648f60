import useSWR from 'swr';
import { useCallback } from 'react';
import { reportError } from '../../shared/alerts/report';
import { BILL_FILTER_NAMES } from '../../shared/accounting/BillListFilters';
import { INVOICE_READS } from '../../shared/accounting/reads';
import { BILL_STATUS } from '../../shared/accounting/status';
import type { ApiClient } from '../../shared/api/client';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
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
  createQuotation,
  deleteQuotation,
  downloadAcceptanceEvidence,
  downloadQuotationPdf,
  duplicateQuotation,
  getQuotation,
  listQuotations,
  QUOTATIONS_PATH,
  sendQuotationByEmail,
  sendValidationLink,
  transformQuotation,
  updateQuotation,
} from './api';
import { quotationKeys } from './keys';
import { quotationMessages as m } from './messages';
import type { QuotationPatch } from './schema';
import { withFlag } from './store';
import type { Quotation } from './types';

/** Filters of the quotation list (the invoices' learner filter aside). */
export const QUOTATION_FILTERS = BILL_FILTER_NAMES.filter((name) => name !== 'learner');

/** The quotation list of the user's agencies (agency[] with isConfigGeneral, else the selected one). */
export function useQuotationList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Quotation>({
    resource: QUOTATIONS_PATH,
    fetchPage: (query, signal) => listQuotations(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: QUOTATION_FILTERS,
    query: user ? agencyScope(user) : {},
  });
}

/** How often a quotation awaiting the learner's answer is read again: the public link moves it to « En cours », then « Acceptée ». */
const AWAITING_REFRESH_MS = 15_000;

export function useQuotation(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : quotationKeys.quotation(id), ([path]) => getQuotation(client, Number(path.slice(path.lastIndexOf('/') + 1))), {
    // The staff page follows what the learner does on the public page instead of showing the status it was opened with.
    refreshInterval: (quotation) => (quotation && (quotation.status === BILL_STATUS.pending || quotation.status === BILL_STATUS.inProgress) ? AWAITING_REFRESH_MS : 0),
  });
}

export function useCreateQuotation() {
  return useMutation(createQuotation, { success: m.created, fallbackError: m.createError, revalidate: [QUOTATIONS_PATH] });
}

export function useUpdateQuotation() {
  return useMutation((client, id: number, patch: QuotationPatch) => updateQuotation(client, id, patch), {
    success: m.saved,
    fallbackError: m.updateError,
    revalidate: [QUOTATIONS_PATH],
  });
}

/** Downloads the evidence of a quotation accepted on its public page. */
export function useAcceptanceEvidence() {
  const client = useApiClient();
  return useCallback(async (quotation: Pick<Quotation, 'id' | 'number'>) => {
    try {
      saveFile(await downloadAcceptanceEvidence(client, quotation.id), `preuve-acceptation-${quotation.number ?? quotation.id}.json`);
    } catch (error) {
      reportError(error, m.follow.acceptanceEvidenceError);
    }
  }, [client]);
}

async function print(client: ApiClient, quotation: Pick<Quotation, 'id' | 'number'>): Promise<void> {
  try {
    saveFile(await downloadQuotationPdf(client, quotation.id), `Devis-${quotation.number ?? quotation.id}.pdf`);
  } catch (error) {
    reportError(error, m.printError);
  }
}

/**
 * The actions of a quotation (spec part 1 §4), each raising its flag in the store while it runs:
 * validate and refuse (validating), send by e-mail or send the link (sendingEmail), duplicate
 * (duplicating), transform and delete (loading). Navigation follows as the spec says.
 */
export function useQuotationActions() {
  const client = useApiClient();
  const navigate = useNavigate();
  const sentText = useMailSentText();
  const validate = useMutation((c, id: number) => updateQuotation(c, id, { status: BILL_STATUS.validated }), { success: m.validated, fallbackError: m.updateError, revalidate: [QUOTATIONS_PATH] });
  const refuse = useMutation((c, id: number) => updateQuotation(c, id, { status: BILL_STATUS.refused }), { success: m.refused, fallbackError: m.updateError, revalidate: [QUOTATIONS_PATH] });
  const email = useMutation((c, id: number, to?: string, message?: string) => sendQuotationByEmail(c, id, { ...(to ? { to } : {}), message: message ?? null }), {
    success: sentText,
    fallbackError: m.emailError,
    revalidate: [QUOTATIONS_PATH, OUTBOX_EMAILS_PATH],
    revalidateOnFailure: true,
  });
  const link = useMutation((c, id: number, to?: string) => sendValidationLink(c, id, to), { success: sentText, fallbackError: m.emailError, revalidate: [QUOTATIONS_PATH, OUTBOX_EMAILS_PATH], revalidateOnFailure: true });
  const duplicate = useMutation(duplicateQuotation, { success: m.duplicated, fallbackError: m.duplicateError, revalidate: [QUOTATIONS_PATH] });
  const transform = useMutation(transformQuotation, { success: m.transformed, fallbackError: m.transformError, revalidate: [QUOTATIONS_PATH, ...INVOICE_READS] });
  const remove = useMutation(deleteQuotation, { success: m.deleted, fallbackError: m.deleteError, revalidate: [QUOTATIONS_PATH] });

  return {
    validate: (id: number) => withFlag('validating', () => validate.run(id)),
    refuse: (id: number) => withFlag('validating', () => refuse.run(id)),
    sendEmail: (id: number, to?: string, message?: string) => withFlag('sendingEmail', () => email.run(id, to, message)),
    sendLink: (id: number, to?: string) => withFlag('sendingEmail', () => link.run(id, to)),
    duplicate: async (id: number) => {
      const result = await withFlag('duplicating', () => duplicate.run(id));
      if (result.ok) navigate(hrefs.quotationDetails(result.value.id, { sections: 'Produits' }));
      return result;
    },
    transform: async (id: number) => {
      const result = await withFlag('loading', () => transform.run(id));
      if (result.ok) navigate(hrefs.invoice(result.value.id, { created: true }));
      return result;
    },
    remove: async (id: number) => {
      const result = await withFlag('loading', () => remove.run(id));
      if (result.ok) navigate(ROUTE_PATTERNS.quotations);
      return result;
    },
    print: (quotation: Pick<Quotation, 'id' | 'number'>) => print(client, quotation),
  };
}

// The public page's hooks live in public-hooks.ts (the quotation embed imports them without the rest).
export { downloadPublicQuotationPdf, usePublicQuotation, validatePublicQuotation } from './public-hooks';
