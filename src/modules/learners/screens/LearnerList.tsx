import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LEARNER_WRITE } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { LEARNER_LIST_FULL_PAGE_SIZE } from '../../../shared/constants';
import { formatDay, formatFullName, formatPhone } from '../../../shared/i18n/format-lite';
import { hrefs } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import { useNavigate } from '../../../shared/router/context';
import { Link } from '../../../shared/router/Link';
import { useSearchParams } from '../../../shared/router/search-params';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Inline,
  LoadingState,
  PageHeader,
  SearchInput,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { LearnerFilters } from '../components/LearnerFilters';
import { LearnerPhoto } from '../components/LearnerPhoto';
import { useArchiveLearner, useLearnerList, useRestoreLearner } from '../hooks/learner';
import { learnersMessages as m } from '../messages';
import { useOrganisationReturn } from '../organisation-return';
import type { LearnerFormInput } from '../schema';
import { learnersStore, takeFinancierDraft, toggleLearnerFilters } from '../store';
import type { Learner } from '../types';
import * as styles from './LearnerList.css';

// The 5000-row mode and its virtualiser load when it is chosen: the paged list does not need them.
const LearnerVirtualList = lazy(() => import('../components/LearnerVirtualList').then((chunk) => ({ default: chunk.LearnerVirtualList })));
// The creation form and its schemas (zod) load when it opens: the list itself validates nothing.
const LearnerCreateModal = lazy(() => import('../components/LearnerCreateModal').then((chunk) => ({ default: chunk.LearnerCreateModal })));

type Dialog = { kind: 'create'; restored?: Partial<LearnerFormInput> } | { kind: 'archive'; learner: Learner } | null;

