import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/alerts/error-message';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { TotalsSummary } from '../../../shared/accounting/TotalsSummary';
import type { ApiClient } from '../../../shared/api/client';
import { isHttpError } from '../../../shared/api/http-error';
import { saveFile } from '../../../shared/files/save';
import { formatDay, formatMoney, formatNumber, formatPhone } from '../../../shared/i18n/format-lite';
import { Button } from '../../../shared/ui/Button';
import { InlineAlert } from '../../../shared/ui/InlineAlert';
import { Spinner } from '../../../shared/ui/Spinner';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { uiText } from '../../../shared/ui/text';
import { downloadPublicQuotationPdf, usePublicQuotation, validatePublicQuotation } from '../public-hooks';
import { publicQuotationMessages as m, publicQuotationNotFound } from '../public-messages';
import * as styles from './PublicQuotationView.css';

export interface PublicQuotationViewProps {
  /** Any ApiClient: the app's, or the embed's (public calls go without a token). */
  client: ApiClient;
  uuid: string;
  /** Called once when the quotation does not exist (the app logs out and goes to the login; an embed shows the text). */
  onNotFound?: () => void;
  /** Called after the learner validated the quotation (the embed fires its `validated` event). */
  onValidated?: (result: PublicValidation) => void;
  /** Called with each failure shown (loading, validating, downloading; not the unknown quotation). */
  onError?: (error: unknown, message: string) => void;
}

export type PublicValidation = Awaited<ReturnType<typeof validatePublicQuotation>>;

/**
 * The quotation as the learner sees it, without login: the agency's identity, the lines, the totals,
 * its validity, the validation action and the PDF. It depends only on shared pieces and its props, so
 * the quotation embed renders it as it is.
 */
