import type { ApiClient, DownloadedFile } from '../../../shared/api/client';
import { saveFile } from '../../../shared/files/save';
import { OUTBOX_EMAILS_PATH } from '../../../shared/mail/api';
import { useMailSentText } from '../../../shared/mail/hooks';
import type { MailDelivery } from '../../../shared/mail/types';
import { useMutation } from '../../../shared/swr/useMutation';
import { OPERATIONS_PATH } from '../api';
import { planningMessages as m } from '../messages';

// The planning's files and e-mails (exports, convocations, the monitor, a learner's appointments).

/** Downloads a generated file under the server's name (or `fallbackName`), with the success text given. */
export function useDownload(success: string = m.success.downloaded) {
  return useMutation(
    async (client, fetchFile: (client: ApiClient) => Promise<DownloadedFile>, fallbackName: string) => {
      const file = await fetchFile(client);
      saveFile(file, fallbackName);
      return file;
    },
    { success, fallbackError: m.errors.download, revalidate: [OPERATIONS_PATH] },
  );
}

/** A planning e-mail whose call answers its delivery (convocations, a planning file): the alert says « envoyé » only once the SMTP server accepted it. */
export function useSendMail<A extends unknown[], R extends MailDelivery>(action: (client: ApiClient, ...args: A) => Promise<R>) {
  const sentText = useMailSentText();
  return useMutation(action, { success: sentText, fallbackError: m.errors.mail, revalidate: [OPERATIONS_PATH, OUTBOX_EMAILS_PATH] });
}

/** A planning e-mail whose call answers a file (the monitor, a learner's appointments) without waiting for delivery: queued. */
export function useQueueMail<A extends unknown[], R>(action: (client: ApiClient, ...args: A) => Promise<R>) {
  const sentText = useMailSentText();
  return useMutation(action, { success: () => sentText({ sentAt: null }), fallbackError: m.errors.mail, revalidate: [OPERATIONS_PATH, OUTBOX_EMAILS_PATH] });
}

