import { useState } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { formatFullName } from '../../../shared/i18n/format';
import type { LearnerSummary } from '../../../shared/references/types';
import { Combobox, FormGrid, FormGridFull, FormModal, InlineAlert, SelectField, TextField } from '../../../shared/ui';
import { antsSessionFor } from '../connections';
import { useAntsConnections, useCreateAntsDraft, useLearnersToRegister } from '../hooks';
import { antsMessages, antsRequestTypeLabels } from '../messages';
import { antsDraftSchema } from '../schema';
import { ANTS_CATEGORIES, ANTS_REQUEST_TYPES } from '../schema';
import type { AntsCategory, AntsRequestType } from '../types';

export interface AntsDraftModalProps {
  onClose: () => void;
  /** Called with the new request's id (the screen opens it). */
  onCreated: (id: number) => void;
}

const isCategory = (code: string | undefined): code is AntsCategory => (ANTS_CATEGORIES as readonly string[]).includes(code ?? '');

/** A draft request for a learner to register (`POST /ants/demandes`), in the session of the learner's agency. */
export function AntsDraftModal({ onClose, onCreated }: AntsDraftModalProps) {
  const { mode, connections } = useAntsConnections();
  const create = useCreateAntsDraft();
  const [search, setSearch] = useState('');
  const [learner, setLearner] = useState<LearnerSummary | null>(null);
  const learners = useLearnersToRegister(learner && search === formatFullName(learner) ? '' : search);
  const form = useForm({
    schema: antsDraftSchema,
    initial: { idSession: '', learner: '', requestType: 'INSCRIPTION' as AntsRequestType, category: 'B' as AntsCategory, birthCity: '' },
    onSubmit: async (payload) => {
      const result = await create.run(payload);
      if (result.ok) onCreated(result.value.id);
      return result;
    },
  });
  const noSession = learner !== null && form.values.idSession === '';
  const options = (learners.data?.items ?? []).map((l) => ({ value: String(l.id), label: formatFullName(l), detail: [l.agency.name, l.training?.code].filter(Boolean).join(' · ') }));

  return (
    <FormModal title={antsMessages.draftTitle} formId="ants-draft" onClose={onClose} submitLabel={antsMessages.createDraft} form={form} submitDisabled={noSession}>
      <FormGrid columns={2}>
        <FormGridFull>
          <Combobox
            label={antsMessages.fields.learner}
            hint={antsMessages.fields.learnerHint}
            required
            placeholder={antsMessages.learnerSearch}
            inputValue={search}
            onInputChange={setSearch}
            loading={learners.isLoading}
            emptyText={antsMessages.noLearnerToRegister}
            options={options}
            error={form.error('learner') ?? (learners.error ? antsMessages.loadLearnersError : undefined)}
            onSelect={(option) => {
              const chosen = learners.data?.items.find((l) => String(l.id) === option.value);
              if (!chosen) return;
              setLearner(chosen);
              setSearch(formatFullName(chosen));
              form.set('learner', chosen.id);
              form.set('idSession', antsSessionFor(connections, mode, chosen.agency.id) ?? '');
              if (isCategory(chosen.training?.code)) form.set('category', chosen.training.code);
            }}
          />
        </FormGridFull>
        {noSession && (
          <FormGridFull>
            <InlineAlert tone="warning" title={antsMessages.notConnectedTitle}>
              {antsMessages.notConnectedText}
            </InlineAlert>
          </FormGridFull>
        )}
        <SelectField
          label={antsMessages.fields.requestType}
          required
          options={ANTS_REQUEST_TYPES.map((type) => ({ value: type, label: antsRequestTypeLabels[type] }))}
          value={form.values.requestType}
          onChange={(e) => form.set('requestType', e.target.value as AntsRequestType)}
          error={form.error('requestType')}
        />
        <SelectField
          label={antsMessages.fields.category}
          required
          options={ANTS_CATEGORIES.map((code) => ({ value: code, label: code }))}
          value={form.values.category}
          onChange={(e) => form.set('category', e.target.value as AntsCategory)}
          error={form.error('category')}
        />
        <FormGridFull>
          <TextField label={antsMessages.fields.birthCity} required value={form.values.birthCity} onChange={(e) => form.set('birthCity', e.target.value)} error={form.error('birthCity')} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
