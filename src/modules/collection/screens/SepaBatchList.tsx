import { useRef, useState } from 'react';
import { reportError } from '../../../shared/alerts/report';
import { saveFile } from '../../../shared/files/save';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/list/ListTable';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Button, EmptyState, Inline, PageHeader, type TableColumn } from '../../../shared/ui';
import { downloadPain008 } from '../api';
import { BatchFormModal } from '../components/BatchFormModal';
import { useBatchList, useImportReturns } from '../hooks';
import { collectionMessages as m } from '../messages';
import type { SepaBatch } from '../types';

const mb = m.batches;

/**
 * `/prelevements`: the direct-debit batches of the user's agencies, a new one made, each file
 * downloaded for the bank, and the bank's reject report (pain.002) read.
 */
export default function SepaBatchList() {
  const list = useBatchList();
  const client = useApiClient();
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const returnsInput = useRef<HTMLInputElement>(null);
  const importReturns = useImportReturns();
  const download = async (batch: SepaBatch) => {
    setDownloading(batch.id);
    try {
      saveFile(await downloadPain008(client, batch.id), `${batch.messageId}.xml`);
    } catch (error) {
      reportError(error, mb.downloadError);
    } finally {
      setDownloading(null);
    }
  };
  const createButton = (
    <Button tone="primary" icon="plus" onClick={() => setCreating(true)}>
      {mb.create}
    </Button>
  );
  const actions = (
    <Inline gap="sm">
      <input
        ref={returnsInput}
        type="file"
        accept=".xml,application/xml,text/xml"
        hidden
        aria-label={m.returns.import}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importReturns.run(file);
        }}
      />
      <Button icon="upload" loading={importReturns.busy} onClick={() => returnsInput.current?.click()}>
        {m.returns.import}
      </Button>
      {createButton}
    </Inline>
  );
  const columns: TableColumn<SepaBatch>[] = [
    { key: 'messageId', header: mb.columns.messageId, render: (b) => b.messageId },
    { key: 'agency', header: mb.columns.agency, render: (b) => b.agency.name },
    { key: 'collectionDate', header: mb.columns.collectionDate, sortable: true, render: (b) => formatDate(b.collectionDate) },
    { key: 'transactions', header: mb.columns.transactions, align: 'end', render: (b) => String(b.transactions) },
    { key: 'total', header: mb.columns.total, align: 'end', render: (b) => formatMoney(b.total) },
    { key: 'createdAt', header: mb.columns.createdAt, sortable: true, render: (b) => formatDateTime(b.createdAt) },
    {
      key: 'file',
      header: mb.columns.file,
      render: (b) => (
        <Button size="sm" icon="download" loading={downloading === b.id} aria-label={`${mb.download} ${b.messageId}`} onClick={() => void download(b)}>
          pain.008
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={m.title} subtitle={mb.subtitle} actions={actions} />
      <ListTable list={list} caption={mb.caption} columns={columns} loadError={mb.loadError} emptySearch={mb.empty} empty={<EmptyState title={mb.empty} text={mb.emptyText} icon="euro" action={createButton} />} />
      {creating && <BatchFormModal onClose={() => setCreating(false)} />}
    </>
  );
}
