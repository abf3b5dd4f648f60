import { useForm } from '../../../shared/form/useForm';
import { common } from '../../../shared/i18n/messages';
import type { PlanningConfig } from '../../../shared/references/planning';
import { Button, Checkbox, FormActions, FormGrid, FormGridFull, LoadingState, NumberField, TextArea, TimeField } from '../../../shared/ui';
import { useAgencyPlanningConfig, useGlobalConfig, usePlanningConfigs, useSaveAgencyConfigs, type AgencyConfigValues } from '../hooks';
import { planningConfigMessages } from '../messages';
import { planningConfigPatchSchema } from '../schema';

const m = planningConfigMessages.agencyConfig;

export interface AgencyConfigFormProps {
  /** The agencies the settings apply to (several: the whole structure, isConfigGeneral). */
  agencyIds: readonly number[];
  /** Shows the structure-wide comment (isConfigGeneral accounts). */
  showGlobalComment: boolean;
  onSaved?: () => void;
  submitLabel?: string;
}

const DEFAULTS = { dayStart: '08:00', dayEnd: '19:00', slotDurationMinutes: 60, showWeekend: true, planningComment: null } as const;

/**
 * The planning settings of one agency, or of every agency at once: hours, slot length, week-end,
 * comments. Loading failures are silent (spec part 1 §8): the form then starts from the defaults.
 */
export function AgencyConfigForm({ agencyIds, showGlobalComment, onSaved, submitLabel }: AgencyConfigFormProps) {
  const first = agencyIds[0] ?? null;
  const config = useAgencyPlanningConfig(first);
  const global = useGlobalConfig(showGlobalComment ? first : null);
  const existing = usePlanningConfigs(agencyIds);
  const settled = (config.data !== undefined || config.error !== undefined) && (!showGlobalComment || global.data !== undefined || global.error !== undefined);
  if (first === null) return null;
  if (!settled || (existing.data === undefined && existing.error === undefined)) return <LoadingState />;
  const configured = new Set((existing.data?.items ?? []).map((c) => c.agency.id));
  return (
    <AgencyConfigFields
      key={`${agencyIds.join(',')}-${config.data?.updatedAt ?? 'new'}`}
      config={config.data ?? null}
      globalComment={showGlobalComment ? (global.data?.globalComment ?? null) : undefined}
      targets={agencyIds.map((agencyId) => ({ agencyId, exists: configured.has(agencyId) }))}
      onSaved={onSaved}
      submitLabel={submitLabel}
    />
  );
}

interface FieldsProps {
  config: PlanningConfig | null;
  /** undefined: not edited here. */
  globalComment: string | null | undefined;
  targets: ReadonlyArray<{ agencyId: number; exists: boolean }>;
  onSaved?: () => void;
  submitLabel?: string;
}

function AgencyConfigFields({ config, globalComment, targets, onSaved, submitLabel }: FieldsProps) {
  const save = useSaveAgencyConfigs();
  const form = useForm({
    schema: planningConfigPatchSchema,
    initial: {
      dayStart: config?.dayStart ?? DEFAULTS.dayStart,
      dayEnd: config?.dayEnd ?? DEFAULTS.dayEnd,
      slotDurationMinutes: config?.slotDurationMinutes ?? DEFAULTS.slotDurationMinutes,
      showWeekend: config?.showWeekend ?? DEFAULTS.showWeekend,
      planningComment: config?.planningComment ?? '',
      ...(globalComment !== undefined ? { globalComment: globalComment ?? '' } : {}),
    },
    onSubmit: async (payload) => {
      const values: AgencyConfigValues = {
        dayStart: payload.dayStart ?? DEFAULTS.dayStart,
        dayEnd: payload.dayEnd ?? DEFAULTS.dayEnd,
        slotDurationMinutes: payload.slotDurationMinutes ?? DEFAULTS.slotDurationMinutes,
        showWeekend: payload.showWeekend ?? DEFAULTS.showWeekend,
        planningComment: payload.planningComment ?? null,
        ...(payload.globalComment !== undefined ? { globalComment: payload.globalComment } : {}),
      };
      const result = await save.run(targets, values);
      if (result.ok) onSaved?.();
      return result;
    },
  });
  const { values } = form;
  return (
    <form onSubmit={form.submit} noValidate aria-label={planningConfigMessages.tabs.agencies}>
      <FormGrid columns={3}>
        <TimeField label={m.fields.dayStart} required value={values.dayStart ?? ''} onChange={(e) => form.set('dayStart', e.target.value)} error={form.error('dayStart')} />
        <TimeField label={m.fields.dayEnd} required value={values.dayEnd ?? ''} onChange={(e) => form.set('dayEnd', e.target.value)} error={form.error('dayEnd')} />
        <NumberField
          label={m.fields.slotDurationMinutes}
          required
          min={5}
          max={480}
          step={5}
          value={values.slotDurationMinutes === undefined || Number.isNaN(values.slotDurationMinutes) ? '' : values.slotDurationMinutes}
          onValueChange={(value) => form.set('slotDurationMinutes', value === '' ? Number.NaN : Number(value))}
          error={form.error('slotDurationMinutes')}
        />
        <FormGridFull>
          <Checkbox label={m.fields.showWeekend} checked={values.showWeekend ?? true} onChange={(e) => form.set('showWeekend', e.target.checked)} />
        </FormGridFull>
        <FormGridFull>
          <TextArea label={m.fields.planningComment} rows={3} value={values.planningComment ?? ''} onChange={(e) => form.set('planningComment', e.target.value)} error={form.error('planningComment')} />
        </FormGridFull>
        {globalComment !== undefined && (
          <FormGridFull>
            <TextArea label={m.fields.globalComment} rows={3} value={values.globalComment ?? ''} onChange={(e) => form.set('globalComment', e.target.value)} error={form.error('globalComment')} />
          </FormGridFull>
        )}
      </FormGrid>
      <FormActions>
        <Button type="submit" loading={form.submitting}>
          {submitLabel ?? common.save}
        </Button>
      </FormActions>
    </form>
  );
}
