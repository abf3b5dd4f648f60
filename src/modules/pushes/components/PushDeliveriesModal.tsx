import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDateTime, formatFullName } from '../../../shared/i18n/format';
import { Badge, ErrorState, Modal, Pagination, Table, type TableColumn } from '../../../shared/ui';
import { usePushDeliveries } from '../hooks';
import { pushMessages } from '../messages';
import type { Push, PushDelivery } from '../types';

const t = pushMessages.deliveries;

/** The delivery log of a push: each learner it was sent to, by sending or relaunch, when and by whom. */
export function PushDeliveriesModal({ push, onClose }: { push: Push; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = usePushDeliveries(push.id, page);
  const columns: TableColumn<PushDelivery>[] = [
    { key: 'learner', header: t.learner, render: (d) => formatFullName(d.learner) },
    { key: 'group', header: t.group, render: (d) => d.group?.name ?? '' },
    { key: 'kind', header: t.kind, render: (d) => <Badge tone={d.kind === 'send' ? 'info' : 'neutral'}>{t.kindLabel[d.kind]}</Badge> },
    { key: 'at', header: t.at, render: (d) => formatDateTime(d.deliveredAt) },
    { key: 'by', header: t.by, render: (d) => (d.deliveredBy ? formatFullName(d.deliveredBy) : '') },
  ];
  return (
    <Modal open onClose={onClose} title={t.title(push.title)} size="lg">
      {error && !data ? (
        <ErrorState message={errorMessage(error, t.loadError)} onRetry={() => void mutate()} />
      ) : (
        <>
          <Table caption={t.caption} columns={columns} rows={data?.items ?? []} getRowKey={(d) => d.id} loading={isLoading} empty={t.empty} />
          <Pagination list={t.caption} page={page} itemsPerPage={50} totalItems={data?.total ?? 0} onPageChange={setPage} />
        </>
      )}
    </Modal>
  );
}
