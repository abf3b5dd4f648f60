import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { BillLinesForm } from '../../../shared/accounting/BillLinesForm';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { note } from '../../../shared/accounting/text.css';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatMoney } from '../../../shared/i18n/format';
import { hrefs, ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useNumericParam } from '../../../shared/router/route-params';
import { useSearchParams } from '../../../shared/router/search-params';
import { Card, ErrorState, InlineAlert, LoadingState, PageHeader, Stack, Tabs } from '../../../shared/ui';
import { InvoiceActions } from '../components/InvoiceActions';
import { InvoiceLegalForm } from '../components/InvoiceLegalForm';
import { InvoiceCreditNotes, InvoicePayments } from '../components/InvoicePayments';
import { mailMessages } from '../../../shared/mail/messages';
import { OutboxEmailList } from '../../../shared/mail/OutboxEmailList';
import { ANY_MAIL_PERMISSION } from '../../../shared/mail/permissions';
import { balanceText } from '../balance';
import { useInvoice, useUpdateInvoice } from '../hooks';
import { invoiceMessages as m } from '../messages';
import type { InvoiceDetails as Details } from '../types';
import * as styles from '../../../shared/accounting/BillSummary.css';

type Section = 'Produits' | 'Informations légales' | 'Règlements' | 'Avoirs' | 'E-mails';
const SECTIONS: readonly Section[] = ['Produits', 'Informations légales', 'Règlements', 'Avoirs', 'E-mails'];

function Summary({ invoice }: { invoice: Details }) {
  const facts: [string, ReactNode][] = [
    [m.summary.customer, invoice.customerName],
    ...(invoice.organization && invoice.learner ? ([[m.summary.learner, `${invoice.learner.firstName} ${invoice.learner.lastName}`]] as [string, string][]) : []),
    [m.summary.issueDate, formatDate(invoice.issueDate)],
    ...(invoice.dueDate ? ([[m.summary.dueDate, formatDate(invoice.dueDate)]] as [string, string][]) : []),
    [m.summary.total, formatMoney(invoice.totalPriceTtc)],
    ...(invoice.number ? ([[m.summary.paid, formatMoney(invoice.paid)], [invoice.refundDue > 0 ? m.summary.balance : m.summary.remaining, balanceText(invoice)]] as [string, string][]) : []),
    ...(invoice.credited > 0 ? ([[m.summary.credited, formatMoney(invoice.credited)]] as [string, string][]) : []),
    ...(invoice.quotation
      ? ([[m.summary.quotation, <Link key="q" to={hrefs.quotationDetails(invoice.quotation.id, { sections: 'Produits' })}>{invoice.quotation.number}</Link>]] as [string, ReactNode][])
      : []),
  ];
  return (
    <Card className={styles.summary}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function LinesSection({ invoice, editable }: { invoice: Details; editable: boolean }) {
  const update = useUpdateInvoice();
  return <BillLinesForm agencyId={invoice.agency.id} lines={invoice.lines} editable={editable} saveLabel={m.saveLines} save={(lines) => update.run(invoice.id, { lines })} busy={update.busy} />;
}

/** `pieces-comptables/factures/{id}` (services, created=true, sections=Produits or Informations légales…): an invoice. */
export default function InvoiceDetails() {
  const id = useNumericParam('id');
  const [params, setParams] = useSearchParams();
  const { data: invoice, error, isLoading, mutate } = useInvoice(id);
  const canEdit = useCan('isCreateInvoice', 'isUpdateInvoice');
  const canSeeMail = useCan(...ANY_MAIL_PERMISSION);
  const requested = params.get('sections');
  const section: Section = SECTIONS.find((s) => s === requested && (s !== 'E-mails' || canSeeMail)) ?? 'Produits';
  const created = params.get('created') === 'true';
  const back = <Link to={ROUTE_PATTERNS.invoices}>{m.back}</Link>;

  if (id === null || (error && !invoice)) {
    return (
      <>
        <PageHeader title={m.detailsTitle} breadcrumb={back} />
        <ErrorState message={id === null ? m.notFound : errorMessage(error, m.detailsLoadError)} onRetry={id === null ? undefined : () => void mutate()} />
      </>
    );
  }
  if (isLoading || !invoice) return <LoadingState />;

  const editable = canEdit && invoice.number === null;
  return (
    <Stack gap="md">
      <PageHeader
        title={invoice.number ? `${m.detailsTitle} ${invoice.number}` : m.draftTitle}
        subtitle={
          <>
            <BillStatusBadge status={invoice.status} /> <span>{invoice.title}</span>
          </>
        }
        breadcrumb={back}
      />
      <InvoiceActions invoice={invoice} />
      {created && invoice.number === null && (
        <InlineAlert tone="info" onDismiss={() => setParams({ created: null })}>
          {m.createdHint}
        </InlineAlert>
      )}
      <Summary invoice={invoice} />
      {invoice.number !== null && <p className={note}>{m.frozen}</p>}
      <Tabs<Section>
        label={m.sectionsLabel}
        tabs={[
          { value: 'Produits', label: m.sections.products },
          { value: 'Informations légales', label: m.sections.legal },
          { value: 'Règlements', label: `${m.sections.payments} (${invoice.payments.length})` },
          { value: 'Avoirs', label: `${m.sections.creditNotes} (${invoice.creditNotes.length})` },
          ...(canSeeMail ? [{ value: 'E-mails' as const, label: mailMessages.title }] : []),
        ]}
        value={section}
        onChange={(value) => setParams({ sections: value, services: null }, { replace: true })}
      >
        {section === 'Produits' && <LinesSection invoice={invoice} editable={editable} />}
        {section === 'Informations légales' && <InvoiceLegalForm key={invoice.updatedAt} invoice={invoice} editable={editable} />}
        {section === 'Règlements' && <InvoicePayments invoice={invoice} />}
        {section === 'Avoirs' && <InvoiceCreditNotes invoice={invoice} />}
        {section === 'E-mails' && <OutboxEmailList filter={{ bill: invoice.id }} showDocument />}
      </Tabs>
    </Stack>
  );
}