export function PublicQuotationView({ client, uuid, onNotFound, onValidated, onError }: PublicQuotationViewProps) {
  const { data: quotation, error, isLoading, mutate } = usePublicQuotation(client, uuid);
  const [confirming, setConfirming] = useState(false);
  const [validating, setValidating] = useState(false);
  const [validated, setValidated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const notFound = isHttpError(error) && error.status === 404;
  const reported = useRef(false);

  useEffect(() => {
    if (notFound && !reported.current) {
      reported.current = true;
      onNotFound?.();
    }
  }, [notFound, onNotFound]);

  const loadFailure = error && !quotation && !notFound ? errorMessage(error, m.loadError) : null;
  useEffect(() => {
    if (loadFailure) onError?.(error, loadFailure);
    // Once per failure shown: a new error object is a new failure.
  }, [error, loadFailure, onError]);

  if (notFound) {
    return (
      <div className={styles.page}>
        <InlineAlert tone="danger">{publicQuotationNotFound}</InlineAlert>
      </div>
    );
  }
  if (loadFailure) {
    return (
      <div className={styles.page}>
        <InlineAlert tone="danger">{loadFailure}</InlineAlert>
      </div>
    );
  }
  if (isLoading || !quotation) {
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner label={m.loading} />
      </div>
    );
  }

  const { seller } = quotation;
  const validate = async () => {
    setValidating(true);
    setFailure(null);
    try {
      const result = await validatePublicQuotation(client, uuid);
      setValidated(true);
      setConfirming(false);
      onValidated?.(result);
      await mutate();
    } catch (caught) {
      const message = errorMessage(caught, m.validateError);
      setFailure(message);
      onError?.(caught, message);
    } finally {
      setValidating(false);
    }
  };
  const download = async () => {
    setFailure(null);
    try {
      saveFile(await downloadPublicQuotationPdf(client, uuid), `Devis-${quotation.number ?? uuid}.pdf`);
    } catch (caught) {
      const message = errorMessage(caught, m.downloadError);
      setFailure(message);
      onError?.(caught, message);
    }
  };

  return (
    <article className={styles.page} aria-labelledby="public-quotation-title">
      <header className={styles.header}>
        <h1 id="public-quotation-title" className={styles.title}>
          {m.heading(quotation.number)}
        </h1>
        <BillStatusBadge status={quotation.status} />
      </header>

      <div className={styles.parties}>
        <section className={styles.party} aria-label={m.from}>
          <p className={styles.partyTitle}>{m.from}</p>
          <p className={styles.partyName}>{seller.legalName}</p>
          {seller.agencyName !== seller.legalName && <p className={styles.muted}>{seller.agencyName}</p>}
          {seller.address && <p className={styles.muted}>{seller.address}</p>}
          {(seller.postalCode || seller.city) && <p className={styles.muted}>{[seller.postalCode, seller.city].filter(Boolean).join(' ')}</p>}
          {seller.phone && <p className={styles.muted}>{formatPhone(seller.phone)}</p>}
          {seller.email && <p className={styles.muted}>{seller.email}</p>}
          {seller.siret && <p className={styles.muted}>{m.siret(seller.siret)}</p>}
          {seller.vatNumber && <p className={styles.muted}>{m.vatNumber(seller.vatNumber)}</p>}
          {seller.approvalNumber && <p className={styles.muted}>{m.approval(seller.approvalNumber)}</p>}
        </section>
        <section className={styles.party} aria-label={m.to}>
          <p className={styles.partyTitle}>{m.to}</p>
          <p className={styles.partyName}>{quotation.customerName}</p>
          {quotation.learnerName && quotation.learnerName !== quotation.customerName && <p className={styles.muted}>{m.learner(quotation.learnerName)}</p>}
          <p className={styles.muted}>{`${m.issued} : ${formatDay(quotation.issueDate)}`}</p>
          {quotation.validityDate && <p className={styles.muted}>{`${m.validUntil} : ${formatDay(quotation.validityDate)}`}</p>}
          {quotation.title && <p className={styles.muted}>{quotation.title}</p>}
        </section>
      </div>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{m.linesCaption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{m.label}</th>
              <th scope="col" className={styles.num}>{m.quantity}</th>
              <th scope="col" className={styles.num}>{m.unitPrice}</th>
              <th scope="col" className={styles.num}>{m.tva}</th>
              <th scope="col" className={styles.num}>{m.total}</th>
            </tr>
          </thead>
          <tbody>
            {quotation.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.label}</td>
                <td className={styles.num}>{formatNumber(line.quantity)}</td>
                <td className={styles.num}>{formatMoney(line.unitPrice, quotation.currency)}</td>
                <td className={styles.num}>{`${formatNumber(line.tva.rate)} %`}</td>
                <td className={styles.num}>{formatMoney(line.totalTtc, quotation.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.footer}>
        <div className={styles.actions}>
          {quotation.canValidate && !confirming && (
            <Button tone="primary" icon="check" onClick={() => setConfirming(true)}>
              {m.validate}
            </Button>
          )}
          <Button tone="secondary" icon="download" onClick={() => void download()}>
            {m.download}
          </Button>
        </div>
        <TotalsSummary totalHt={quotation.totalPriceHt} totalTva={quotation.totalTva} totalTtc={quotation.totalPriceTtc} vat={quotation.vat} currency={quotation.currency} />
      </div>

      {quotation.vat.some((row) => row.legalMention) && (
        <p className={styles.muted}>{quotation.vat.flatMap((row) => (row.legalMention ? [row.legalMention] : [])).join(' · ')}</p>
      )}
      {quotation.notes && <p className={styles.muted}>{quotation.notes}</p>}

      <section className={styles.conditions} aria-labelledby="public-quotation-conditions">
        <h2 id="public-quotation-conditions" className={styles.conditionsTitle}>
          {m.conditionsTitle}
        </h2>
        <ul className={styles.conditionsList}>
          {quotation.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        {seller.legalMentions && <p className={styles.muted}>{seller.legalMentions}</p>}
      </section>

      {confirming && (
        <div className={styles.confirm} role="group" aria-label={m.confirmTitle}>
          <strong>{m.confirmTitle}</strong>
          <p className={styles.muted}>{m.confirm}</p>
          <div className={styles.actions}>
            <Button tone="primary" icon="check" loading={validating} onClick={() => void validate()}>
              {m.confirmButton}
            </Button>
            <Button tone="secondary" onClick={() => setConfirming(false)}>
              {uiText.cancel}
            </Button>
          </div>
        </div>
      )}
      {validated && <InlineAlert tone="success">{m.validated}</InlineAlert>}
      {!validated && quotation.acceptedAt && <InlineAlert tone="success">{m.acceptedOn(formatDay(quotation.acceptedAt))}</InlineAlert>}
      {!quotation.canValidate && !quotation.acceptedAt && <InlineAlert tone="info">{quotation.expired ? m.expired : m.closed}</InlineAlert>}
      {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
    </article>
  );
}
