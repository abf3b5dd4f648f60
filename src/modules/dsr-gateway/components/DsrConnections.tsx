import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../shared/alerts/report';
import { useCan } from '../../../shared/auth/usePermissions';
import { useForm } from '../../../shared/form/useForm';
import { formatDateTime } from '../../../shared/i18n/format';
import { Badge, Button, ErrorState, FormGrid, FormModal, Section, Table, TextField, type TableColumn } from '../../../shared/ui';
import { useConnectDsr, useDisconnectDsr, useDsrGateway } from '../hooks';
import { dsrMessages } from '../messages';
import { dsrConnectSchema } from '../schema';
import { closeDsrConnect, dsrStore, openDsrConnect } from '../store';
import type { DsrSession } from '../types';

const scopeOf = (session: DsrSession) => session.agencyName ?? dsrMessages.principal;

/** The gateway connections: the structure's account (mode 1) or one per agency (mode 0). */
export function DsrConnections() {
  const { gateway, isLoading, error, refresh } = useDsrGateway(true);
  const canConnect = useCan('isConnectToDSRGateway');
  const disconnect = useDisconnectDsr();
  const { connecting } = useSnapshot(dsrStore);

  const columns: TableColumn<DsrSession>[] = [
    { key: 'scope', header: dsrMessages.columns.scope, render: scopeOf },
    {
      key: 'status',
      header: dsrMessages.columns.status,
      render: (s) =>
        s.isLogged ? <Badge tone="success">{dsrMessages.logged}</Badge> : s.expired ? <Badge tone="warning">{dsrMessages.expired}</Badge> : <Badge tone="danger">{dsrMessages.notLogged}</Badge>,
    },
    { key: 'login', header: dsrMessages.columns.login, render: (s) => s.login ?? '' },
    { key: 'connectedAt', header: dsrMessages.columns.connectedAt, render: (s) => formatDateTime(s.connectedAt) },
    { key: 'expiresAt', header: dsrMessages.columns.expiresAt, render: (s) => formatDateTime(s.expiresAt) },
    {
      key: 'actions',
      header: dsrMessages.columns.actions,
      align: 'end',
      render: (s) =>
        !canConnect ? null : s.isLogged && s.id !== null ? (
          <Button size="sm" tone="secondary" icon="logout" aria-label={`${dsrMessages.disconnect} : ${scopeOf(s)}`} onClick={() => void disconnect.run(s.id!)}>
            {dsrMessages.disconnect}
          </Button>
        ) : (
          <Button size="sm" icon="lock" aria-label={`${dsrMessages.connect} : ${scopeOf(s)}`} onClick={() => openDsrConnect(s.agencyId, scopeOf(s))}>
            {dsrMessages.connect}
          </Button>
        ),
    },
  ];

  return (
    <Section title={dsrMessages.connectionTitle} description={gateway ? (gateway.modeDSR === 1 ? dsrMessages.modeGlobal : dsrMessages.modeAgency) : undefined}>
      {error && !gateway ? (
        <ErrorState message={errorMessage(error, dsrMessages.gatewayError)} onRetry={() => void refresh()} />
      ) : (
        <Table caption={dsrMessages.connectionTitle} columns={columns} rows={gateway?.sessions ?? []} getRowKey={(s) => s.agencyId ?? 'principal'} loading={isLoading} />
      )}
      {connecting && <DsrConnectModal agencyId={connecting.agencyId} scope={connecting.scope} onClose={closeDsrConnect} />}
    </Section>
  );
}

/** Credentials of the gateway; the structure's account switches to mode 1, an agency's to mode 0. */
function DsrConnectModal({ agencyId, scope, onClose }: { agencyId: number | null; scope: string; onClose: () => void }) {
  const connect = useConnectDsr();
  const form = useForm({
    schema: dsrConnectSchema,
    initial: { mode: agencyId === null ? 1 : 0, agencyId, login: '', password: '' },
    onSubmit: async (payload) => {
      const result = await connect.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  return (
    <FormModal title={dsrMessages.connectTitle(scope)} formId="dsr-connect" onClose={onClose} submitLabel={dsrMessages.connect} submitIcon="lock" form={form}>
      <FormGrid columns={1}>
        <TextField label={dsrMessages.fields.login} required autoComplete="username" value={form.values.login} onChange={(e) => form.set('login', e.target.value)} error={form.error('login')} />
        <TextField
          label={dsrMessages.fields.password}
          type="password"
          required
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.error('password') ?? form.error('agencyId')}
        />
      </FormGrid>
    </FormModal>
  );
}
