import { useSnapshot } from 'valtio';
import { common } from '../../../shared/i18n/messages';
import { ListTable } from '../../../shared/list/ListTable';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Inline,
  PageHeader,
  RadioGroup,
  SearchInput,
  Section,
  Stack,
  Switch,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { AgencyFormModal } from '../components/AgencyFormModal';
import { AgencyRequestModal } from '../components/AgencyRequestModal';
import { useStructure } from '../../../shared/references/hooks';
import { useAddDefaultData, useAgencyList, useAutoConfigCheck, useUpdateStructure } from '../hooks';
import { agenciesMessages } from '../messages';
import { agenciesStore } from '../store';
import type { Agency } from '../types';

function StructureSettings() {
  const structure = useStructure();
  const update = useUpdateStructure();
  const s = structure.data;
  const t = agenciesMessages.structure;
  return (
    <Section title={t.title}>
      {s ? (
        <Stack gap="md">
          <Switch label={t.studentsPhotoAllowed} checked={s.studentsPhotoAllowed} disabled={update.busy} onChange={(e) => void update.run(s.id, { studentsPhotoAllowed: e.target.checked })} />
          <RadioGroup
            label={t.modeANTS}
            name="modeANTS"
            options={[
              { value: '1', label: t.modeGlobal },
              { value: '0', label: t.modeAgency },
            ]}
            value={String(s.modeANTS)}
            onChange={(value: string) => void update.run(s.id, { modeANTS: value === '1' ? 1 : 0 })}
          />
        </Stack>
      ) : (
        <p>{common.loading}</p>
      )}
    </Section>
  );
}

function AutoConfigDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const check = useAutoConfigCheck(agency.id);
  const add = useAddDefaultData();
  const missing = check.data?.missing ?? [];
  return (
    <ConfirmDialog
      open
      busy={add.busy}
      title={agenciesMessages.autoConfig}
      message={check.data ? (missing.length > 0 ? agenciesMessages.autoConfigConfirm(agency.name, missing) : agenciesMessages.alreadyDefault) : common.loading}
      confirmLabel={agenciesMessages.autoConfig}
      onCancel={onClose}
      onConfirm={async () => {
        if (missing.length > 0) await add.run(agency.id);
        onClose();
      }}
    />
  );
}

/** `/agence` (isViewAgencies): the agencies of the structure (30 per page), edit, new agency request, default data, structure configuration. */
export default function AgencyList() {
  const list = useAgencyList();
  const user = useSessionUser();
  const { editing, requesting, autoConfig } = useSnapshot(agenciesStore);
  const editedAgency = list.items.find((a) => a.id === editing);
  const autoAgency = list.items.find((a) => a.id === autoConfig);
  const columns: TableColumn<Agency>[] = [
    {
      key: 'name',
      header: agenciesMessages.columns.name,
      sortable: true,
      render: (a) => (
        <Inline gap="xs">
          {a.name}
          {a.isPrincipal && <Badge tone="info">{agenciesMessages.principal}</Badge>}
        </Inline>
      ),
    },
    { key: 'city', header: agenciesMessages.columns.city, sortable: true, render: (a) => [a.postalCode, a.city].filter(Boolean).join(' ') },
    { key: 'siret', header: agenciesMessages.columns.siret, render: (a) => a.siret ?? <Badge tone="warning">{agenciesMessages.toComplete}</Badge> },
    { key: 'approval', header: agenciesMessages.columns.approval, render: (a) => a.approvalNumber ?? <Badge tone="warning">{agenciesMessages.toComplete}</Badge> },
    {
      key: 'actions',
      header: agenciesMessages.columns.actions,
      align: 'end',
      width: '6rem',
      render: (a) => (
        <Inline gap="xxs" justify="end">
          <IconButton icon="edit" size="sm" label={`${common.edit} : ${a.name}`} onClick={() => (agenciesStore.editing = a.id)} />
          <IconButton icon="settings" size="sm" label={`${agenciesMessages.autoConfig} : ${a.name}`} onClick={() => (agenciesStore.autoConfig = a.id)} />
        </Inline>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={agenciesMessages.title}
        subtitle={agenciesMessages.subtitle}
        actions={<Button icon="plus" tone="secondary" onClick={() => (agenciesStore.requesting = true)}>{agenciesMessages.request}</Button>}
      />
      <Stack gap="lg">
        <div>
          <Toolbar>
            <SearchInput value={list.search} onSearch={list.setSearch} label={agenciesMessages.searchLabel} placeholder={agenciesMessages.searchLabel} />
          </Toolbar>
          <ListTable
            list={list}
            caption={agenciesMessages.caption}
            columns={columns}
            loadError={agenciesMessages.loadError}
            empty={<EmptyState title={list.search ? agenciesMessages.emptySearch : agenciesMessages.empty} icon="building" />}
          />
        </div>
        {user && <StructureSettings />}
      </Stack>
      {editedAgency && <AgencyFormModal agencyId={editedAgency.id} onClose={() => (agenciesStore.editing = null)} />}
      {requesting && <AgencyRequestModal onClose={() => (agenciesStore.requesting = false)} />}
      {autoAgency && <AutoConfigDialog agency={autoAgency} onClose={() => (agenciesStore.autoConfig = null)} />}
    </>
  );
}
