import { ledgerEventLabel } from '../../../shared/accounting/ledger-events';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../shared/alerts/report';
import { PAYMENT_METHODS, type Payment } from '../../../shared/accounting/payments';
import { SendMailModal } from '../../../shared/accounting/SendMailModal';
import { note } from '../../../shared/accounting/text.css';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatDateTime, formatMoney, toApiDate } from '../../../shared/i18n/format';
import { hrefs } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import { Link } from '../../../shared/router/Link';
import { useSearchParams } from '../../../shared/router/search-params';
import { Button, ConfirmDialog, DateField, EmptyState, ErrorState, FormActions, FormGrid, IconButton, Inline, PageHeader, Pagination, SearchInput, Section, SelectField, Stack, Table, Tabs, Toolbar, type TableColumn } from '../../../shared/ui';
import { FecDownload } from '../components/FecDownload';
import { useClosureList, useCreateClosure, useDownloadArchive, useEventLog, useReceiptActions, useReceiptList } from '../hooks';
import { ledgerMessages as m } from '../messages';
import { CLOSURE_PERIODS } from '../schema';
import { ledgerStore } from '../store';
import type { ClosurePeriod, LedgerClosure, LedgerEvent } from '../types';
import * as styles from './AccountingDocuments.css';

type Tab = 'recus' | 'journal' | 'clotures' | 'archive';

const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

function Receipts() {
  const list = useReceiptList();
  const actions = useReceiptActions();
  const canPrint = useCan('isPrintReceipt');
  const canSend = useCan('isSendReceiptByEmail');
  const [mailing, setMailing] = useState<Payment | null>(null);
  const t = m.receipts;
  const columns: TableColumn<Payment>[] = [
    { key: 'receiptNumber', header: t.columns.number, sortable: true, render: (p) => p.receiptNumber },
    { key: 'paidOn', header: t.columns.paidOn, sortable: true, render: (p) => formatDate(p.paidOn) },
    { key: 'invoice', header: t.columns.invoice, render: (p) => <Link to={hrefs.invoice(p.invoice.id, { sections: 'Règlements' })}>{p.invoice.number}</Link> },
    { key: 'payer', header: t.columns.payer, render: (p) => p.payerName },
    { key: 'method', header: t.columns.method, render: (p) => PAYMENT_METHODS[p.method] },
    { key: 'amount', header: t.columns.amount, sortable: true, align: 'end', render: (p) => formatMoney(p.amount) },
    {
      key: 'actions',
      header: t.columns.actions,
      align: 'end',
      render: (p) => (
        <Inline gap="xxs" justify="end">
          {canPrint && <IconButton icon="download" size="sm" label={t.print(p.receiptNumber)} onClick={() => void actions.print(p)} />}
          {canSend && <IconButton icon="mail" size="sm" label={t.send(p.receiptNumber)} onClick={() => setMailing(p)} />}
        </Inline>
      ),
    },
  ];
  return (
    <>
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t.searchLabel} placeholder={t.searchLabel} />
      </Toolbar>
      <ListTable list={list} caption={t.caption} columns={columns} loadError={t.loadError} empty={<EmptyState title={t.empty} icon="fileText" />} />
      {mailing && (
        <SendMailModal title={t.mailTitle} defaultTo={null} busy={actions.send.busy} onClose={() => setMailing(null)} onSend={async (to) => (await actions.send.run(mailing.id, to)).ok} />
      )}
    </>
  );
}

