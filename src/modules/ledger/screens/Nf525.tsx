import { errorMessage } from '../../../shared/alerts/report';
import { note } from '../../../shared/accounting/text.css';
import { formatDateTime } from '../../../shared/i18n/format';
import { Button, Card, InlineAlert, LoadingState, PageHeader, Section, Stack } from '../../../shared/ui';
import { useDownloadAttestation, useLedgerVerification } from '../hooks';
import { ledgerMessages } from '../messages';
import * as styles from './AccountingDocuments.css';

const m = ledgerMessages.nf525;

/**
 * `pieces-comptables/nf525` (no permission): the four NF525 guarantees and a live check of the chain and
 * the documents, listing everything found changed, deleted or inserted.
 */
export default function Nf525() {
  const { data, error, isLoading, isValidating, mutate } = useLedgerVerification();
  const attestation = useDownloadAttestation();
  let status;
  if (isLoading) status = <LoadingState />;
  else if (error && !data) status = <InlineAlert tone="danger">{errorMessage(error, m.loadError)}</InlineAlert>;
  else if (data?.ok && data.checked === 0) status = <InlineAlert tone="info">{m.empty}</InlineAlert>;
  else if (data?.ok) status = <InlineAlert tone="success">{m.ok(data.checked, data.lastSeq)}</InlineAlert>;
  else if (data) {
    status = (
      <>
        <InlineAlert tone="danger" title={m.findingsCaption}>
          {m.findings(data.findingsCount)}
        </InlineAlert>
        <ul className={styles.findings} aria-label={m.findingsCaption}>
          {data.findings.map((finding, index) => (
            <li key={index}>
              {finding.message}
              {finding.differences.length > 0 && (
                <ul className={note}>
                  {finding.differences.map((d) => (
                    <li key={d.field}>{m.difference(d.field, d.recorded, d.stored)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {data.findingsCount > data.findings.length && <p className={note}>{m.more(data.findingsCount - data.findings.length)}</p>}
      </>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <Button tone="primary" icon="shield" loading={isValidating} onClick={() => void mutate()}>
            {m.verify}
          </Button>
        }
      />
      <Section title={m.verify}>
        <Stack gap="sm">
          {status}
          {data && data.checked > 0 && (
            <p className={note}>
              {`${m.lastHash} : `}
              <code className={styles.hash}>{data.lastHash}</code>
              {` · ${m.verifiedAt(formatDateTime(data.verifiedAt))}`}
            </p>
          )}
        </Stack>
      </Section>
      <div className={styles.principles}>
        {m.principles.map((p) => (
          <Card key={p.title} className={styles.principle}>
            <h2 className={styles.principleTitle}>{p.title}</h2>
            <p className={note}>{p.text}</p>
          </Card>
        ))}
      </div>
      <p className={note}>{m.numbering}</p>
      <Section
        title={m.attestationTitle}
        actions={
          <Button icon="download" loading={attestation.busy} onClick={() => void attestation.run()}>
            {m.attestation}
          </Button>
        }
      >
        <p className={note}>{m.attestationHelp}</p>
      </Section>
    </Stack>
  );
}
