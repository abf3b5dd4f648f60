import { Suspense, useState, type ReactNode } from 'react';
import { isHttpError } from '../../../shared/api/http-error';
import { errorMessage } from '../../../shared/alerts/report';
import { LEARNER_WRITE } from '../../../shared/auth/permission-groups';
import { hasAnyPermission } from '../../../shared/auth/permissions';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { formatFullName } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { LEARNER_MENU, ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { mailMessages } from '../../../shared/mail/messages';
import { OutboxEmailList } from '../../../shared/mail/OutboxEmailList';
import { ANY_MAIL_PERMISSION } from '../../../shared/mail/permissions';
import { useSlot, useSlotComponent, type SlotContribution } from '../../../shared/module/slots';
import { useNavigate } from '../../../shared/router/context';
import { Link } from '../../../shared/router/Link';
import { useNumericParam } from '../../../shared/router/route-params';
import { useSearchParams } from '../../../shared/router/search-params';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, Inline, LoadingState, PageHeader, Tabs } from '../../../shared/ui';
import { AvailabilityTab } from '../components/AvailabilityTab';
import { DocumentsTab } from '../components/DocumentsTab';
import { InformationTab } from '../components/InformationTab';
import { LearnerEditModal } from '../components/LearnerEditModal';
import { LearnerPhoto } from '../components/LearnerPhoto';
import { TrackingTab } from '../components/TrackingTab';
import { TrainingsTab } from '../components/TrainingsTab';
import * as styles from '../components/record.css';
import { useArchiveLearner, useDeleteLearner, useLearner, useRestoreLearner } from '../hooks/learner';
import { learnersMessages as m } from '../messages';
import type { Learner } from '../types';

interface TabDefinition {
  key: string;
  title: string;
  render: () => ReactNode;
}

function ContributedTab({ contribution, learnerId }: { contribution: SlotContribution<'learner.tabs'>; learnerId: number }) {
  const Component = useSlotComponent(contribution);
  return (
    <Suspense fallback={<LoadingState />}>
      <Component learnerId={learnerId} />
    </Suspense>
  );
}

type Dialog = 'edit' | 'archive' | 'delete' | null;

function Record({ learner }: { learner: Learner }) {
  const user = useSessionUser();
  const permissions = usePermissions();
  const contributions = useSlot('learner.tabs');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const archive = useArchiveLearner();
  const restore = useRestoreLearner();
  const remove = useDeleteLearner();
  const [dialog, setDialog] = useState<Dialog>(null);
  const photos = user?.structure.studentsPhotoAllowed ?? false;
  const granted = permissions.status === 'loaded' ? permissions.permissions : [];
  const canWrite = hasAnyPermission(granted, LEARNER_WRITE);

  const own: TabDefinition[] = [
    { key: String(LEARNER_MENU.information), title: m.tabs.information, render: () => <InformationTab learner={learner} photosAllowed={photos} canWrite={canWrite} /> },
    { key: String(LEARNER_MENU.trainings), title: m.tabs.trainings, render: () => <TrainingsTab learner={learner} /> },
    { key: String(LEARNER_MENU.documents), title: m.tabs.documents, render: () => <DocumentsTab learner={learner} /> },
    { key: String(LEARNER_MENU.tracking), title: m.tabs.tracking, render: () => <TrackingTab learnerId={learner.id} /> },
    { key: String(LEARNER_MENU.availability), title: m.tabs.availability, render: () => <AvailabilityTab learnerId={learner.id} /> },
    // The e-mails sent for the learner's documents, for whoever may send one of them.
    ...(hasAnyPermission(granted, ANY_MAIL_PERMISSION)
      ? [{ key: String(LEARNER_MENU.emails), title: mailMessages.title, render: () => <OutboxEmailList filter={{ learner: learner.id }} showDocument /> }]
      : []),
  ];
  // Other areas' tabs (invoices 5, services consumed 6, contracts 7): absent contributions are no tab at all.
  const contributed: TabDefinition[] = contributions
    .filter((c) => !c.permissions?.length || hasAnyPermission(granted, c.permissions))
    .map((c) => ({ key: c.key ?? c.id, title: c.title, render: () => <ContributedTab contribution={c} learnerId={learner.id} /> }));
  const tabs = [...own, ...contributed].sort((a, b) => (Number(a.key) || 99) - (Number(b.key) || 99));
  const selected = tabs.find((tab) => tab.key === params.get('menu')) ?? tabs[0]!;
  const name = formatFullName(learner);

  return (
    <>
      <PageHeader
        title={name}
        breadcrumb={<Link to={ROUTE_PATTERNS.learners}>{m.backToList}</Link>}
        actions={
          canWrite && (
            <Inline gap="xs">
              <Button tone="secondary" icon="edit" onClick={() => setDialog('edit')}>
                {common.edit}
              </Button>
              {learner.archived ? (
                <Button tone="secondary" icon="refresh" loading={restore.busy} onClick={() => void restore.run(learner.id)}>
                  {m.restore}
                </Button>
              ) : (
                <Button tone="secondary" icon="lock" onClick={() => setDialog('archive')}>
                  {m.archive}
                </Button>
              )}
              <Button tone="danger" icon="trash" onClick={() => setDialog('delete')}>
                {common.delete}
              </Button>
            </Inline>
          )
        }
      />
      <div className={styles.header}>
        <LearnerPhoto learner={learner} allowed={photos} size="lg" />
        <div className={styles.headerText}>
          <Inline gap="xs">
            {learner.isProspect && <Badge tone="info">{m.prospectBadge}</Badge>}
            {learner.archived && <Badge tone="warning">{m.archivedBadge}</Badge>}
            {learner.training && <Badge tone="success">{learner.training.name}</Badge>}
          </Inline>
          <span className={styles.muted}>{[learner.agency.name, learner.neph ? `NEPH ${learner.neph}` : null, learner.email].filter(Boolean).join(' · ')}</span>
        </div>
      </div>
      <Tabs label={m.tabs.label} tabs={tabs.map((tab) => ({ value: tab.key, label: tab.title }))} value={selected.key} onChange={(menu) => setParams({ menu })}>
        {selected.render()}
      </Tabs>
      {dialog === 'edit' && <LearnerEditModal learner={learner} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'archive'}
        busy={archive.busy}
        title={m.confirmArchiveTitle}
        message={m.confirmArchive(name)}
        confirmLabel={m.archive}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          await archive.run(learner.id);
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        danger
        busy={remove.busy}
        title={m.confirmDeleteTitle}
        message={m.confirmDelete(name)}
        confirmLabel={common.delete}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          const result = await remove.run(learner.id);
          setDialog(null);
          if (result.ok) navigate(ROUTE_PATTERNS.learners);
        }}
      />
    </>
  );
}

/** `/apprenants/{learnerId}?menu=…`: the learner record, its own tabs and the other areas' tabs. */
export default function LearnerRecord() {
  const id = useNumericParam('learnerId');
  const { data, error, isLoading, mutate } = useLearner(id);
  if (id === null || (isHttpError(error) && error.status === 404)) {
    return <EmptyState title={m.notFound} icon="users" action={<Link to={ROUTE_PATTERNS.learners}>{m.backToList}</Link>} />;
  }
  if (error && !data) return <ErrorState message={errorMessage(error, m.loadError)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingState />;
  return <Record learner={data} />;
}
