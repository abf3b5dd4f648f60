import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { PermissionMatrix } from '../../../shared/references/PermissionMatrix';
import { useTrainings } from '../../../shared/references/hooks';
import { Checkbox, ErrorState, Inline, LoadingState, Section, Stack } from '../../../shared/ui';
import { useAgencyApplications, useOfferedTrainings, useSaveTrainings, useTrainingApplications } from '../hooks';
import { accountSetupMessages } from '../messages';
import { StepActions } from './StepActions';

export interface TrainingsStepProps {
  readAgency: number | null;
  targets: number[];
  canGoBack: boolean;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 2: the trainings offered, and for each one the per-training applications that are on. */
export function TrainingsStep({ readAgency, targets, canGoBack, onBack, onSaved }: TrainingsStepProps) {
  const catalogue = useTrainings();
  const offered = useOfferedTrainings(readAgency);
  const applications = useAgencyApplications(readAgency);
  const perTraining = useTrainingApplications(readAgency);
  const save = useSaveTrainings();
  const [chosen, setChosen] = useState<number[]>([]);
  const [grid, setGrid] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (offered.data) setChosen(offered.data.items.map((o) => o.training.id));
  }, [offered.data]);
  useEffect(() => {
    if (!perTraining.data) return;
    const next: Record<string, string[]> = {};
    for (const item of perTraining.data.items) {
      if (item.training && item.isActive) next[String(item.training.id)] = [...(next[String(item.training.id)] ?? []), String(item.application.id)];
    }
    setGrid(next);
  }, [perTraining.data]);
  const apps = useMemo(() => (applications.data?.items ?? []).filter((a) => a.perTraining && a.isActive), [applications.data]);
  const error = catalogue.error ?? offered.error ?? applications.error ?? perTraining.error;
  if (error) return <ErrorState message={errorMessage(error, accountSetupMessages.loadError)} />;
  if (!catalogue.data || !offered.data || !applications.data || !perTraining.data) return <LoadingState />;
  const trainings = catalogue.data.items;
  const next = async () => {
    const items = chosen.flatMap((training) => apps.map((app) => ({ application: app.id, training, isActive: (grid[String(training)] ?? []).includes(String(app.id)) })));
    const result = await save.run(targets, chosen, items);
    if (result.ok) onSaved();
  };
  const chosenTrainings = trainings.filter((t) => chosen.includes(t.id));
  return (
    <Stack gap="md">
      <p>{accountSetupMessages.trainings.intro}</p>
      <Section title={accountSetupMessages.trainings.offered} level={3}>
        <Inline gap="lg">
          {trainings.map((training) => (
            <Checkbox
              key={training.id}
              label={training.name}
              checked={chosen.includes(training.id)}
              onChange={(e) => setChosen((current) => (e.target.checked ? [...current, training.id] : current.filter((id) => id !== training.id)))}
            />
          ))}
        </Inline>
      </Section>
      {apps.length > 0 && (
        <Section title={accountSetupMessages.trainings.matrix} level={3}>
          {chosenTrainings.length === 0 ? (
            <p>{accountSetupMessages.trainings.none}</p>
          ) : (
            <PermissionMatrix
              caption={accountSetupMessages.trainings.matrix}
              filterLabel={accountSetupMessages.trainings.filter}
              permissions={apps.map((app) => ({ name: String(app.id), label: app.name, category: accountSetupMessages.steps.applications }))}
              columns={chosenTrainings.map((t) => ({ id: String(t.id), label: t.code }))}
              value={grid}
              onToggle={(column, app, granted) =>
                setGrid((current) => ({ ...current, [column]: granted ? [...(current[column] ?? []), app] : (current[column] ?? []).filter((a) => a !== app) }))
              }
              onToggleColumn={(column, names, granted) =>
                setGrid((current) => ({ ...current, [column]: granted ? [...new Set([...(current[column] ?? []), ...names])] : (current[column] ?? []).filter((a) => !names.includes(a)) }))
              }
            />
          )}
        </Section>
      )}
      <StepActions canGoBack={canGoBack} onBack={onBack} onNext={() => void next()} busy={save.busy} />
    </Stack>
  );
}