function EventLog() {
  const list = useEventLog();
  const t = m.events;
  const type = typeof list.filters.eventType === 'string' ? list.filters.eventType : '';
  const columns: TableColumn<LedgerEvent>[] = [
    { key: 'seq', header: t.columns.seq, sortable: true, align: 'end', render: (e) => e.seq },
    { key: 'createdAt', header: t.columns.date, sortable: true, render: (e) => formatDateTime(e.createdAt) },
    {
      key: 'type',
      header: t.columns.type,
      render: (e) => `${ledgerEventLabel(e.eventType)}${e.payload.duplicate === true ? ` (${t.duplicate})` : ''}`,
    },
    { key: 'document', header: t.columns.document, render: (e) => e.documentNumber ?? '' },
    { key: 'amount', header: t.columns.amount, align: 'end', render: (e) => (e.amount === null ? '' : formatMoney(e.amount)) },
    { key: 'user', header: t.columns.user, render: (e) => e.user?.name ?? '' },
    { key: 'hash', header: t.columns.hash, render: (e) => <code title={e.hash} className={styles.hash}>{shortHash(e.hash)}</code> },
  ];
  return (
    <>
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t.columns.document} placeholder={t.columns.document} />
        <SelectField
          label={t.filterType}
          placeholder={t.allTypes}
          value={type}
          onChange={(e) => list.setFilter('eventType', e.target.value || null)}
          options={Object.entries(t.types).map(([value, label]) => ({ value, label }))}
        />
      </Toolbar>
      <ListTable list={list} caption={t.caption} columns={columns} loadError={t.loadError} empty={<EmptyState title={t.empty} icon="shield" />} />
    </>
  );
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The closed period in words: « du 24/11/2026 », « de novembre 2026 », « de l’année 2026 ». */
function periodText(periodType: ClosurePeriod, day: string): string {
  if (periodType === 'day') return `du ${formatDate(day)}`;
  if (periodType === 'month') return `de ${monthFormat.format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`))}`;
  return `de l’année ${day.slice(0, 4)}`;
}

function Closures() {
  const list = useClosureList();
  const create = useCreateClosure();
  const canClose = useCan('isAccessFiscalArchive');
  const t = m.closures;
  const yesterday = toApiDate(new Date(Date.now() - 86_400_000));
  const [period, setPeriod] = useState<ClosurePeriod>('day');
  const [date, setDate] = useState(yesterday);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const columns: TableColumn<LedgerClosure>[] = [
    { key: 'period', header: t.columns.period, render: (c) => t.periodName(c.periodType) },
    { key: 'periodStart', header: t.columns.closed, sortable: true, render: (c) => periodText(c.periodType, c.periodStart) },
    { key: 'from', header: t.columns.from, render: (c) => formatDate(c.coveredFrom) },
    { key: 'to', header: t.columns.to, render: (c) => formatDate(c.periodEnd) },
    { key: 'net', header: t.columns.net, align: 'end', render: (c) => formatMoney(c.netTtc) },
    { key: 'cumulative', header: t.columns.cumulative, align: 'end', render: (c) => formatMoney(c.cumulativeTtc) },
    { key: 'payments', header: t.columns.payments, align: 'end', render: (c) => formatMoney(c.payments) },
    { key: 'events', header: t.columns.events, align: 'end', render: (c) => c.eventsCount },
    { key: 'hash', header: t.columns.hash, render: (c) => <code title={c.hash} className={styles.hash}>{shortHash(c.hash)}</code> },
  ];
  return (
    <Stack gap="md">
      {canClose && (
        <form
          noValidate
          aria-label={t.create}
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <p className={note}>{t.help}</p>
          <FormGrid columns={3}>
            <SelectField label={t.period} value={period} onChange={(e) => setPeriod(e.target.value as ClosurePeriod)} options={CLOSURE_PERIODS.map((p) => ({ value: p, label: t.periodName(p) }))} />
            <DateField label={t.date} value={date} max={yesterday} error={error} onChange={(e) => setDate(e.target.value)} />
            <FormActions>
              <Button type="submit" tone="primary" icon="lock" loading={create.busy}>
                {t.create}
              </Button>
            </FormActions>
          </FormGrid>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        busy={create.busy}
        title={t.confirmTitle}
        message={t.confirm(t.periodName(period), periodText(period, date))}
        confirmLabel={t.create}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const result = await create.run({ periodType: period, date });
          setError(result.ok ? undefined : result.violations[0]?.message);
          setConfirming(false);
        }}
      />
      {list.error && list.items.length === 0 ? (
        <ErrorState message={errorMessage(list.error, t.loadError)} onRetry={() => void list.refresh()} />
      ) : (
        <>
          <Table caption={t.caption} columns={columns} rows={list.items} getRowKey={(c) => c.id} loading={list.isLoading} empty={<EmptyState title={t.empty} icon="lock" />} />
          <Pagination list={t.caption} page={list.page} itemsPerPage={list.itemsPerPage} totalItems={list.total} onPageChange={list.setPage} onItemsPerPageChange={list.setItemsPerPage} />
        </>
      )}
    </Stack>
  );
}

function Archive() {
  const download = useDownloadArchive();
  const { exporting } = useSnapshot(ledgerStore);
  const today = toApiDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  return (
    <Section title={m.tabs.archive} description={m.archive.help}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void download(from, to);
        }}
      >
        <FormGrid columns={3}>
          <DateField label={m.archive.from} value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          <DateField label={m.archive.to} value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          <FormActions>
            <Button type="submit" tone="primary" icon="download" loading={exporting}>
              {m.archive.download}
            </Button>
          </FormActions>
        </FormGrid>
      </form>
    </Section>
  );
}

/** `pieces-comptables`: receipts, the NF525 event log, closures and the fiscal archive, each for who may see it. */
export default function AccountingDocuments() {
  const [params, setParams] = useSearchParams();
  const receipts = useCan('isCreateReceipt', 'isPrintReceipt', 'isSendReceiptByEmail');
  const events = useCan('isViewEventLog', 'isAccessFiscalArchive');
  const archive = useCan('isAccessFiscalArchive');
  const tabs = [
    ...(receipts ? [{ value: 'recus' as Tab, label: m.tabs.receipts }] : []),
    ...(events ? [{ value: 'journal' as Tab, label: m.tabs.events }, { value: 'clotures' as Tab, label: m.tabs.closures }] : []),
    ...(archive ? [{ value: 'archive' as Tab, label: m.tabs.archive }] : []),
  ];
  const requested = params.get('onglet') as Tab | null;
  const tab = tabs.find((t) => t.value === requested)?.value ?? tabs[0]?.value;
  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      {tab && (
        <Tabs<Tab> label={m.tabsLabel} tabs={tabs} value={tab} onChange={(value) => setParams({ onglet: value, page: null, simplesearch: null, eventType: null, periodType: null })}>
          {tab === 'recus' && <Receipts />}
          {tab === 'journal' && <EventLog />}
          {tab === 'clotures' && <Closures />}
          {tab === 'archive' && (
            <Stack gap="lg">
              <Archive />
              <FecDownload />
            </Stack>
          )}
        </Tabs>
      )}
    </>
  );
}
