import { useState } from 'react';
import { errorMessage } from '../alerts/report';
import { formatDateTime } from '../i18n/format';
import { Badge, type BadgeTone, Button, ErrorState, InlineAlert, Pagination, Stack, Table, type TableColumn } from '../ui';
import type { OutboxFilter } from './api';
import { useMailSettings, useOutboxEmails, useRetryOutboxEmail } from './hooks';
import { mailMessages as m } from './messages';
import type { DeliveryState, OutboxEmail } from './types';
import * as styles from './OutboxEmailList.css';

const TONES: Record<DeliveryState, BadgeTone> = { queued: 'info', sent: 'success', retrying: 'warning', failed: 'danger' };

/** What to say under an e-mail's state: when the server accepted it, when it is tried again, what the server answered. */
function Detail({ email }: { email: OutboxEmail }) {
  const lines: string[] = [];
  if (email.state === 'sent' && email.sentAt) lines.push(m.sentAt(formatDateTime(email.sentAt)));
  if (email.state === 'retrying' && email.nextAttemptAt) lines.push(m.nextAttempt(formatDateTime(email.nextAttemptAt)));
  // An SMTP reply starts with its three-digit code; anything else is Volant's own French account of the failure.
  if ((email.state === 'retrying' || email.state === 'failed') && email.smtpResponse) {
    lines.push(/^\d{3}\b/.test(email.smtpResponse) ? m.serverAnswer(email.smtpResponse) : m.failure(email.smtpResponse));
  }
  return (
    <>
      {lines.map((line) => (
        <p key={line} className={styles.detail}>
          {line}
        </p>
      ))}
    </>
  );
}

export interface OutboxEmailListProps {
  filter: OutboxFilter;
  /** Show which document each e-mail carried (a learner's list mixes them). */
  showDocument?: boolean;
}

/**
 * The e-mails sent for a learner or a document, newest first, with where each stands — « En file
 * d’attente », « Envoyé », « Nouvel essai prévu », « Échec » with the server's answer — and « Renvoyer »
 * on a failed one. Says so when the server keeps e-mails in its outbox (no SMTP configured).
 */
export function OutboxEmailList({ filter, showDocument = false }: OutboxEmailListProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOutboxEmails(filter, page);
  const { data: settings } = useMailSettings();
  const retry = useRetryOutboxEmail();
  const [retrying, setRetrying] = useState<number | null>(null);
  if (error && !data) return <ErrorState message={errorMessage(error, m.loadError)} onRetry={() => void mutate()} />;

  const columns: TableColumn<OutboxEmail>[] = [
    { key: 'createdAt', header: m.columns.createdAt, render: (e) => formatDateTime(e.createdAt) },
    {
      key: 'to',
      header: m.columns.to,
      render: (e) => (
        <span className={styles.recipient}>
          {e.toName && <span>{e.toName}</span>}
          <span>{e.to}</span>
        </span>
      ),
    },
    { key: 'subject', header: m.columns.subject, render: (e) => (showDocument && e.document ? `${m.documents[e.document]} · ${e.subject}` : e.subject) },
    {
      key: 'state',
      header: m.columns.state,
      render: (e) => (
        <Stack gap="xs">
          <span>
            <Badge tone={TONES[e.state]}>{m.states[e.state]}</Badge>
          </span>
          <Detail email={e} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      render: (e) =>
        e.state === 'failed' ? (
          <Button
            tone="secondary"
            size="sm"
            icon="send"
            aria-label={m.retryLabel(e.subject)}
            loading={retrying === e.id}
            disabled={retrying !== null}
            onClick={async () => {
              setRetrying(e.id);
              await retry.run(e.id);
              setRetrying(null);
            }}
          >
            {m.retry}
          </Button>
        ) : null,
    },
  ];
  const total = data?.total ?? 0;
  return (
    <Stack gap="sm">
      {settings?.deliveryConfigured === false && <InlineAlert tone="warning">{m.notConfigured}</InlineAlert>}
      <Table caption={m.caption} columns={columns} rows={data?.items ?? []} getRowKey={(e) => e.id} loading={isLoading} empty={<p className={styles.detail}>{m.empty}</p>} />
      {total > 10 && <Pagination list={m.caption} page={page} itemsPerPage={10} totalItems={total} onPageChange={setPage} />}
    </Stack>
  );
}
