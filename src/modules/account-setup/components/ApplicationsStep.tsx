import { useEffect, useState } from 'react';
import { ErrorState, IconButton, Inline, LoadingState, Stack, Switch } from '../../../shared/ui';
import { errorMessage } from '../../../shared/alerts/report';
import { useAgencyApplications, useApplicationSummary, useSaveApplications } from '../hooks';
import { accountSetupMessages } from '../messages';
import { accountSetupStore } from '../store';
import type { AgencyApplication } from '../types';
import { StepActions } from './StepActions';

export interface ApplicationsStepProps {
  readAgency: number | null;
  targets: number[];
  canGoBack: boolean;
  onBack: () => void;
  /** Called after saving, with whether any per-training application is on (else the trainings step is skipped). */
  onSaved: (trainingListEmpty: boolean) => void;
}

const WITH_SETTINGS = ['student-app', 'online-registration'] as const;

/** Step 1: the applications the agency uses (as a whole), with the settings of the student app and online registration. */
export function ApplicationsStep({ readAgency, targets, canGoBack, onBack, onSaved }: ApplicationsStepProps) {
  const applications = useAgencyApplications(readAgency);
  const summary = useApplicationSummary(readAgency);
  const save = useSaveApplications();
  const [active, setActive] = useState<Record<number, boolean>>({});
  useEffect(() => {
    if (applications.data) setActive(Object.fromEntries(applications.data.items.map((a) => [a.id, a.isActive])));
  }, [applications.data]);
  if (applications.error) return <ErrorState message={errorMessage(applications.error, accountSetupMessages.loadError)} onRetry={() => void applications.mutate()} />;
  if (!applications.data) return <LoadingState />;
  const items: AgencyApplication[] = applications.data.items;
  const next = async () => {
    const result = await save.run(targets, active);
    if (result.ok) onSaved(!items.some((a) => a.perTraining && active[a.id]));
  };
  return (
    <Stack gap="md">
      <p>{accountSetupMessages.applications.intro}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((app) => {
          const settings = WITH_SETTINGS.find((code) => code === app.code);
          const trainings = summary.data?.items.find((s) => s.application.id === app.id)?.activeTrainings ?? 0;
          const perTraining = app.perTraining ? ` (${accountSetupMessages.applications.perTraining.toLowerCase()}${trainings > 0 ? `, ${accountSetupMessages.applications.activeTrainings(trainings)}` : ''})` : '';
          return (
            <li key={app.id} style={{ padding: '8px 0', borderBottom: '1px solid var(--volant-color-border)' }}>
              <Inline gap="md" justify="between" align="center">
                <Switch
                  label={app.name}
                  hint={`${app.description}${perTraining}`}
                  checked={active[app.id] ?? false}
                  onChange={(e) => setActive((current) => ({ ...current, [app.id]: e.target.checked }))}
                />
                {settings && active[app.id] && (
                  <IconButton icon="settings" label={`${accountSetupMessages.applications.settings} : ${app.name}`} onClick={() => (accountSetupStore.settings = settings)} />
                )}
              </Inline>
            </li>
          );
        })}
      </ul>
      <StepActions canGoBack={canGoBack} onBack={onBack} onNext={() => void next()} busy={save.busy} />
    </Stack>
  );
}
