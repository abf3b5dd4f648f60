import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { useCan } from '../../../shared/auth/usePermissions';
import { EmbedDialog } from '../../../shared/embeds/EmbedDialog';
import { embedDialogMessages } from '../../../shared/embeds/messages';
import { absoluteApiBase } from '../../../shared/embeds/snippet';
import { useForm } from '../../../shared/form/useForm';
import type { Activity, Agenda } from '../../../shared/references/planning';
import { useSearchParams } from '../../../shared/router/search-params';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Badge, Button, Checkbox, ConfirmDialog, ErrorState, FormActions, Inline, LoadingState, SelectField, Stack } from '../../../shared/ui';
import { useActiveAgendas, useAllActivities, usePlanningShares, usePublishPlanning, useRenewPublicationKey, useStopPublication, useUpdatePublication } from '../hooks';
import { planningConfigMessages } from '../messages';
import { planningSharePatchSchema } from '../schema';
import type { PlanningShare } from '../types';
import * as styles from './PublicationPanel.css';

const m = planningConfigMessages.publication;

/**
 * `onglet=publication`: the planning an agency publishes on its website — the agendas and activities
 * shown, its public key (renewable), and the « Intégrer sur votre site » snippet of `<volant-planning>`.
 */
export function PublicationPanel() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const shares = usePlanningShares();
  const agendas = useActiveAgendas();
  const activities = useAllActivities();
  if (!user) return null;
  const fromUrl = Number(params.get('agence'));
  const agencyId = user.agencies.some((a) => a.id === fromUrl) ? fromUrl : currentAgencyId(user);
  const agency = user.agencies.find((a) => a.id === agencyId);
  const failure = shares.error ?? agendas.error ?? activities.error;
  let content;
  if (failure) content = <ErrorState message={errorMessage(failure, m.loadError)} onRetry={() => void Promise.all([shares.mutate(), agendas.mutate(), activities.mutate()])} />;
  else if (!shares.data || !agendas.data || !activities.data || !agency) content = <LoadingState />;
  else {
    const share = shares.data.items.find((s) => s.agency.id === agency.id) ?? null;
    content = (
      <PublicationForm
        key={`${agency.id}-${share?.updatedAt ?? 'new'}`}
        agency={agency}
        share={share}
        agendas={agendas.data.items.filter((a) => a.agency.id === agency.id)}
        activities={activities.data.items.filter((a) => a.agency === null || a.agency.id === agency.id)}
      />
    );
  }
  return (
    <Stack gap="lg">
      <p className={styles.intro}>{m.intro}</p>
      <div className={styles.picker}>
        <SelectField
          label={m.agency}
          options={user.agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          value={agencyId === null ? '' : String(agencyId)}
          onChange={(e) => setParams({ agence: e.target.value }, { replace: true })}
        />
      </div>
      {content}
    </Stack>
  );
}

interface FormProps {
  agency: { id: number; name: string };
  share: PlanningShare | null;
  agendas: readonly Agenda[];
  activities: readonly Activity[];
}

function toggle(list: readonly (number | string)[], id: number, on: boolean): number[] {
  const ids = list.map(Number).filter((value) => value !== id);
  return on ? [...ids, id] : ids;
}

