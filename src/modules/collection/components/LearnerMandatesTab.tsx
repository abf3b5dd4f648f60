import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { note } from '../../../shared/accounting/text.css';
import { formatDate } from '../../../shared/i18n/format';
import type { SlotPropsMap } from '../../../shared/module/slots';
import { Badge, Button, ConfirmDialog, ErrorState, Stack, Table, Toolbar, type TableColumn } from '../../../shared/ui';
import { useLearnerMandates, useRevokeMandate } from '../hooks';
import { collectionMessages as m } from '../messages';
import type { SepaMandate } from '../types';
import { MandateFormModal } from './MandateFormModal';

const mm = m.mandates;

/** `FR76 3000 4000 …`: an IBAN in groups of four, as it is printed, kept on one line (no-break spaces). */
const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1\u00a0').trim();

/**
 * The learner record's « Prélèvement SEPA » tab (`?menu=10`, slot `learner.tabs`): his mandates, a
 * paper one recorded, one revoked. A mandate the learner signs online (his e-signature) appears here
 * the same way, with « En ligne » as its signature.
 */
export default function LearnerMandatesTab({ learnerId }: SlotPropsMap['learner.tabs']) {
  const { data, error, isLoading, mutate } = useLearnerMandates(learnerId);
  const revoke = useRevokeMandate();
  const [dialog, setDialog] = useState<{ kind: 'form' } | { kind: 'revoke'; mandate: SepaMandate } | null>(null);
  if (error && !data) return <ErrorState message={errorMessage(error, mm.loadError)} onRetry={() => void mutate()} />;
  const mandates = data?.items ?? [];
  const columns: TableColumn<SepaMandate>[] = [
    { key: 'reference', header: mm.columns.reference, render: (x) => x.reference },
    { key: 'debtor', header: mm.columns.debtor, render: (x) => x.debtorName },
    { key: 'iban', header: mm.columns.iban, render: (x) => `${groupedIban(x.iban)}\u00a0· ${x.bic}` },
    { key: 'signedOn', header: mm.columns.signedOn, render: (x) => formatDate(x.signedOn) },
    { key: 'signature', header: mm.columns.signature, render: (x) => mm.signature[x.signatureMethod] },
    { key: 'next', header: mm.columns.next, render: (x) => (x.status === 'active' ? mm.sequence[x.nextSequenceType] : '') },
    { key: 'status', header: mm.columns.status, render: (x) => <Badge tone={x.status === 'active' ? 'success' : 'neutral'}>{mm.status[x.status]}</Badge> },
    {
      key: 'actions',
      header: mm.columns.actions,
      render: (x) =>
        x.status === 'active' && (
          <Button size="sm" tone="secondary" onClick={() => setDialog({ kind: 'revoke', mandate: x })}>
            {mm.revoke}
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Toolbar>
        <Button tone="primary" icon="plus" onClick={() => setDialog({ kind: 'form' })}>
          {mm.create}
        </Button>
      </Toolbar>
      <Table caption={mm.caption} columns={columns} rows={mandates} getRowKey={(x) => x.id} loading={isLoading} empty={<p className={note}>{mm.empty}</p>} />
      {dialog?.kind === 'form' && <MandateFormModal learnerId={learnerId} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'revoke'}
        danger
        busy={revoke.busy}
        title={mm.revokeTitle}
        message={dialog?.kind === 'revoke' ? mm.revokeConfirm(dialog.mandate.reference) : ''}
        confirmLabel={mm.revoke}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'revoke') return;
          const result = await revoke.run(dialog.mandate.id);
          if (result.ok) setDialog(null);
        }}
      />
    </Stack>
  );
}
