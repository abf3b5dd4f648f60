import { formatDateTime } from '../../../shared/i18n/format';
import { Button, Inline } from '../../../shared/ui';
import type { ElectronicSignature } from '../types';
import { useSignatureDownload } from '../signature-hooks';
import { signatureMessages as m } from '../signature-messages';
import { useContractRights } from '../hooks';
import * as styles from './contracts.css';

/**
 * Where a document's signature at a distance stands: « Signé électroniquement le … par … » with the
 * evidence file and the sealed PDF, or the pending link, or the locked one. Nothing for a revoked link.
 */
export function ElectronicSignatureLine({ signature, number }: { signature: ElectronicSignature | null; number: string }) {
  const rights = useContractRights();
  const download = useSignatureDownload();
  if (!signature || signature.status === 'revoked') return null;
  if (signature.status === 'pending') return <p className={styles.signatureLine}>{m.pending(signature.sentTo, formatDateTime(signature.sentAt))}</p>;
  if (signature.status === 'locked') return <p className={styles.signatureLine}>{m.locked}</p>;
  return (
    <div className={styles.signatureLine}>
      <p>{m.signedBy(formatDateTime(signature.signedAt), signature.signerName)}</p>
      {rights.print && (
        <Inline gap="xs">
          <Button size="sm" icon="shield" disabled={download.busy} onClick={() => void download.run(signature.id, 'evidence', `preuve-signature-${number}.json`)}>
            {m.evidence}
          </Button>
          <Button size="sm" icon="download" disabled={download.busy} onClick={() => void download.run(signature.id, 'signed-pdf', `${number}-signe.pdf`)}>
            {m.signedPdf}
          </Button>
        </Inline>
      )}
    </div>
  );
}