/** `/apprenants`: search, sort, filters, paging or the 5000-row mode, create, archive and restore. */
export default function LearnerList() {
  const list = useLearnerList();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const archive = useArchiveLearner();
  const restore = useRestoreLearner();
  const { filtersOpen } = useSnapshot(learnersStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  const organisationReturn = useOrganisationReturn();
  const { added: addedOrganisation, settle: settleOrganisation } = organisationReturn;
  // Back from « Nouvel organisme »: the creation form opens again as it was, with the new organisation chosen.
  useEffect(() => {
    if (addedOrganisation === null) return;
    const draft = takeFinancierDraft();
    setDialog({ kind: 'create', restored: { ...(draft?.form === 'learner' ? draft.values : {}), financier: String(addedOrganisation) } });
    settleOrganisation();
  }, [addedOrganisation, settleOrganisation]);
  const canWrite = useCan(...LEARNER_WRITE);
  const createButton = canWrite ? <Button icon="plus" onClick={() => setDialog({ kind: 'create' })}>{m.create}</Button> : undefined;
  const photos = user?.structure.studentsPhotoAllowed ?? false;
  const full = list.itemsPerPage >= LEARNER_LIST_FULL_PAGE_SIZE;
  const activeFilters = Object.keys(list.filters).filter((name) => !(name === 'archived' && list.filters[name] === '0')).length;

  const columns: TableColumn<Learner>[] = [
    ...(photos ? [{ key: 'photo', header: m.columns.photo, width: '3rem', render: (l: Learner) => <LearnerPhoto learner={l} allowed /> }] : []),
    {
      key: 'lastName',
      header: m.columns.name,
      sortable: true,
      render: (l) => (
        <Inline gap="xs">
          {/* The name stays on one line; its badges go below it when the column is narrow. */}
          <Link to={hrefs.learner(l.id)} className={styles.nowrap}>
            {`${l.lastName.toUpperCase()} ${l.firstName}`}
          </Link>
          {l.isProspect && <Badge tone="info">{m.prospectBadge}</Badge>}
          {l.archived && <Badge>{m.archivedBadge}</Badge>}
        </Inline>
      ),
    },
    { key: 'agency', header: m.columns.agency, sortable: true, render: (l) => l.agency.name },
    {
      key: 'training',
      header: m.columns.training,
      sortable: true,
      render: (l) => {
        const current = l.agencytraininglearners.find((r) => r.training.id === l.training?.id);
        return l.training ? (
          <span title={current?.field?.name}>
            {l.training.code}
            {current?.field && <span className={styles.muted}>{` · ${current.field.code}`}</span>}
          </span>
        ) : (
          ''
        );
      },
    },
    { key: 'neph', header: m.columns.neph, sortable: true, render: (l) => l.neph ?? '' },
    { key: 'phone', header: m.columns.phone, render: (l) => <span className={styles.nowrap}>{formatPhone(l.phone)}</span> },
    {
      key: 'email',
      header: m.columns.email,
      sortable: true,
      render: (l) => (
        <span className={styles.truncated} title={l.email ?? undefined}>
          {l.email ?? ''}
        </span>
      ),
    },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, render: (l) => <span className={styles.nowrap}>{formatDay(l.createdAt)}</span> },
    {
      key: 'actions',
      header: m.columns.actions,
      align: 'end',
      width: '6rem',
      render: (l) => (
        <Inline gap="xxs" justify="end" className={styles.nowrap}>
          <IconButton icon="eye" size="sm" label={`${m.open} : ${formatFullName(l)}`} onClick={() => navigate(hrefs.learner(l.id))} />
          {!canWrite ? null : l.archived ? (
            <IconButton icon="refresh" size="sm" label={`${m.restore} : ${formatFullName(l)}`} onClick={() => void restore.run(l.id)} />
          ) : (
            <IconButton icon="lock" size="sm" label={`${m.archive} : ${formatFullName(l)}`} onClick={() => setDialog({ kind: 'archive', learner: l })} />
          )}
        </Inline>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} actions={createButton} />
      <Toolbar
        end={
          <Inline gap="xs">
            <Button tone="secondary" icon="menu" aria-expanded={filtersOpen} onClick={toggleLearnerFilters}>
              {activeFilters > 0 ? `${m.filters.toggle} (${activeFilters})` : m.filters.toggle}
            </Button>
            <Button tone="ghost" onClick={() => list.setItemsPerPage(full ? 10 : LEARNER_LIST_FULL_PAGE_SIZE)}>
              {full ? m.showPaged : m.showAll(LEARNER_LIST_FULL_PAGE_SIZE)}
            </Button>
          </Inline>
        }
      >
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchPlaceholder} />
      </Toolbar>
      {filtersOpen && (
        <LearnerFilters
          filters={list.filters}
          onChange={list.setFilter}
          onTrainingChange={(training) => setParams({ 'agencytraininglearners.training': training, 'agencytraininglearners.field': null, page: null })}
          onReset={list.resetFilters}
        />
      )}
      {full && list.items.length > 0 ? (
        <Suspense fallback={<LoadingState />}>
          <LearnerVirtualList learners={list.items} total={list.total} photosAllowed={photos} />
        </Suspense>
      ) : (
        <ListTable
          list={list}
          caption={m.caption}
          columns={columns}
          onRowClick={(l) => navigate(hrefs.learner(l.id))}
          loadError={m.loadError}
          paged={!full}
          empty={
            list.search || activeFilters > 0 ? (
              <EmptyState title={m.emptySearch} icon="search" />
            ) : (
              <EmptyState title={m.empty} text={m.emptyText} icon="users" action={createButton} />
            )
          }
        />
      )}
      {dialog?.kind === 'create' && (
        <Suspense fallback={null}>
          <LearnerCreateModal
            restored={dialog.restored}
            onNewOrganisation={(values) => organisationReturn.leave({ form: 'learner', values })}
            onClose={() => setDialog(null)}
            onCreated={(learner) => {
              setDialog(null);
              navigate(hrefs.learner(learner.id));
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={dialog?.kind === 'archive'}
        busy={archive.busy}
        title={m.confirmArchiveTitle}
        message={dialog?.kind === 'archive' ? m.confirmArchive(formatFullName(dialog.learner)) : ''}
        confirmLabel={m.archive}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'archive') return;
          await archive.run(dialog.learner.id);
          setDialog(null);
        }}
      />
    </>
  );
}
