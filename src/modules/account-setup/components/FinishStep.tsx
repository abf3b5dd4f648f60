import { CONFIG_FLAGS } from '../../../shared/references/configuration';
import { Badge, Inline, Section, Stack } from '../../../shared/ui';
import { useAgencyConfigs, useSetFlags, useSoftwareSettings } from '../hooks';
import { accountSetupMessages } from '../messages';
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
  return (
    <Stack gap="md">
      <p>{t.intro}</p>
      {(configs.data ?? []).map((config) => (
        <Section key={config.agency} title={agencyNames[config.agency] ?? ''} level={3}>
          <Inline gap="sm">
            {CONFIG_FLAGS.filter((flag) => flag !== 'isAccountConfigured').map((flag) => (
              <Badge key={flag} tone={config[flag] ? 'success' : 'neutral'}>
                {`${t.flags[flag]} : ${config[flag] ? t.done : t.todo}`}
              </Badge>
            ))}
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
