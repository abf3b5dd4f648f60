import { Badge, Inline, Section, Stack } from '../../../shared/ui';
import { useAgencyConfigs, useSetFlags, useSoftwareSettings } from '../hooks';
import { accountSetupMessages } from '../messages';
import { finishSummary } from '../summary';
import { StepActions } from './StepActions';

export interface FinishStepProps {
  targets: number[];
  agencyNames: Record<number, string>;
  canGoBack: boolean;
  onBack: () => void;
  onDone: () => void;
}

const t = accountSetupMessages.finish;

/** Last step: the state of each agency's configuration, the support contacts, and the way into the back office. */
export function FinishStep({ targets, agencyNames, canGoBack, onBack, onDone }: FinishStepProps) {
  const configs = useAgencyConfigs(targets);
  const settings = useSoftwareSettings();
  const flags = useSetFlags();
  const finish = async () => {
    const result = await flags.run(targets, { isAccountConfigured: true });
    if (result.ok) onDone();
  };
  const summary = configs.data ? finishSummary(configs.data) : null;
  return (
    <Stack gap="md">
      {summary ? <p>{summary.ready ? t.intro : t.introPending}</p> : !configs.isLoading && <p>{t.intro}</p>}
      {(summary?.agencies ?? []).map((agency) => (
        <Section key={agency.agency} title={agencyNames[agency.agency] ?? ''} level={3}>
          <Inline gap="sm">
            {agency.tasks.map(({ flag, done }) => (
              <Badge key={flag} tone={done ? 'success' : 'warning'}>
                {`${t.flags[flag]} : ${done ? t.done : t.todo}`}
              </Badge>
            ))}
            <Badge tone="neutral">{t.photo(agency.hasPhotoSolution)}</Badge>
          </Inline>
        </Section>
      ))}
      {settings.data && settings.data.items.length > 0 && (
        <Section title={t.support} level={3}>
          <dl>
            {settings.data.items.map((s) => (
              <div key={s.key} style={{ display: 'grid', gridTemplateColumns: '12rem 1fr' }}>
                <dt>{s.label}</dt>
                <dd style={{ margin: 0 }}>{s.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <StepActions canGoBack={canGoBack} onBack={onBack} onNext={() => void finish()} busy={flags.busy} nextLabel={t.go} />
    </Stack>
  );
}
