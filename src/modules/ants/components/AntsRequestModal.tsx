import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDate, formatDateTime, formatFullName } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import type { LearnerSummary } from '../../../shared/references/types';
import { Link } from '../../../shared/router/Link';
import {
  Badge,
  Button,
  ConfirmDialog,
  ErrorState,
  FormActions,
  FormGrid,
  Icon,
  InlineAlert,
  LoadingState,
  Modal,
  SelectField,
  TextField,
  VisuallyHidden,
} from '../../../shared/ui';
import { antsSessionFor } from '../connections';
import { antsPageProblem } from '../pages';
import {
  useAddAntsPjPage,
  useAntsConnections,
  useAntsRequest,
  useAttachAntsLearner,
  useDeleteAntsDemande,
  useSubmitAntsDemande,
  useUpdateAntsDraft,
} from '../hooks';
import { antsMessages, antsPjLabels, antsRequestTypeLabels, antsStatusLabels } from '../messages';
import { antsStore } from '../store';
import { ANTS_CATEGORIES, ANTS_REQUEST_TYPES } from '../schema';
import { ANTS_EDITABLE_STATUSES, type AntsCategory, type AntsRequestDetails, type AntsRequestType } from '../types';
import * as styles from './AntsRequestModal.css';
import { ANTS_STATUS_TONE } from './statusTone';

export interface AntsRequestModalProps {
  id: number;
  onClose: () => void;
  /** Opens the connection tab (when the agency is not connected). */
  onConnect: () => void;
}

type Confirm = 'submit' | 'delete' | null;

/** A request: its details, learner, draft fields, supporting documents; send or delete a draft. */
export function AntsRequestModal({ id, onClose, onConnect }: AntsRequestModalProps) {
  const { data: request, error, isLoading, mutate } = useAntsRequest(id);
  const { mode, connections } = useAntsConnections();
  const { expired } = useSnapshot(antsStore);
  const submit = useSubmitAntsDemande();
  const remove = useDeleteAntsDemande();
  const [confirm, setConfirm] = useState<Confirm>(null);

  const idSession = request ? antsSessionFor(connections, mode, request.agency.id) : null;
  const editable = request ? ANTS_EDITABLE_STATUSES.includes(request.status) : false;
  const canAct = editable && idSession !== null;

  let body;
  if (error && !request) body = <ErrorState message={errorMessage(error, antsMessages.detailsLoadError)} onRetry={() => void mutate()} />;
  else if (!request || isLoading) body = <LoadingState />;
  else
    body = (
      <>
        {editable && (idSession === null || expired) && (
          <InlineAlert tone="warning" title={expired ? antsMessages.expiredTitle : antsMessages.notConnectedTitle}>
            {expired ? antsMessages.sessionExpired : antsMessages.notConnectedText}{' '}
            <Button size="sm" tone="secondary" onClick={onConnect}>
              {expired ? antsMessages.reconnect : antsMessages.goConnect}
            </Button>
          </InlineAlert>
        )}
        <RequestSummary request={request} />
        <LearnerBlock request={request} />
        {editable && idSession && <DraftBlock request={request} idSession={idSession} />}
        <AttachmentsBlock request={request} idSession={canAct ? idSession : null} />
        {!editable && <p className={styles.pages}>{antsMessages.readOnly}</p>}
      </>
    );

  return (
    <>
      <Modal
        open
        size="lg"
        onClose={onClose}
        title={request ? antsMessages.detailsTitle(request.idDemande) : antsMessages.title}
        footer={
          <FormActions>
            {editable && (
              <Button tone="danger" icon="trash" disabled={!canAct} onClick={() => setConfirm('delete')}>
                {antsMessages.deleteRequest}
              </Button>
            )}
            <Button tone="secondary" onClick={onClose}>
              {common.close}
            </Button>
            {editable && (
              <Button icon="send" disabled={!canAct} onClick={() => setConfirm('submit')}>
                {antsMessages.submit}
              </Button>
            )}
          </FormActions>
        }
      >
        {body}
      </Modal>
      {request && idSession && (
        <ConfirmDialog
          open={confirm !== null}
          danger={confirm === 'delete'}
          busy={submit.busy || remove.busy}
          title={confirm === 'delete' ? antsMessages.confirmDeleteTitle : antsMessages.confirmSubmitTitle}
          message={confirm === 'delete' ? antsMessages.confirmDelete(request.idDemande) : `${antsMessages.confirmSubmit(request.idDemande)} ${antsMessages.submitHint}`}
          confirmLabel={confirm === 'delete' ? common.delete : antsMessages.submit}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            const action = confirm === 'delete' ? remove : submit;
            await action.run({ idSession, idDemande: request.idDemande });
            setConfirm(null);
            await mutate();
          }}
        />
      )}
    </>
  );
}

