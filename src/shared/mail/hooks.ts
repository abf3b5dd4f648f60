import useSWR from 'swr';
import { useMutation } from '../swr/useMutation';
import { useApiClient } from '../swr/ApiProvider';
import { getMailSettings, listOutboxEmails, OUTBOX_EMAILS_PATH, retryOutboxEmail, type OutboxFilter } from './api';
import { mailKeys } from './keys';
import { mailMessages as m, mailSentText } from './messages';

/** While a listed e-mail is being handed to the SMTP server, the list looks again this often. */
const PENDING_REFRESH_MS = 5_000;

/** A page of the e-mails of a learner or a document, refreshed while one of them is on its way. */
export function useOutboxEmails(filter: OutboxFilter, page: number) {
  const client = useApiClient();
  return useSWR(mailKeys.outbox(filter, page), ([, f, p]) => listOutboxEmails(client, f, p), {
    refreshInterval: (data) => (data?.items.some((e) => e.state === 'queued') ? PENDING_REFRESH_MS : 0),
  });
}

/** Whether e-mails leave the server (SMTP configured); fetched once per session. */
export function useMailSettings() {
  const client = useApiClient();
  return useSWR(mailKeys.settings(), () => getMailSettings(client), { revalidateIfStale: false, revalidateOnFocus: false });
}

/** The alert text after a mail call: « Email envoyé avec succès » only once the SMTP server accepted it. */
export function useMailSentText(sent?: string): (answer: { sentAt: string | null }) => string {
  const { data: settings } = useMailSettings();
  return (answer) => mailSentText(answer, settings?.deliveryConfigured, sent);
}

/** Sends a failed e-mail again; the alert says whether it left. Revalidates the e-mail lists and the documents (« Envoyé le »). */
export function useRetryOutboxEmail() {
  return useMutation(retryOutboxEmail, {
    success: useMailSentText(),
    fallbackError: m.retryError,
    revalidate: [OUTBOX_EMAILS_PATH, '/accounting/quotations'],
    revalidateOnFailure: true,
  });
}
