import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDate } from '../../../shared/i18n/format';
import { useSearchParams } from '../../../shared/router/search-params';
import { Badge, Button, EmptyState, ErrorState, InlineAlert, SelectField, Stack, Table, type TableColumn } from '../../../shared/ui';
import { useExamSessions, useFavoriteSites } from '../hooks';
import { operatorMessages } from '../messages';
import type { ExamSession } from '../types';
import { RegisterLearnerModal } from './RegisterLearnerModal';

/** Sessions of a favourite centre from tomorrow to the end of the month, with their seats; register a learner. */
export function ExamSessions({ onShowCentres }: { onShowCentres: () => void }) {
  const [params, setParams] = useSearchParams();
  const favorites = useFavoriteSites();
  const sites = favorites.data?.items ?? [];
  const siteId = Number(params.get('siteId')) || sites[0]?.id || null;
  const sessions = useExamSessions(siteId);
  const [registering, setRegistering] = useState<ExamSession | null>(null);

  if (favorites.data && sites.length === 0) {
    return (
      <EmptyState
        title={operatorMessages.noFavorite}
        text={operatorMessages.noFavoriteText}
        icon="building"
        action={
          <Button tone="secondary" onClick={onShowCentres}>
            {operatorMessages.tabs.centres}
          </Button>
        }
      />
    );
  }

  const columns: TableColumn<ExamSession>[] = [
    { key: 'date', header: operatorMessages.sessionColumns.date, render: (s) => formatDate(s.date) },
    { key: 'time', header: operatorMessages.sessionColumns.time, render: (s) => s.startTime.replace(':', ' h ') },
    { key: 'category', header: operatorMessages.sessionColumns.category, render: (s) => s.category },
    {
      key: 'seats',
      header: operatorMessages.sessionColumns.seats,
      align: 'end',
      render: (s) => (s.seatsLeft === 0 ? <Badge tone="danger">{operatorMessages.full}</Badge> : operatorMessages.seats(s.seatsLeft, s.seatsTotal)),
    },
    {
      key: 'actions',
      header: operatorMessages.sessionColumns.actions,
      align: 'end',
      render: (s) => (
        <Button
          size="sm"
          icon="plus"
          disabled={s.seatsLeft === 0}
          aria-label={operatorMessages.registerLabel(formatDate(s.date), s.startTime, s.category)}
          onClick={() => setRegistering(s)}
        >
          {operatorMessages.register}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <SelectField
        label={operatorMessages.siteField}
        placeholder={operatorMessages.chooseSite}
        options={sites.map((site) => ({ value: String(site.id), label: `${site.name} — ${site.city}` }))}
        value={siteId === null ? '' : String(siteId)}
        onChange={(e) => setParams({ siteId: e.target.value || null })}
      />
      {sessions.window.isEmpty ? (
        <InlineAlert tone="info">{operatorMessages.windowEmpty}</InlineAlert>
      ) : (
        <p>{operatorMessages.windowText(formatDate(sessions.window.startDate), formatDate(sessions.window.endDate))}</p>
      )}
      {sessions.error && !sessions.data ? (
        <ErrorState message={errorMessage(sessions.error, operatorMessages.sessionsError)} onRetry={() => void sessions.mutate()} />
      ) : (
        !sessions.window.isEmpty && (
          <Table
            caption={operatorMessages.sessionsCaption}
            columns={columns}
            rows={sessions.data?.items ?? []}
            getRowKey={(s) => s.id}
            loading={sessions.isLoading || favorites.isLoading}
            empty={<EmptyState title={operatorMessages.noSession} icon="calendar" />}
          />
        )
      )}
      {registering && <RegisterLearnerModal session={registering} onClose={() => setRegistering(null)} />}
    </Stack>
  );
}
