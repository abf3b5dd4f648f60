import { errorMessage } from '../../../shared/alerts/report';
import { DocumentFrame } from '../../../shared/accounting/DocumentFrame';
import { BillLinesForm } from '../../../shared/accounting/BillLinesForm';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { isQuotationEditable } from '../../../shared/accounting/status';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatMoney } from '../../../shared/i18n/format';
import { hrefs, ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useSearchParams } from '../../../shared/router/search-params';
import { Card, ErrorState, InlineAlert, LoadingState, PageHeader, Tabs } from '../../../shared/ui';
import { QuotationActions } from '../components/QuotationActions';
import { QuotationInformationForm } from '../components/QuotationInformationForm';
import { useQuotation, useUpdateQuotation } from '../hooks';
import { quotationMessages as m } from '../messages';
import type { QuotationDetails as Details } from '../types';
import * as styles from '../../../shared/accounting/BillSummary.css';
import { note } from '../../../shared/accounting/text.css';

type Section = 'Produits' | 'Informations';

function Summary({ quotation }: { quotation: Details }) {
  return (
    <Card className={styles.summary}>
      <dl className={styles.facts}>
        <div>
          <dt>{m.customer}</dt>
          <dd>{quotation.customerName}</dd>
        </div>
        {quotation.organization && quotation.learner && (
          <div>
            <dt>{m.learner}</dt>
            <dd>{`${quotation.learner.firstName} ${quotation.learner.lastName}`}</dd>
          </div>
        )}
        <div>
          <dt>{m.fields.agency}</dt>
          <dd>{quotation.agency.name}</dd>
        </div>
        <div>
          <dt>{m.fields.issueDate}</dt>
          <dd>{m.dates(formatDate(quotation.issueDate), quotation.validityDate ? formatDate(quotation.validityDate) : null)}</dd>
        </div>
        <div>
          <dt>{m.columns.total}</dt>
          <dd className={styles.total}>{formatMoney(quotation.totalPriceTtc)}</dd>
        </div>
        {quotation.invoice && (
          <div>
            <dt>{m.follow.invoice}</dt>
            <dd>
              <Link to={hrefs.invoice(quotation.invoice.id)}>{m.invoiceLink(quotation.invoice.number)}</Link>
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

function LinesSection({ quotation, editable }: { quotation: Details; editable: boolean }) {
  const update = useUpdateQuotation();
  return <BillLinesForm agencyId={quotation.agency.id} lines={quotation.lines} editable={editable} saveLabel={m.saveLines} save={(lines) => update.run(quotation.id, { lines })} busy={update.busy} />;
}

/** `pieces-comptables/devis/details-devis?id=…&created&sections=Produits`: a quotation, its actions and sections. */
export default function QuotationDetails() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data: quotation, error, isLoading, mutate } = useQuotation(id);
  const canEdit = useCan('isUpdateQuotation');
  const section: Section = params.get('sections') === 'Informations' ? 'Informations' : 'Produits';
  const created = params.get('created') === 'true';

  const back = <Link to={ROUTE_PATTERNS.quotations}>{m.back}</Link>;
  if (id === null || (error && !quotation)) {
    return (
      <DocumentFrame>
        <PageHeader title={m.detailsTitle} breadcrumb={back} />
        <ErrorState message={id === null ? m.notFound : errorMessage(error, m.detailsLoadError)} onRetry={id === null ? undefined : () => void mutate()} />
      </DocumentFrame>
    );
  }
  if (isLoading || !quotation) return <DocumentFrame><LoadingState /></DocumentFrame>;

  const editable = canEdit && isQuotationEditable(quotation.status) && quotation.invoice === null;
  return (
    <DocumentFrame>
      <PageHeader
        title={`${m.title} ${quotation.number ?? ''}`.trim()}
        subtitle={
          <>
            <BillStatusBadge status={quotation.status} /> <span>{quotation.title}</span>
          </>
        }
        breadcrumb={back}
      />
      <QuotationActions quotation={quotation} />
      {/* The hint asks for lines: once saved with some, it has been followed. */}
      {created && quotation.lines.length === 0 && (
        <InlineAlert tone="info" onDismiss={() => setParams({ created: null })}>
          {m.createdHint}
        </InlineAlert>
      )}
      <Summary quotation={quotation} />
      {!editable && <p className={note}>{m.readOnly}</p>}
      <Tabs<Section>
        label={m.sectionsLabel}
        tabs={[
          { value: 'Produits', label: m.sections.products },
          { value: 'Informations', label: m.sections.information },
        ]}
        value={section}
        onChange={(value) => setParams({ sections: value }, { replace: true })}
      >
        {section === 'Produits' ? (
          <LinesSection quotation={quotation} editable={editable} />
        ) : (
          <QuotationInformationForm key={quotation.updatedAt} quotation={quotation} editable={editable} />
        )}
      </Tabs>
    </DocumentFrame>
  );
}