function PublicationForm({ agency, share, agendas, activities }: FormProps) {
  const canEdit = useCan('isConfigPlanning');
  const client = useApiClient();
  const publish = usePublishPlanning();
  const update = useUpdatePublication();
  const renew = useRenewPublicationKey();
  const stop = useStopPublication();
  const [dialog, setDialog] = useState<'embed' | 'renew' | 'stop' | null>(null);
  const [view, setView] = useState<'week' | 'day' | 'month'>('week');
  const [hideWeekend, setHideWeekend] = useState(false);
  const form = useForm({
    schema: planningSharePatchSchema,
    initial: { agendas: share?.agendas.map((a) => a.id) ?? [], activities: share?.activities.map((a) => a.id) ?? [] },
    onSubmit: (payload) => (share ? update.run(share.id, payload) : publish.run({ agency: agency.id, agendas: payload.agendas ?? [], activities: payload.activities ?? [] })),
  });
  const chosenAgendas = (form.values.agendas ?? []).map(Number);
  const chosenActivities = (form.values.activities ?? []).map(Number);

  return (
    <Stack gap="lg">
      <Inline gap="sm">
        <Badge tone={share ? 'success' : 'neutral'}>{share ? m.published : m.notPublished}</Badge>
        {share && (
          <span className={styles.key}>
            {m.key} : <code data-testid="planning-share-key">{share.key}</code>
          </span>
        )}
      </Inline>
      <form onSubmit={form.submit} noValidate aria-label={planningConfigMessages.tabs.publication}>
        <div className={styles.columns}>
          <fieldset className={styles.fieldset} disabled={!canEdit}>
            <legend className={styles.legend}>{m.agendas}</legend>
            {agendas.length === 0 && <p className={styles.muted}>{m.noAgenda}</p>}
            {agendas.map((agenda) => (
              <Checkbox
                key={agenda.id}
                label={agenda.name}
                checked={chosenAgendas.includes(agenda.id)}
                onChange={(e) => form.set('agendas', toggle(form.values.agendas ?? [], agenda.id, e.target.checked))}
              />
            ))}
            {form.error('agendas') && <p className={styles.error}>{form.error('agendas')}</p>}
          </fieldset>
          <fieldset className={styles.fieldset} disabled={!canEdit}>
            <legend className={styles.legend}>{m.activities}</legend>
            {activities.length === 0 && <p className={styles.muted}>{m.noActivity}</p>}
            {activities.map((activity) => (
              <Checkbox
                key={activity.id}
                label={activity.name}
                checked={chosenActivities.includes(activity.id)}
                onChange={(e) => form.set('activities', toggle(form.values.activities ?? [], activity.id, e.target.checked))}
              />
            ))}
            {form.error('activities') && <p className={styles.error}>{form.error('activities')}</p>}
          </fieldset>
        </div>
        {canEdit ? (
          <FormActions>
            <Button type="submit" loading={form.submitting}>
              {share ? m.save : m.publish}
            </Button>
          </FormActions>
        ) : (
          <p className={styles.muted}>{m.readOnly}</p>
        )}
      </form>
      {share && (
        <Inline gap="sm">
          <Button tone="primary" icon="link" onClick={() => setDialog('embed')}>
            {embedDialogMessages.open}
          </Button>
          {canEdit && (
            <>
              <Button tone="secondary" icon="refresh" onClick={() => setDialog('renew')}>
                {m.renewKey}
              </Button>
              <Button tone="danger" icon="x" onClick={() => setDialog('stop')}>
                {m.stop}
              </Button>
            </>
          )}
        </Inline>
      )}
      {share && (
        <EmbedDialog
          open={dialog === 'embed'}
          onClose={() => setDialog(null)}
          tag="volant-planning"
          attributes={{
            'planning-key': share.key,
            view,
            'hide-weekend': hideWeekend,
            'api-base': absoluteApiBase(client.baseUrl, globalThis.location?.origin ?? ''),
          }}
          intro={m.embedIntro}
          options={
            <Inline gap="lg">
              <SelectField
                label={m.embedView}
                options={(['week', 'day', 'month'] as const).map((value) => ({ value, label: planningConfigMessages.views[value] }))}
                value={view}
                onChange={(e) => setView(e.target.value as typeof view)}
              />
              <Checkbox label={m.embedHideWeekend} checked={hideWeekend} onChange={(e) => setHideWeekend(e.target.checked)} />
            </Inline>
          }
        />
      )}
      {share && (
        <>
          <ConfirmDialog
            open={dialog === 'renew'}
            title={m.renewTitle}
            message={m.renewConfirm}
            confirmLabel={m.renewKey}
            busy={renew.busy}
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              await renew.run(share);
              setDialog(null);
            }}
          />
          <ConfirmDialog
            open={dialog === 'stop'}
            danger
            title={m.stopTitle}
            message={m.stopConfirm(agency.name)}
            confirmLabel={m.stop}
            busy={stop.busy}
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              await stop.run(share);
              setDialog(null);
            }}
          />
        </>
      )}
    </Stack>
  );
}
