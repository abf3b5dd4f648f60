import { useCallback, useState } from 'react';
import { reportError } from '../../shared/alerts/report';
import { saveFile } from '../../shared/files/save';
import { OUTBOX_EMAILS_PATH } from '../../shared/mail/api';
import { useMailSentText } from '../../shared/mail/hooks';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { CONTRACT_LIST_PATH, CONTRACTS_PATH } from './api';
import { downloadSignatureFile, sendForSignature } from './signature-api';
import { signatureMessages as m } from './signature-messages';

/** E-mails the signing link; the alert says « envoyé » only once the SMTP server accepted it. */
export function useSendForSignature() {
  const sentText = useMailSentText();
  return useMutation(sendForSignature, { success: sentText, fallbackError: m.sendForSignatureError, revalidate: [OUTBOX_EMAILS_PATH, CONTRACT_LIST_PATH, CONTRACTS_PATH, '/learner/details'] });
}

/** Downloads the evidence file or the sealed PDF of a signature request. */
export function useSignatureDownload() {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (requestId: number, file: 'evidence' | 'signed-pdf', fallbackName: string) => {
      setBusy(true);
      try {
        saveFile(await downloadSignatureFile(client, requestId, file), fallbackName);
      } catch (error) {
        reportError(error, m.downloadError);
      } finally {
        setBusy(false);
      }
    },
    [client],
  );
  return { run, busy };
}
