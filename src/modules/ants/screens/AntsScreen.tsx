import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDateTime, formatFullName } from '../../../shared/i18n/format';
import { useSearchParams } from '../../../shared/router/search-params';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Inline,
  InlineAlert,
  PageHeader,
  SearchInput,
  SelectField,
  Stack,
  Tabs,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { AntsConnections } from '../components/AntsConnections';
import { AntsEmbedDialog } from '../components/AntsEmbedDialog';
import { embedDialogMessages } from '../../../shared/embeds/messages';
import { ListTable } from '../../../shared/list/ListTable';
import { AntsCounters } from '../components/AntsCounters';
import { AntsDraftModal } from '../components/AntsDraftModal';
import { AntsRequestModal } from '../components/AntsRequestModal';
import { ANTS_STATUS_TONE } from '../components/statusTone';
import { liveConnections } from '../connections';
import { useAntsConnections, useAntsRequestList, useAntsStatistics, useAntsSync } from '../hooks';
import { antsMessages, antsRequestTypeLabels, antsStatusLabels } from '../messages';
import { ANTS_TABS, type AntsTab } from '../routes';
import { antsStore } from '../store';
import { ANTS_STATUSES } from '../schema';
import type { AntsRequest, AntsStatus } from '../types';

const isStatus = (value: unknown): value is AntsStatus => typeof value === 'string' && (ANTS_STATUSES as readonly string[]).includes(value);

/** `/ants`: ANTS requests with their statistics, and the connections (`?tab=connexion`). */
export default function AntsScreen() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: AntsTab = (ANTS_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as AntsTab) : 'demandes';
  const openId = Number(params.get('demande')) || null;
  const { expired } = useSnapshot(antsStore);
  const { connections } = useAntsConnections();
  const live = liveConnections(connections);
  const sync = useAntsSync();
  const [creating, setCreating] = useState(false);
  const [embedding, setEmbedding] = useState(false);

  const setTab = (next: AntsTab) => setParams({ tab: next === 'demandes' ? null : next, demande: null });
  const openRequest = (id: number | null) => setParams({ demande: id });

  return (
    <>
      <PageHeader
        title={antsMessages.title}
        subtitle={antsMessages.subtitle}
        actions={
          <Inline gap="sm">
            <Button tone="secondary" icon="refresh" disabled={live.length === 0} loading={sync.busy} onClick={() => void sync.run(live.map((c) => c.idSession!))}>
              {antsMessages.sync}
            </Button>
            <Button tone="ghost" icon="link" onClick={() => setEmbedding(true)}>
              {embedDialogMessages.open}
            </Button>
            <Button icon="plus" onClick={() => setCreating(true)}>
              {antsMessages.newRequest}
            </Button>
          </Inline>
        }
      />
      {expired && (
        <InlineAlert tone="danger" title={antsMessages.expiredTitle}>
          {antsMessages.sessionExpired}{' '}
          <Button size="sm" tone="secondary" onClick={() => setTab('connexion')}>
            {antsMessages.reconnect}
          </Button>
        </InlineAlert>
      )}
      <Tabs
        label={antsMessages.tabsLabel}
        tabs={[
          { value: 'demandes', label: antsMessages.tabs.requests },
          { value: 'connexion', label: antsMessages.tabs.connection },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'demandes' ? <RequestsTab onOpen={openRequest} /> : <AntsConnections />}
      </Tabs>
      {creating && (
        <AntsDraftModal
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            openRequest(id);
          }}
        />
      )}
      <AntsEmbedDialog open={embedding} onClose={() => setEmbedding(false)} />
      {openId !== null && <AntsRequestModal id={openId} onClose={() => openRequest(null)} onConnect={() => setTab('connexion')} />}
    </>
  );
}

function RequestsTab({ onOpen }: { onOpen: (id: number) => void }) {
  const user = useSessionUser();
  const list = useAntsRequestList();
  const agencyFilter = typeof list.filters.agency === 'string' ? list.filters.agency : undefined;
  const statistics = useAntsStatistics(agencyFilter);
  const status = isStatus(list.filters.status) ? list.filters.status : null;
  const agencies = user?.agencies ?? [];
  const filtered = Boolean(status || agencyFilter || list.search);

  const columns: TableColumn<AntsRequest>[] = [
    { key: 'idDemande', header: antsMessages.columns.idDemande, render: (r) => r.idDemande },
    {
      key: 'learner',
      header: antsMessages.columns.learner,
      sortable: true,
      render: (r) => (r.learner ? formatFullName(r.learner) : <Badge tone="warning">{antsMessages.noLearner}</Badge>),
    },
    { key: 'agency', header: antsMessages.columns.agency, sortable: true, render: (r) => r.agency.name },
    { key: 'category', header: antsMessages.columns.category, render: (r) => r.category },
    { key: 'requestType', header: antsMessages.columns.requestType, render: (r) => antsRequestTypeLabels[r.requestType] },
    { key: 'status', header: antsMessages.columns.status, sortable: true, render: (r) => <Badge tone={ANTS_STATUS_TONE[r.status]}>{antsStatusLabels[r.status]}</Badge> },
    { key: 'updatedAt', header: antsMessages.columns.updatedAt, sortable: true, render: (r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <Stack gap="lg">
      {statistics.error && !statistics.data ? (
        <ErrorState message={errorMessage(statistics.error, antsMessages.statisticsError)} onRetry={() => void statistics.mutate()} />
      ) : (
        <AntsCounters statistics={statistics.data} active={status} onSelect={(next) => list.setFilter('status', next)} />
      )}
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={antsMessages.searchLabel} placeholder={antsMessages.searchPlaceholder} />
        <SelectField
          label={antsMessages.statusFilter}
          placeholder={antsMessages.allStatuses}
          options={ANTS_STATUSES.map((s) => ({ value: s, label: antsStatusLabels[s] }))}
          value={status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value || null)}
        />
        {agencies.length > 1 && (
          <SelectField
            label={antsMessages.agencyFilter}
            placeholder={antsMessages.allAgencies}
            options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
            value={agencyFilter ?? ''}
            onChange={(e) => list.setFilter('agency', e.target.value || null)}
          />
        )}
      </Toolbar>
      <div>
        <ListTable
          list={list}
          caption={antsMessages.caption}
          columns={columns}
          onRowClick={(r) => onOpen(r.id)}
          loadError={antsMessages.loadError}
          emptyFiltered={{ active: filtered, title: antsMessages.emptyFiltered, resetLabel: antsMessages.resetFilters }}
          empty={<EmptyState title={antsMessages.empty} text={antsMessages.emptyText} icon="shield" />}
        />
      </div>
    </Stack>
  );
}
