import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { useCan } from '../../../shared/auth/usePermissions';
import { common } from '../../../shared/i18n/messages';
import { Badge, Button, ConfirmDialog, ErrorState, Table, type TableColumn } from '../../../shared/ui';
import { useAddFavorite, useExamSites, useRemoveFavorite } from '../hooks';
import { operatorMessages } from '../messages';
import type { ExamSite } from '../types';

/** The operator's exam centres; add or remove favourites (the centres used for sessions and filters): the partners' configuration (isConfigAccount). */
export function ExamCentres() {
  const sites = useExamSites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [removing, setRemoving] = useState<ExamSite | null>(null);
  const canConfigure = useCan('isConfigAccount');

  const columns: TableColumn<ExamSite>[] = [
    { key: 'name', header: operatorMessages.centreColumns.name, render: (s) => s.name },
    { key: 'address', header: operatorMessages.centreColumns.address, render: (s) => `${s.address}, ${s.postalCode} ${s.city}` },
    { key: 'favorite', header: operatorMessages.centreColumns.favorite, render: (s) => (s.isFavorite ? <Badge tone="success">{operatorMessages.favoriteBadge}</Badge> : null) },
  ];
  if (canConfigure) columns.push(
    {
      key: 'actions',
      header: operatorMessages.centreColumns.actions,
      align: 'end',
      render: (s) =>
        s.isFavorite ? (
          <Button size="sm" tone="secondary" aria-label={`${operatorMessages.removeFavorite} : ${s.name}`} onClick={() => setRemoving(s)}>
            {operatorMessages.removeFavorite}
          </Button>
        ) : (
          <Button size="sm" icon="plus" aria-label={`${operatorMessages.addFavorite} : ${s.name}`} loading={add.busy} onClick={() => void add.run(s.id)}>
            {operatorMessages.addFavorite}
          </Button>
        ),
    },
  );

  if (sites.error && !sites.data) return <ErrorState message={errorMessage(sites.error, operatorMessages.centresError)} onRetry={() => void sites.mutate()} />;
  return (
    <>
      <Table caption={operatorMessages.centresCaption} columns={columns} rows={sites.data?.items ?? []} getRowKey={(s) => s.id} loading={sites.isLoading} />
      <ConfirmDialog
        open={removing !== null}
        danger
        busy={remove.busy}
        title={operatorMessages.confirmRemoveTitle}
        message={removing ? operatorMessages.confirmRemove(removing.name) : ''}
        confirmLabel={common.confirm}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing?.favoriteId) await remove.run(removing.favoriteId);
          setRemoving(null);
        }}
      />
    </>
  );
}