function RequestSummary({ request }: { request: AntsRequestDetails }) {
  const rows: [string, React.ReactNode][] = [
    [antsMessages.detailsLabels.status, <Badge tone={ANTS_STATUS_TONE[request.status]}>{antsStatusLabels[request.status]}</Badge>],
    [antsMessages.columns.requestType, `${antsRequestTypeLabels[request.requestType]} — ${request.category}`],
    [antsMessages.detailsLabels.agency, request.agency.name],
    [antsMessages.detailsLabels.neph, request.neph ?? '—'],
    [antsMessages.detailsLabels.createdAt, formatDate(request.createdAt)],
    [antsMessages.detailsLabels.submittedAt, request.submittedAt ? formatDateTime(request.submittedAt) : '—'],
    [antsMessages.detailsLabels.statusChangedAt, formatDateTime(request.statusChangedAt)],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LearnerBlock({ request }: { request: AntsRequestDetails }) {
  const attach = useAttachAntsLearner();
  const [chosen, setChosen] = useState<LearnerSummary | null>(null);
  return (
    <section className={styles.block} aria-labelledby="ants-learner-title">
      <h3 id="ants-learner-title" className={styles.blockTitle}>
        {antsMessages.detailsLabels.learner}
      </h3>
      {request.learner ? (
        <div className={styles.learnerRow}>
          <Link to={hrefs.learner(request.learner.id)}>{formatFullName(request.learner)}</Link>
          <Button size="sm" tone="secondary" loading={attach.busy} onClick={() => void attach.run(request.id, null)}>
            {antsMessages.detach}
          </Button>
        </div>
      ) : (
        <div className={styles.learnerRow}>
          <div className={styles.grow}>
            <LearnerPicker label={antsMessages.attachLearner} value={chosen} onChange={setChosen} params={{ agency: request.agency.id }} />
          </div>
          <Button
            size="sm"
            disabled={!chosen}
            loading={attach.busy}
            onClick={async () => {
              if (!chosen) return;
              const result = await attach.run(request.id, chosen.id);
              if (result.ok) setChosen(null);
            }}
          >
            {antsMessages.attach}
          </Button>
        </div>
      )}
    </section>
  );
}

function DraftBlock({ request, idSession }: { request: AntsRequestDetails; idSession: string }) {
  const update = useUpdateAntsDraft();
  const [requestType, setRequestType] = useState<AntsRequestType>(request.requestType);
  const [category, setCategory] = useState(request.category);
  const [birthCity, setBirthCity] = useState(request.birthCity ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setRequestType(request.requestType);
    setCategory(request.category);
    setBirthCity(request.birthCity ?? '');
  }, [request.requestType, request.category, request.birthCity]);
  return (
    <section className={styles.block} aria-labelledby="ants-draft-title">
      <h3 id="ants-draft-title" className={styles.blockTitle}>
        {antsMessages.saveDraft}
      </h3>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await update.run(request.id, { idSession, requestType, category: category as AntsCategory, birthCity });
          setErrors(result.ok ? {} : Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
        }}
      >
        <FormGrid columns={3}>
          <SelectField
            label={antsMessages.fields.requestType}
            options={ANTS_REQUEST_TYPES.map((type) => ({ value: type, label: antsRequestTypeLabels[type] }))}
            value={requestType}
            onChange={(e) => setRequestType(e.target.value as AntsRequestType)}
          />
          <SelectField
            label={antsMessages.fields.category}
            options={ANTS_CATEGORIES.map((code) => ({ value: code, label: code }))}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            error={errors.category}
          />
          <TextField label={antsMessages.fields.birthCity} value={birthCity} onChange={(e) => setBirthCity(e.target.value)} error={errors.birthCity} />
        </FormGrid>
        <FormActions>
          <Button type="submit" tone="secondary" loading={update.busy}>
            {antsMessages.saveDraft}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}

function AttachmentsBlock({ request, idSession }: { request: AntsRequestDetails; idSession: string | null }) {
  const addPage = useAddAntsPjPage();
  // The refusal of the last page chosen (before sending, or the server's violation), under its slot.
  const [pageError, setPageError] = useState<{ idPJ: string; message: string } | null>(null);
  const choosePage = async (idPJ: AntsRequestDetails['attachments'][number]['idPJ'], session: string, file: File) => {
    const problem = antsPageProblem(file);
    if (problem) return setPageError({ idPJ, message: problem });
    setPageError(null);
    const result = await addPage.run({ idPJ, idDemande: request.idDemande, idSession: session, file });
    const refusal = result.ok ? undefined : result.violations[0]?.message;
    if (refusal) setPageError({ idPJ, message: refusal });
  };
  return (
    <section className={styles.block} aria-labelledby="ants-pj-title">
      <h3 id="ants-pj-title" className={styles.blockTitle}>
        {antsMessages.attachmentsTitle}
      </h3>
      <p className={styles.pages}>{antsMessages.pageHint}</p>
      <ul className={styles.slots}>
        {request.attachments.map((attachment) => {
          const label = antsPjLabels[attachment.idPJ];
          return (
            <li key={attachment.idPJ} className={styles.slot}>
              <div>
                <span className={styles.slotName}>{label}</span> {attachment.required && <Badge tone="info">{antsMessages.required}</Badge>}
                <div className={styles.pages}>
                  {attachment.pages.length === 0
                    ? antsMessages.noPage
                    : attachment.pages.map((page) => `${antsMessages.page(page.pageNumber)} · ${page.originalName}`).join(' — ')}
                </div>
              </div>
              {idSession && (
                <label className={styles.upload}>
                  <Icon name="upload" />
                  {antsMessages.addPageShort}
                  <VisuallyHidden>
                    <input
                      type="file"
                      accept="application/pdf,image/jpeg,image/png"
                      aria-label={antsMessages.addPage(label)}
                      disabled={addPage.busy}
                      onChange={async (event) => {
                        const input = event.currentTarget;
                        const file = input.files?.[0];
                        if (!file) return;
                        await choosePage(attachment.idPJ, idSession, file);
                        input.value = '';
                      }}
                    />
                  </VisuallyHidden>
                </label>
              )}
              {pageError?.idPJ === attachment.idPJ && (
                <div className={styles.slotError}>
                  <InlineAlert tone="danger" onDismiss={() => setPageError(null)}>
                    {pageError.message}
                  </InlineAlert>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
