import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDate, formatFullName } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/list/ListTable';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Badge, Button, EmptyState, PageHeader, SearchInput, SelectField, Toolbar, type TableColumn } from '../../../shared/ui';
import { NoticeCreateModal, ReportNoticeModal } from '../components/NoticeModals';
import { useNoticeList } from '../hooks';
import { noticesMessages as m } from '../messages';
import { noticesStore, startReport } from '../store';
import type { Notice } from '../types';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** `/avis-certifiés`: the notices (verified 0/1), a notice collected by hand, and the report of an abusive one. */
export default function CertifiedNotices() {
  const list = useNoticeList();
  const user = useSessionUser();
  const { reporting } = useSnapshot(noticesStore);
  const [creating, setCreating] = useState(false);
  const reported = list.items.find((n) => n.id === reporting) ?? null;
  const verified = list.filters.verified;

  const columns: TableColumn<Notice>[] = [
    { key: 'noticeDate', header: m.columns.date, sortable: true, render: (n) => formatDate(n.noticeDate) },
    { key: 'author', header: m.columns.author, render: (n) => (n.learner ? `${n.authorName} (${formatFullName(n.learner)})` : n.authorName) },
    { key: 'rating', header: m.columns.rating, sortable: true, render: (n) => <span aria-label={m.rating(n.rating)}>{stars(n.rating)}</span> },
    { key: 'comment', header: m.columns.comment, render: (n) => n.comment },
    { key: 'agency', header: m.columns.agency, render: (n) => n.agency.name },
    {
      key: 'verified',
      header: m.columns.verified,
      render: (n) => (
        <>
          <Badge tone={n.verified === 1 ? 'success' : 'neutral'}>{m.verified[n.verified]}</Badge>{' '}
          {n.reported && <Badge tone="danger">{m.reportedBadge(n.reportReason?.label ?? '')}</Badge>}
        </>
      ),
    },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      render: (n) =>
        n.reported ? null : (
          <Button size="sm" tone="ghost" icon="alert" onClick={() => startReport(n.id)} aria-label={`${m.report} : ${n.authorName}`}>
            {m.report}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={m.noticesTitle} subtitle={m.noticesSubtitle} actions={<Button icon="plus" onClick={() => setCreating(true)}>{m.create}</Button>} />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchNotices} placeholder={m.searchNotices} />
        <SelectField
          label={m.filters.verified}
          placeholder={m.filters.all}
          options={[
            { value: '1', label: m.verified[1] },
            { value: '0', label: m.verified[0] },
          ]}
          value={typeof verified === 'string' ? verified : ''}
          onChange={(e) => list.setFilter('verified', e.target.value || null)}
        />
        {(user?.agencies.length ?? 0) > 1 && (
          <SelectField
            label={m.filters.agency}
            placeholder={m.filters.allAgencies}
            options={(user?.agencies ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={typeof list.filters.agency === 'string' ? list.filters.agency : ''}
            onChange={(e) => list.setFilter('agency', e.target.value || null)}
          />
        )}
      </Toolbar>
      <ListTable
        list={list}
        caption={m.noticesCaption}
        columns={columns}
        loadError={m.loadNoticesError}
        empty={<EmptyState title={verified || list.search ? m.emptyFiltered : m.emptyNotices} icon="check" />}
      />
      {creating && <NoticeCreateModal onClose={() => setCreating(false)} />}
      {reported && <ReportNoticeModal notice={reported} onClose={() => startReport(null)} />}
    </>
  );
}
