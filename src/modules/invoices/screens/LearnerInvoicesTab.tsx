import { errorMessage } from '../../../shared/alerts/report';
import { formatBalance } from '../../../shared/accounting/balance';
import { BillStatusBadge } from '../../../shared/accounting/StatusBadge';
import { note } from '../../../shared/accounting/text.css';
import { formatDate, formatMoney } from '../../../shared/i18n/format';
import type { SlotPropsMap } from '../../../shared/module/slots';
import { useCan } from '../../../shared/auth/usePermissions';
import { Button, ErrorState, Stack, Table, Toolbar, type TableColumn } from '../../../shared/ui';
import { balanceText } from '../balance';
import { JournalNumber } from '../components/JournalNumber';
import { useCreateLearnerInvoice, useLearnerBalance, useLearnerInvoices } from '../hooks';
import { invoiceMessages as m } from '../messages';
import type { Invoice } from '../types';

/** The learner record's invoices tab (`/apprenants/{id}?menu=5`), contributed through the `learner.tabs` slot. */
export default function LearnerInvoicesTab({ learnerId }: SlotPropsMap['learner.tabs']) {
  const { data, error, isLoading, mutate } = useLearnerInvoices(learnerId);
  const balance = useLearnerBalance(learnerId).data?.balance;
  const canCreate = useCan('isCreateInvoice');
  const create = useCreateLearnerInvoice();
  if (error && !data) return <ErrorState message={errorMessage(error, m.loadError)} onRetry={() => void mutate()} />;
  const invoices = data?.items ?? [];
  const validated = invoices.filter((i) => i.number !== null);
  const total = validated.reduce((sum, i) => sum + i.totalPriceTtc, 0);
  const columns: TableColumn<Invoice>[] = [
    { key: 'number', header: m.columns.number, render: (i) => <JournalNumber item={i} /> },
    { key: 'date', header: m.columns.createdAt, render: (i) => formatDate(i.issueDate) },
    { key: 'title', header: m.fields.title, render: (i) => i.title ?? '' },
    { key: 'total', header: m.columns.total, align: 'end', render: (i) => formatMoney(i.totalPriceTtc) },
    { key: 'remaining', header: m.columns.remaining, align: 'end', render: (i) => (i.number && i.kind === 'invoice' ? balanceText(i) : '') },
    { key: 'status', header: m.columns.status, render: (i) => <BillStatusBadge status={i.status} /> },
  ];
  return (
    <Stack gap="sm">
      {canCreate && (
        <Toolbar>
          <Button tone="primary" icon="plus" loading={create.busy} onClick={() => void create.run(learnerId)}>
            {m.create}
          </Button>
        </Toolbar>
      )}
      {(validated.length > 0 || balance) && (
        <p className={note}>{[validated.length > 0 ? m.learnerTab.total(formatMoney(total)) : null, balance ? formatBalance(balance) : null].filter(Boolean).join(' · ')}</p>
      )}
      <Table caption={m.learnerTab.caption} columns={columns} rows={invoices} getRowKey={(i) => i.id} loading={isLoading} empty={<p className={note}>{m.learnerTab.empty}</p>} />
    </Stack>
  );
}
