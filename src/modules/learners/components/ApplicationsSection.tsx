import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { useForm } from '../../../shared/form/useForm';
import { formatDate } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { Button, ConfirmDialog, EmptyState, ErrorState, FormModal, IconButton, InlineAlert, Section, SelectField, Table, type TableColumn } from '../../../shared/ui';
import { useCreateApplicationRegistration, useDeleteApplicationRegistration, useLearnerApplications, type ApplicationChoice } from '../hooks/applications';
import { learnersMessages as m } from '../messages';
import { applicationRegistrationCreateSchema } from '../schema';
import type { ApplicationRegistration, Learner } from '../types';

const FORM_ID = 'application-registration-new';

/** Registers the learner to one of the applications still open to them (`POST /registrations/to-applications`). */
function ApplicationRegisterModal({ learner, choices, loading, error, onClose }: { learner: Learner; choices: ApplicationChoice[]; loading: boolean; error: unknown; onClose: () => void }) {
  const create = useCreateApplicationRegistration();
  const form = useForm({
    schema: applicationRegistrationCreateSchema,
    initial: { learner: learner.id, application: '', training: '' },
    onSubmit: async (payload) => {
      const result = await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const selected = `${form.values.application}:${form.values.training ?? ''}`;
  return (
    <FormModal title={m.applications.register} formId={FORM_ID} onClose={onClose} form={form} submitDisabled={choices.length === 0}>
      {error ? (
        <InlineAlert tone="danger">{errorMessage(error, m.applications.offerError)}</InlineAlert>
      ) : !loading && choices.length === 0 ? (
        <InlineAlert tone="info">{m.applications.none}</InlineAlert>
      ) : (
        <SelectField
          label={m.applications.application}
          required
          disabled={loading}
          placeholder={m.applications.choose}
          options={choices.map((c) => ({ value: c.key, label: c.label }))}
          value={form.values.application === '' ? '' : selected}
          onChange={(e) => {
            const choice = choices.find((c) => c.key === e.target.value);
            form.set('application', choice ? choice.application : '');
            form.set('training', choice?.training ?? '');
          }}
          error={form.error('application') ?? form.error('training')}
        />
      )}
    </FormModal>
  );
}

/** The learner's registrations to the agency's applications (trainings tab): list, register, unregister. */
export function ApplicationsSection({ learner }: { learner: Learner }) {
  const applications = useLearnerApplications(learner);
  const remove = useDeleteApplicationRegistration();
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<ApplicationRegistration | null>(null);

  const columns: TableColumn<ApplicationRegistration>[] = [
    { key: 'application', header: m.applications.application, render: (r) => r.application.name },
    { key: 'training', header: m.applications.training, render: (r) => r.training?.name ?? m.applications.allTrainings },
    { key: 'createdAt', header: m.applications.registeredAt, render: (r) => formatDate(r.createdAt) },
    ...(applications.allowed
      ? [
          {
            key: 'actions',
            header: common.actions,
            align: 'end' as const,
            render: (r: ApplicationRegistration) => (
              <IconButton icon="trash" size="sm" label={`${m.applications.unregister} : ${r.application.name}${r.training ? ` — ${r.training.name}` : ''}`} onClick={() => setRemoving(r)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Section
      title={m.applications.title}
      description={m.applications.description}
      actions={
        applications.allowed && (
          <Button size="sm" tone="secondary" icon="plus" onClick={() => setRegistering(true)}>
            {m.applications.register}
          </Button>
        )
      }
    >
      {applications.error ? (
        <ErrorState message={errorMessage(applications.error, m.applications.loadError)} onRetry={() => void applications.refresh()} />
      ) : (
        <Table
          caption={m.applications.title}
          columns={columns}
          rows={applications.items}
          getRowKey={(r) => r.id}
          loading={applications.isLoading}
          empty={<EmptyState title={m.applications.empty} text={m.applications.emptyText} icon="fileText" />}
        />
      )}
      {registering && <ApplicationRegisterModal learner={learner} choices={applications.choices} loading={applications.choicesLoading} error={applications.choicesError} onClose={() => setRegistering(false)} />}
      <ConfirmDialog
        open={removing !== null}
        danger
        busy={remove.busy}
        title={m.applications.confirmTitle}
        message={removing ? m.applications.confirm(removing.training ? `${removing.application.name} — ${removing.training.name}` : removing.application.name) : ''}
        confirmLabel={m.applications.unregister}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const result = await remove.run(removing.id);
          if (result.ok) setRemoving(null);
        }}
      />
    </Section>
  );
}
