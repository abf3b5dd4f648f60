import { getAgenda } from '../api';
import { useState } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { AGENDAS_PATH, toTeamMemberIri, type Agenda } from '../../../shared/references/planning';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  ColorField,
  ConfirmDialog,
  FormGrid,
  FormGridFull,
  FormModal,
  IconButton,
  SelectField,
  TextField,
  TimeField,
  type TableColumn,
} from '../../../shared/ui';
import { useAgendaConfigList, useAgendaResourceTypes, useCreateAgenda, useDeleteAgenda, useInterveners, useSetAgendaActive, useUpdateAgenda } from '../hooks';
import { planningConfigMessages } from '../messages';
import { agendaCreateSchema } from '../schema';
import { colouredNameColumn } from './ColorSwatch';
import { ConfigListPanel } from './ConfigListPanel';

const m = planningConfigMessages.agendas;

const subjectName = (agenda: Agenda) =>
  agenda.teamMember ? `${agenda.teamMember.firstName} ${agenda.teamMember.lastName}` : (agenda.resource?.name ?? '');

/** Agendas (`/plannings/agendas-config`, active first): create, edit, deactivate or reactivate, delete. */
export function AgendasPanel() {
  const list = useAgendaConfigList();
  const remove = useDeleteAgenda();
  const setActive = useSetAgendaActive();
  const [deactivating, setDeactivating] = useState<Agenda | null>(null);
  const columns: TableColumn<Agenda>[] = [
    colouredNameColumn(m.columns.name),
    { key: 'type', header: m.columns.type, sortable: true, render: (a) => a.type.name },
    { key: 'subject', header: m.columns.subject, render: subjectName },
    { key: 'agency', header: m.columns.agency, sortable: true, render: (a) => a.agency.name },
    { key: 'hours', header: m.columns.hours, render: (a) => `${a.dayStart} – ${a.dayEnd}` },
    { key: 'active', header: m.columns.active, sortable: true, render: (a) => (a.active ? <Badge tone="success">{m.active}</Badge> : <Badge>{m.inactive}</Badge>) },
  ];
  return (
    <>
      <ConfigListPanel
        list={list}
        itemPath={AGENDAS_PATH}
        loadItem={getAgenda}
        texts={m}
        icon="calendar"
        columns={columns}
        remove={remove}
        rowActions={(a) =>
          a.active ? (
            <IconButton icon="lock" label={`${m.deactivate} : ${a.name}`} size="sm" onClick={() => setDeactivating(a)} />
          ) : (
            <IconButton icon="refresh" label={`${m.reactivate} : ${a.name}`} size="sm" onClick={() => void setActive.run(a, true)} />
          )
        }
        renderForm={(agenda, close) => <AgendaFormModal agenda={agenda} onClose={close} />}
      />
      <ConfirmDialog
        open={deactivating !== null}
        busy={setActive.busy}
        title={m.confirmDeactivateTitle}
        message={deactivating ? m.confirmDeactivate(deactivating.name) : ''}
        confirmLabel={m.deactivate}
        onCancel={() => setDeactivating(null)}
        onConfirm={async () => {
          if (!deactivating) return;
          await setActive.run(deactivating, false);
          setDeactivating(null);
        }}
      />
    </>
  );
}

function AgendaFormModal({ agenda, onClose }: { agenda: Agenda | null; onClose: () => void }) {
  const user = useSessionUser();
  const create = useCreateAgenda();
  const update = useUpdateAgenda();
  const types = useAgendaResourceTypes().data?.items ?? [];
  const form = useForm({
    schema: agendaCreateSchema,
    initial: {
      name: agenda?.name ?? '',
      color: agenda?.color ?? '#2563eb',
      type: agenda?.type.id ?? '',
      agency: agenda?.agency.id ?? (user ? (currentAgencyId(user) ?? '') : ''),
      teamMember: agenda?.teamMember ? agenda.teamMember['@id'] : null,
      resource: agenda?.resource ? agenda.resource['@id'] : null,
      dayStart: agenda?.dayStart ?? '08:00',
      dayEnd: agenda?.dayEnd ?? '19:00',
      active: agenda?.active ?? true,
    },
    onSubmit: async ({ type, agency, active, ...fields }) => {
      const result = agenda ? await update.run(agenda.id, fields) : await create.run({ type, agency, active, ...fields });
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const type = types.find((t) => String(t.id) === String(values.type)) ?? null;
  const agencyId = values.agency === '' ? null : Number(values.agency);
  const interveners = useInterveners(type?.id ?? null, type ? type.isResource : null, agencyId);
  const candidates = interveners.data?.items ?? [];
  const subjectValue = type?.isResource ? values.resource : values.teamMember;
  const pickSubject = (iri: string) => {
    const chosen = candidates.find((c) => c['@id'] === iri);
    if (type?.isResource) form.set('resource', iri || null);
    // The people list answers `/api/managers/{id}`: the agenda takes a team-members IRI (spec part 1 §7).
    else form.set('teamMember', iri ? toTeamMemberIri(iri) : null);
    if (chosen && !values.name) form.set('name', chosen.name);
  };
  const formId = agenda ? `agenda-${agenda.id}` : 'agenda-new';
  return (
    <FormModal title={agenda ? m.edit : m.create} formId={formId} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <SelectField
          label={m.fields.type}
          required
          disabled={agenda !== null}
          placeholder={m.typePlaceholder}
          options={types.map((t) => ({ value: String(t.id), label: t.name }))}
          value={String(values.type)}
          onChange={(e) => {
            form.set('type', e.target.value);
            form.set('teamMember', null);
            form.set('resource', null);
          }}
          error={form.error('type')}
        />
        <SelectField
          label={m.fields.agency}
          required
          disabled={agenda !== null}
          placeholder={planningConfigMessages.agencyPlaceholder}
          options={(user?.agencies ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={String(values.agency)}
          onChange={(e) => {
            form.set('agency', e.target.value);
            form.set('teamMember', null);
            form.set('resource', null);
          }}
          error={form.error('agency')}
        />
        <FormGridFull>
          <SelectField
            label={type?.isResource ? m.fields.resource : m.fields.teamMember}
            required
            disabled={!type || agencyId === null}
            placeholder={m.subjectPlaceholder}
            hint={type?.isResource && interveners.data && candidates.length === 0 ? m.noResource : undefined}
            options={candidates.map((c) => ({ value: type?.isResource ? c['@id'] : toTeamMemberIri(c['@id']), label: c.name }))}
            value={subjectValue === null || subjectValue === undefined ? '' : String(subjectValue)}
            onChange={(e) => pickSubject(type?.isResource ? e.target.value : candidates.find((c) => toTeamMemberIri(c['@id']) === e.target.value)?.['@id'] ?? '')}
            error={form.error(type?.isResource ? 'resource' : 'teamMember')}
          />
        </FormGridFull>
        <TextField label={m.fields.name} required value={values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        <ColorField label={m.fields.color} required value={values.color} onChange={(e) => form.set('color', e.target.value)} error={form.error('color')} />
        <TimeField label={m.fields.dayStart} required value={values.dayStart} onChange={(e) => form.set('dayStart', e.target.value)} error={form.error('dayStart')} />
        <TimeField label={m.fields.dayEnd} required value={values.dayEnd} onChange={(e) => form.set('dayEnd', e.target.value)} error={form.error('dayEnd')} />
      </FormGrid>
    </FormModal>
  );
}
