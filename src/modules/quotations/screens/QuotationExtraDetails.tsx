import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { DocumentFrame } from '../../../shared/accounting/DocumentFrame';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { BILL_STATUS } from '../../../shared/accounting/status';
import { useCan } from '../../../shared/auth/usePermissions';
import { mailMessages } from '../../../shared/mail/messages';
import { OutboxEmailList } from '../../../shared/mail/OutboxEmailList';
import { ANY_MAIL_PERMISSION } from '../../../shared/mail/permissions';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/i18n/format';
import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useNumericParam } from '../../../shared/router/route-params';
import { Button, ErrorState, Inline, LoadingState, PageHeader, Section } from '../../../shared/ui';
import { QuotationActions } from '../components/QuotationActions';
import { useAcceptanceEvidence, useQuotation } from '../hooks';
import { quotationMessages as m } from '../messages';
import * as styles from '../../../shared/accounting/BillSummary.css';
import { note } from '../../../shared/accounting/text.css';

/** `pieces-comptables/devis/extra-details-devis/{id}`: how a quotation went — sending, views, answer, invoice — and its public link. */
export default function QuotationExtraDetails() {
  const id = useNumericParam('id');
  const { data: quotation, error, isLoading, mutate } = useQuotation(id);
  const [copied, setCopied] = useState(false);
  const canSeeMail = useCan(...ANY_MAIL_PERMISSION);
  const canPrint = useCan('isPrintQuotation');
  const downloadEvidence = useAcceptanceEvidence();
  if (id === null || (error && !quotation)) {
    return (
      <DocumentFrame>
        <ErrorState message={id === null ? m.notFound : errorMessage(error, m.detailsLoadError)} onRetry={id === null ? undefined : () => void mutate()} />
      </DocumentFrame>
    );
  }
  if (isLoading || !quotation) return <DocumentFrame><LoadingState /></DocumentFrame>;

  const link = `${window.location.origin}${hrefs.publicQuotation(quotation.uuid)}`;
  // The public link works once the quotation left the draft (sent or queued to be), « Envoyé le » or not.
  const isPublic = quotation.status !== BILL_STATUS.draft;
  const when = (value: string | null) => (value ? formatDateTime(value) : m.follow.never);

  return (
    <DocumentFrame>
      <PageHeader
        title={`${m.extraTitle} ${quotation.number ?? ''}`.trim()}
        subtitle={
          <>
            <BillStatusBadge status={quotation.status} /> <span>{`${quotation.customerName} · ${formatMoney(quotation.totalPriceTtc)}`}</span>
          </>
        }
        breadcrumb={<Link to={hrefs.quotationDetails(quotation.id, { sections: 'Produits' })}>{m.detailsTitle}</Link>}
      />
      <QuotationActions quotation={quotation} />
      <Section title={m.follow.timeline}>
        <dl className={styles.facts}>
          <div>
            <dt>{m.follow.created}</dt>
            <dd>{formatDateTime(quotation.createdAt)}</dd>
          </div>
          <div>
            <dt>{m.follow.sent}</dt>
            <dd>{when(quotation.sentAt)}</dd>
          </div>
          <div>
            <dt>{m.follow.viewed}</dt>
            <dd>{when(quotation.viewedAt)}</dd>
          </div>
          <div>
            <dt>{m.follow.accepted}</dt>
            <dd>
              {when(quotation.acceptedAt)}
              {quotation.acceptedAt && canPrint && (
                <>
                  {' '}
                  <Button tone="secondary" size="sm" icon="shield" onClick={() => void downloadEvidence(quotation)}>
                    {m.follow.acceptanceEvidence}
                  </Button>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{m.fields.validityDate}</dt>
            <dd>{quotation.validityDate ? formatDate(quotation.validityDate) : m.follow.never}</dd>
          </div>
        </dl>
      </Section>
      <Section title={m.follow.publicLink} description={isPublic ? m.follow.publicLinkHint : m.follow.publicLinkDraft}>
        {isPublic && (
          <Inline gap="sm">
            <a href={link} target="_blank" rel="noopener noreferrer" data-testid="public-link">
              {link}
            </a>
            <Button
              tone="secondary"
              size="sm"
              icon="copy"
              onClick={async () => {
                await navigator.clipboard?.writeText(link);
                setCopied(true);
              }}
            >
              {copied ? m.follow.copied : m.follow.copy}
            </Button>
          </Inline>
        )}
      </Section>
      {canSeeMail && (
        <Section title={mailMessages.title}>
          <OutboxEmailList filter={{ bill: quotation.id }} showDocument />
        </Section>
      )}
      <Section title={m.follow.invoice}>
        {quotation.invoice ? <Link to={hrefs.invoice(quotation.invoice.id)}>{m.invoiceLink(quotation.invoice.number)}</Link> : <p className={note}>{m.follow.noInvoice}</p>}
      </Section>
    </DocumentFrame>
  );
}
