import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { common } from '../../../shared/i18n/messages';
import { useCan } from '../../../shared/auth/usePermissions';
import { useStructure } from '../../../shared/references/hooks';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Badge, Button, ErrorState, InlineAlert, LoadingState, RadioGroup, Section, Stack, Switch, Table, TextField, type TableColumn } from '../../../shared/ui';
import { useAgencyConfiguration, useAllowStudentUse, useOperatorConfigurations, useUpdateStructureConfiguration } from '../hooks';
import { operatorMessages } from '../messages';
import type { OperatorConfiguration } from '../types';
import * as styles from './Partners.css';

/** Partners: the exam operators the structure works with, its ANTS mode and photo-app settings, agencies' photo app. */
export function Partners() {
  const canConfigure = useCan('isConfigAccount');
  return (
    <Stack gap="lg">
      {!canConfigure && <InlineAlert tone="info">{operatorMessages.readOnlyHint}</InlineAlert>}
      <OperatorsSection canConfigure={canConfigure} />
      <StructureSection canConfigure={canConfigure} />
      <AgenciesSection />
    </Stack>
  );
}

function OperatorsSection({ canConfigure }: { canConfigure: boolean }) {
  const configurations = useOperatorConfigurations();
  const columns: TableColumn<OperatorConfiguration>[] = [
    { key: 'operator', header: operatorMessages.operatorColumns.operator, render: (c) => c.operator.name },
    { key: 'settings', header: operatorMessages.operatorColumns.settings, render: (c) => <OperatorRow configuration={c} canConfigure={canConfigure} /> },
  ];
  return (
    <Section title={operatorMessages.operatorsTitle} description={operatorMessages.operatorsDescription}>
      {configurations.error && !configurations.data ? (
        <ErrorState message={errorMessage(configurations.error, operatorMessages.partnersError)} onRetry={() => void configurations.mutate()} />
      ) : (
        <Table caption={operatorMessages.operatorsTitle} columns={columns} rows={configurations.data?.items ?? []} getRowKey={(c) => c.operator.id} loading={configurations.isLoading} />
      )}
    </Section>
  );
}

/** One operator's settings: enabled and account number, saved together. */
function OperatorRow({ configuration, canConfigure }: { configuration: OperatorConfiguration; canConfigure: boolean }) {
  const structureId = useSessionUser()?.structure.id;
  const update = useUpdateStructureConfiguration();
  const [isEnabled, setEnabled] = useState(configuration.isEnabled);
  const [accountNumber, setAccountNumber] = useState(configuration.accountNumber ?? '');
  const [error, setError] = useState<string | undefined>();
  const dirty = isEnabled !== configuration.isEnabled || accountNumber !== (configuration.accountNumber ?? '');
  return (
    <form
      className={styles.operatorRow}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (structureId === undefined) return;
        const result = await update.run(structureId, { operator: { operator: configuration.operator.id, isEnabled, accountNumber } });
        setError(result.ok ? undefined : result.violations[0]?.message);
      }}
    >
      <Switch label={operatorMessages.enabledLabel(configuration.operator.name)} checked={isEnabled} disabled={!canConfigure} onChange={(e) => setEnabled(e.target.checked)} />
      <TextField label={operatorMessages.accountLabel(configuration.operator.name)} value={accountNumber} disabled={!canConfigure} error={error} onChange={(e) => setAccountNumber(e.target.value)} />
      {canConfigure && (
        <Button type="submit" size="sm" disabled={!dirty} loading={update.busy}>
          {common.save}
        </Button>
      )}
    </form>
  );
}

function StructureSection({ canConfigure }: { canConfigure: boolean }) {
  const structure = useStructure();
  const update = useUpdateStructureConfiguration();
  const allow = useAllowStudentUse();
  const data = structure.data;
  return (
    <Section title={operatorMessages.structureTitle}>
      {structure.error && !data ? (
        <ErrorState message={errorMessage(structure.error, operatorMessages.partnersError)} onRetry={() => void structure.mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <Stack gap="md">
          <RadioGroup
            label={operatorMessages.modeAntsLabel}
            name="mode-ants"
            disabled={!canConfigure || update.busy}
            options={[
              { value: '0', label: operatorMessages.modeAntsAgency },
              { value: '1', label: operatorMessages.modeAntsGlobal },
            ]}
            value={String(data.modeANTS)}
            onChange={(value) => void update.run(data.id, { modeANTS: value === '1' ? 1 : 0 })}
          />
          <Switch
            label={operatorMessages.studentsPhotoLabel}
            checked={data.studentsPhotoAllowed}
            disabled={!canConfigure || allow.busy}
            onChange={(e) => void allow.run(data.id, e.target.checked)}
          />
        </Stack>
      )}
    </Section>
  );
}

function AgenciesSection() {
  const agencies = useSessionUser()?.agencies ?? [];
  return (
    <Section title={operatorMessages.agenciesTitle}>
      <Table
        caption={operatorMessages.agenciesTitle}
        columns={[
          { key: 'agency', header: operatorMessages.agencyColumns.agency, render: (a) => a.name },
          { key: 'photo', header: operatorMessages.agencyColumns.photo, render: (a) => <AgencyPhoto agencyId={a.id} /> },
        ]}
        rows={agencies}
        getRowKey={(a) => a.id}
      />
    </Section>
  );
}

function AgencyPhoto({ agencyId }: { agencyId: number }) {
  const { data } = useAgencyConfiguration(agencyId);
  if (!data) return null;
  return data.isHavePhotoSolutionApp ? <Badge tone="success">{operatorMessages.photoYes}</Badge> : <Badge tone="neutral">{operatorMessages.photoNo}</Badge>;
}
