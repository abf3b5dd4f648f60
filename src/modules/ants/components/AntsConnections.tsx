import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDateTime } from '../../../shared/i18n/format';
import { Badge, Button, ErrorState, Section, Table, type TableColumn } from '../../../shared/ui';
import { useAntsConnections, useAntsDisconnect } from '../hooks';
import { antsMessages } from '../messages';
import type { AntsAgency } from '../types';
import { AntsConnectModal } from './AntsConnectModal';

/** The connections tab: the mode of the structure and each connection with connect / disconnect. */
export function AntsConnections() {
  const { mode, connections, isLoading, error, refresh } = useAntsConnections();
  const disconnect = useAntsDisconnect();
  const [connecting, setConnecting] = useState<AntsAgency | null>(null);

  const columns: TableColumn<AntsAgency>[] = [
    { key: 'scope', header: antsMessages.connectionColumns.scope, render: (c) => c.agencyName ?? antsMessages.structureConnection },
    {
      key: 'status',
      header: antsMessages.connectionColumns.status,
      render: (c) =>
        c.isLogged ? <Badge tone="success">{antsMessages.logged}</Badge> : c.expired ? <Badge tone="warning">{antsMessages.expired}</Badge> : <Badge tone="danger">{antsMessages.notLogged}</Badge>,
    },
    { key: 'login', header: antsMessages.connectionColumns.login, render: (c) => c.login ?? '' },
    { key: 'connectedAt', header: antsMessages.connectionColumns.connectedAt, render: (c) => formatDateTime(c.connectedAt) },
    { key: 'expiresAt', header: antsMessages.connectionColumns.expiresAt, render: (c) => formatDateTime(c.expiresAt) },
    {
      key: 'actions',
      header: antsMessages.connectionColumns.actions,
      align: 'end',
      render: (c) => {
        const scope = c.agencyName ?? antsMessages.structureConnection;
        return c.isLogged && c.idSession ? (
          <Button size="sm" tone="secondary" icon="logout" aria-label={`${antsMessages.disconnect} : ${scope}`} onClick={() => void disconnect.run({ agencyId: c.agencyId, idSession: c.idSession! })}>
            {antsMessages.disconnect}
          </Button>
        ) : (
          <Button size="sm" icon="lock" aria-label={`${antsMessages.connect} : ${scope}`} onClick={() => setConnecting(c)}>
            {antsMessages.connect}
          </Button>
        );
      },
    },
  ];

  return (
    <Section title={antsMessages.connectionTitle} description={mode === undefined ? undefined : `${mode === 1 ? antsMessages.modeGlobal : antsMessages.modeAgency}. ${antsMessages.modeHint}`}>
      {error && !connections ? (
        <ErrorState message={errorMessage(error, antsMessages.connectionsError)} onRetry={() => void refresh()} />
      ) : (
        <Table caption={antsMessages.connectionTitle} columns={columns} rows={connections ?? []} getRowKey={(c) => c.agencyId ?? 'structure'} loading={isLoading} />
      )}
      {connecting && mode !== undefined && <AntsConnectModal connection={connecting} mode={mode} onClose={() => setConnecting(null)} />}
    </Section>
  );
}

