import { useEffect, useState } from 'react';
import { formatDate, formatNumber } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { Badge, Button, ConfirmDialog, EmptyState, IconButton, Section, SelectField, Table, type TableColumn } from '../../../shared/ui';
import { useChangeCurrentTraining, useDeleteEvaluation, useEvaluations } from '../hooks/trainings';
import { learnersMessages as m } from '../messages';
import { useOrganisationReturn } from '../organisation-return';
import type { RegistrationCreateInput, RegistrationPatchInput } from '../schema';
import { takeFinancierDraft } from '../store';
import type { AgencyTrainingLearner, Evaluation, Learner } from '../types';
import { ApplicationsSection } from './ApplicationsSection';
import { EvaluationModal, RegistrationCreateModal, RegistrationEditModal } from './TrainingModals';
import * as styles from './record.css';

type Dialog =
  | { kind: 'register'; restored?: Partial<RegistrationCreateInput> }
  | { kind: 'edit'; registration: AgencyTrainingLearner; restored?: Partial<RegistrationPatchInput> }
  | { kind: 'evaluation' }
  | { kind: 'deleteEvaluation'; evaluation: Evaluation }
  | null;

/** Tab 2: the learner's registrations to trainings, the current training and the prior evaluations. */
export function TrainingsTab({ learner }: { learner: Learner }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = useChangeCurrentTraining();
  const evaluations = useEvaluations(learner.id);
  const removeEvaluation = useDeleteEvaluation();
  const registrations = learner.agencytraininglearners;
  const organisationReturn = useOrganisationReturn();
  const { added: addedOrganisation, settle: settleOrganisation } = organisationReturn;
  // Back from « Nouvel organisme »: the form left opens again as it was, with the new organisation chosen.
  useEffect(() => {
    if (addedOrganisation === null) return;
    const financier = String(addedOrganisation);
    const draft = takeFinancierDraft();
    const registration = draft?.form === 'registrationEdit' ? learner.agencytraininglearners.find((r) => r.id === draft.registrationId) : undefined;
    if (draft?.form === 'registrationEdit' && registration) setDialog({ kind: 'edit', registration, restored: { ...draft.values, financier } });
    else setDialog({ kind: 'register', restored: { ...(draft?.form === 'registration' && draft.learnerId === learner.id ? draft.values : {}), financier } });
    settleOrganisation();
  }, [addedOrganisation, settleOrganisation, learner]);

  const columns: TableColumn<AgencyTrainingLearner>[] = [
    {
      key: 'training',
      header: m.trainings.columns.training,
      render: (r) => (
        <>
          {r.training.name} {r.training.id === learner.activeTrainingId && <Badge tone="success">{m.trainings.currentBadge}</Badge>}
        </>
      ),
    },
    { key: 'field', header: m.trainings.columns.field, render: (r) => r.field?.name ?? '' },
    { key: 'financier', header: m.trainings.columns.financier, render: (r) => r.financier?.name ?? m.fields.financierPlaceholder },
    { key: 'type', header: m.trainings.columns.type, render: (r) => (r.isProspect ? <Badge tone="info">{m.prospectBadge}</Badge> : m.filters.students) },
    { key: 'startDate', header: m.trainings.columns.startDate, render: (r) => formatDate(r.startDate) },
    { key: 'status', header: m.trainings.columns.status, render: (r) => m.trainingStatus[r.status] },
    {
      key: 'actions',
      header: m.trainings.columns.actions,
      align: 'end',
      render: (r) => <IconButton icon="edit" size="sm" label={`${m.trainings.editRegistration} : ${r.training.name}`} onClick={() => setDialog({ kind: 'edit', registration: r })} />,
    },
  ];

  const evaluationColumns: TableColumn<Evaluation>[] = [
    { key: 'date', header: m.evaluations.date, render: (e) => formatDate(e.evaluationDate) },
    { key: 'training', header: m.evaluations.training, render: (e) => e.training.name },
    { key: 'hours', header: m.evaluations.hours, align: 'end', render: (e) => m.evaluations.forecast(formatNumber(e.forecastHours)) },
    { key: 'evaluator', header: m.evaluations.evaluator, render: (e) => e.evaluator?.name ?? '' },
    { key: 'comment', header: m.evaluations.comment, render: (e) => e.comment ?? '' },
    {
      key: 'actions',
      header: common.actions,
      align: 'end',
      render: (e) => <IconButton icon="trash" size="sm" label={`${common.delete} : ${formatDate(e.evaluationDate)}`} onClick={() => setDialog({ kind: 'deleteEvaluation', evaluation: e })} />,
    },
  ];

  return (
    <div className={styles.tabPanel}>
      <Section
        title={m.trainings.title}
        actions={
          <Button size="sm" icon="plus" onClick={() => setDialog({ kind: 'register' })}>
            {m.trainings.register}
          </Button>
        }
      >
        {registrations.length > 0 && (
          <div className={styles.narrow}>
          <SelectField
            label={m.trainings.current}
            hint={current.allowed ? undefined : m.trainings.currentHint}
            disabled={!current.allowed || current.busy}
            options={registrations.map((r) => ({ value: String(r.training.id), label: r.training.name }))}
            value={String(learner.activeTrainingId ?? '')}
            placeholder={learner.activeTrainingId === null ? m.fields.trainingPlaceholder : undefined}
            onChange={(e) => void current.run(learner.id, Number(e.target.value))}
          />
          </div>
        )}
        <Table
          caption={m.trainings.title}
          columns={columns}
          rows={registrations}
          getRowKey={(r) => r.id}
          empty={<EmptyState title={m.trainings.empty} text={m.trainings.emptyText} icon="book" />}
        />
      </Section>
      <Section
        title={m.evaluations.title}
        description={m.evaluations.description}
        actions={
          <Button size="sm" tone="secondary" icon="plus" disabled={registrations.length === 0} onClick={() => setDialog({ kind: 'evaluation' })}>
            {m.evaluations.add}
          </Button>
        }
      >
        <Table
          caption={m.evaluations.title}
          columns={evaluationColumns}
          rows={evaluations.data?.items ?? []}
          getRowKey={(e) => e.id}
          loading={evaluations.isLoading}
          empty={<EmptyState title={m.evaluations.empty} icon="fileText" />}
        />
      </Section>
      <ApplicationsSection learner={learner} />
      {dialog?.kind === 'register' && (
        <RegistrationCreateModal
          learner={learner}
          restored={dialog.restored}
          onNewOrganisation={(values) => organisationReturn.leave({ form: 'registration', learnerId: learner.id, values })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <RegistrationEditModal
          registration={dialog.registration}
          restored={dialog.restored}
          onNewOrganisation={(values) => organisationReturn.leave({ form: 'registrationEdit', registrationId: dialog.registration.id, values })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'evaluation' && <EvaluationModal learner={learner} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'deleteEvaluation'}
        danger
        busy={removeEvaluation.busy}
        title={m.evaluations.confirmDeleteTitle}
        message={dialog?.kind === 'deleteEvaluation' ? m.evaluations.confirmDelete(formatDate(dialog.evaluation.evaluationDate)) : ''}
        confirmLabel={common.delete}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'deleteEvaluation') return;
          await removeEvaluation.run(dialog.evaluation.id);
          setDialog(null);
        }}
      />
    </div>
  );
}
