import { useState } from 'react';
import { formatDate, formatFullName } from '../../../shared/i18n/format';
import { hrefs } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import type { FilterValue } from '../../../shared/list/listState';
import { Link } from '../../../shared/router/Link';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Badge, Button, DateField, EmptyState, PageHeader, SearchInput, SelectField, Toolbar, type TableColumn } from '../../../shared/ui';
import { AskNoticeModal } from '../components/NoticeModals';
import { useRemind, useRequestList } from '../hooks';
import { noticesMessages as m } from '../messages';
import type { NoticeRequest, NoticeStatus, RequestStatus } from '../types';

const first = (value: FilterValue | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** `/suivi-demandes`: the certified-notice requests, newest first, with their filters and the reminder. */
export default function NoticeRequests() {
  const list = useRequestList();
  const user = useSessionUser();
  const reminder = useRemind();
  const [asking, setAsking] = useState(false);
  const filters = list.filters;
  const filtered = Object.keys(filters).length > 0 || list.search !== '';

  const columns: TableColumn<NoticeRequest>[] = [
    { key: 'learner', header: m.columns.learner, sortable: true, render: (r) => <Link to={hrefs.learner(r.learner.id)}>{formatFullName(r.learner)}</Link> },
    { key: 'agency', header: m.columns.agency, render: (r) => r.agency.name },
    { key: 'requestDate', header: m.columns.requestDate, sortable: true, render: (r) => formatDate(r.requestDate) },
    { key: 'status', header: m.columns.status, render: (r) => <Badge tone={r.status === 'answered' ? 'success' : 'info'}>{m.requestStatus[r.status]}</Badge> },
    { key: 'noticeStatus', header: m.columns.noticeStatus, render: (r) => <Badge tone={r.noticeStatus === 'posted' ? 'success' : 'warning'}>{m.noticeStatus[r.noticeStatus]}</Badge> },
    { key: 'postedNoticeDate', header: m.columns.posted, sortable: true, render: (r) => formatDate(r.postedNoticeDate) },
    { key: 'reminders', header: m.columns.reminders, align: 'end', render: (r) => (r.remindCount > 0 ? `${r.remindCount} (${formatDate(r.remindedAt)})` : '0') },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      render: (r) =>
        r.noticeStatus === 'pending' ? (
          <Button size="sm" tone="secondary" icon="send" disabled={reminder.busy} onClick={() => void reminder.run(r.id)} aria-label={`${m.remind} : ${formatFullName(r.learner)}`}>
            {m.remind}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={m.requestsTitle} subtitle={m.requestsSubtitle} actions={<Button icon="send" onClick={() => setAsking(true)}>{m.ask}</Button>} />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
        {(user?.agencies.length ?? 0) > 1 && (
          <SelectField
            label={m.filters.agency}
            placeholder={m.filters.allAgencies}
            options={(user?.agencies ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={first(filters.agency)}
            onChange={(e) => list.setFilter('agency', e.target.value || null)}
          />
        )}
        <DateField label={m.filters.from} value={first(filters['requestDate[after]'])} onChange={(e) => list.setFilter('requestDate[after]', e.target.value || null)} />
        <DateField label={m.filters.to} value={first(filters['requestDate[before]'])} onChange={(e) => list.setFilter('requestDate[before]', e.target.value || null)} />
        <SelectField
          label={m.filters.status}
          placeholder={m.filters.all}
          options={(Object.entries(m.requestStatus) as [RequestStatus, string][]).map(([value, label]) => ({ value, label }))}
          value={first(filters.status)}
          onChange={(e) => list.setFilter('status', e.target.value ? [e.target.value] : null)}
        />
        <SelectField
          label={m.filters.noticeStatus}
          placeholder={m.filters.all}
          options={(Object.entries(m.noticeStatus) as [NoticeStatus, string][]).map(([value, label]) => ({ value, label }))}
          value={first(filters.noticeStatus)}
          onChange={(e) => list.setFilter('noticeStatus', e.target.value ? [e.target.value] : null)}
        />
      </Toolbar>
      <ListTable
        list={list}
        caption={m.requestsCaption}
        columns={columns}
        loadError={m.loadRequestsError}
        empty={filtered ? <EmptyState title={m.emptyFiltered} icon="search" /> : <EmptyState title={m.emptyRequests} text={m.emptyRequestsText} icon="send" />}
      />
      {asking && <AskNoticeModal onClose={() => setAsking(false)} />}
    </>
  );
}
