import { Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { hasAnyPermission } from '../../../shared/auth/permissions';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { useSlot, useSlotComponent, type SlotContribution } from '../../../shared/module/slots';
import { CONFIG_FLAGS, type ConfigFlag } from '../../../shared/references/configuration';
import { useNavigate } from '../../../shared/router/context';
import { wizardState, wizardStep } from '../../../shared/wizard/stepCounter';
import { Button, Card, InlineAlert, LoadingState, PageHeader, SelectField, Stack } from '../../../shared/ui';
import { ApplicationsStep } from '../components/ApplicationsStep';
import { FinishStep } from '../components/FinishStep';
import { PermissionsStep } from '../components/PermissionsStep';
import { RegistrationSettingsModal, StudentAppSettingsModal } from '../components/SettingsModal';
import { TrainingsStep } from '../components/TrainingsStep';
import { rememberAccountConfigured, useAgencyConfigs, useSetFlags, useWizardScope } from '../hooks';
import { accountSetupMessages } from '../messages';
import { isAccountReady } from '../rules';
import { accountSetupStore } from '../store';
import * as styles from './AccountWizard.css';

type Step =
  | { kind: 'applications' | 'trainings' | 'permissions' | 'finish'; title: string }
  | { kind: 'contribution'; title: string; contribution: SlotContribution<'configuration.wizard.steps'> };

const isFlag = (key: string | undefined): key is ConfigFlag => CONFIG_FLAGS.some((flag) => flag === key);

function ContributedStep({ contribution, agencyId, onSaved, onBack }: { contribution: SlotContribution<'configuration.wizard.steps'>; agencyId: number | null; onSaved: () => void; onBack: () => void }) {
  const Component = useSlotComponent(contribution);
  return (
    <Stack gap="md">
      <Suspense fallback={<LoadingState />}>
        <Component agencyId={agencyId} onSaved={onSaved} />
      </Suspense>
      <div>
        <Button tone="secondary" icon="chevronLeft" onClick={onBack}>
          {accountSetupMessages.back}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * `configuration/configuration-compte` (also `configuration/compte`): the account configuration wizard.
 * Its steps are applications, trainings and permissions, then the steps other areas contribute through
 * the `configuration.wizard.steps` slot (billing, planning…), then the end. The step counter is
 * persisted (src/shared/wizard/stepCounter.ts): saving applications, trainings or permissions advances
 * it (skipping the trainings when no application works per training); back and jump move it.
 */
export default function AccountWizard() {
  const navigate = useNavigate();
  const scope = useWizardScope();
  const { step: stored } = useSnapshot(wizardState);
  const { settings } = useSnapshot(accountSetupStore);
  const contributions = useSlot('configuration.wizard.steps');
  const permissions = usePermissions();
  const granted = permissions.status === 'loaded' ? permissions.permissions : null;
  const flags = useSetFlags();
  const configs = useAgencyConfigs(scope.targets);

  const steps = useMemo<Step[]>(() => {
    // A contributed step shows when the user holds one of its permissions (any-of).
    const visible = contributions.filter((c) => !c.permissions?.length || (granted !== null && hasAnyPermission(granted, c.permissions)));
    return [
      { kind: 'applications', title: accountSetupMessages.steps.applications },
      { kind: 'trainings', title: accountSetupMessages.steps.trainings },
      { kind: 'permissions', title: accountSetupMessages.steps.permissions },
      ...visible.map((contribution) => ({ kind: 'contribution' as const, title: contribution.title, contribution })),
      { kind: 'finish', title: accountSetupMessages.steps.finish },
    ];
  }, [contributions, granted]);
  const context = { count: steps.length };
  const index = Math.min(stored, steps.length - 1);
  const current = steps[index]!;
  const back = () => wizardStep.back(context);
  const names = Object.fromEntries(scope.agencies.map((a) => [a.id, a.name]));
  const ready = scope.user && configs.data ? isAccountReady(scope.user, configs.data) : false;

  const done = () => {
    rememberAccountConfigured();
    wizardStep.jump(0, context);
    navigate('/');
  };

  if (!scope.user) return <LoadingState />;
  const structureId = scope.user.structure.id;

  let body;
  switch (current.kind) {
    case 'applications':
      body = <ApplicationsStep readAgency={scope.readAgency} targets={scope.targets} canGoBack={false} onBack={back} onSaved={(trainingListEmpty) => wizardStep.saved('applications', { ...context, trainingListEmpty })} />;
      break;
    case 'trainings':
      body = <TrainingsStep readAgency={scope.readAgency} targets={scope.targets} canGoBack onBack={back} onSaved={() => wizardStep.saved('training', context)} />;
      break;
    case 'permissions':
      body = <PermissionsStep structureId={structureId} readAgency={scope.readAgency} targets={scope.targets} canGoBack onBack={back} onSaved={() => wizardStep.saved('permissions', context)} />;
      break;
    case 'contribution':
      body = (
        <ContributedStep
          contribution={current.contribution}
          agencyId={scope.agencyId}
          onBack={back}
          onSaved={() =>
            void (async () => {
              const key = current.contribution.key;
              if (isFlag(key)) await flags.run(scope.targets, { [key]: true });
              wizardStep.jump(index + 1, context);
            })()
          }
        />
      );
      break;
    case 'finish':
      body = <FinishStep targets={scope.targets} agencyNames={names} canGoBack onBack={back} onDone={done} />;
      break;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={accountSetupMessages.title} subtitle={accountSetupMessages.subtitle} />
      {ready && scope.general && current.kind !== 'finish' && (
        <InlineAlert tone="success" title={accountSetupMessages.finish.ready}>
          <Button size="sm" onClick={done}>
            {accountSetupMessages.finish.go}
          </Button>
        </InlineAlert>
      )}
      <div className={styles.layout}>
        <nav aria-label={accountSetupMessages.stepsLabel}>
          <ol className={styles.stepper}>
            {steps.map((step, i) => (
              <li key={step.kind === 'contribution' ? step.contribution.id : step.kind}>
                <button
                  type="button"
                  className={i === index ? styles.stepCurrent : i < index ? styles.stepDone : styles.step}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => wizardStep.jump(i, context)}
                >
                  <span className={styles.stepNumber}>{i + 1}</span>
                  {step.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <Card>
          <Stack gap="md" className={styles.cardBody}>
            <p className={styles.counter}>{accountSetupMessages.stepOf(index + 1, steps.length)}</p>
            <h2 className={styles.stepTitle}>{current.title}</h2>
            {scope.general ? (
              <p>{accountSetupMessages.wholeStructure}</p>
            ) : (
              scope.agencies.length > 1 && (
                <SelectField
                  label={accountSetupMessages.agency}
                  options={scope.agencies.map((a) => ({ value: String(a.id), label: a.name }))}
                  value={scope.agencyId === null ? '' : String(scope.agencyId)}
                  onChange={(e) => (accountSetupStore.agencyId = Number(e.target.value))}
                />
              )
            )}
            {body}
          </Stack>
        </Card>
      </div>
      {settings === 'student-app' && <StudentAppSettingsModal readAgency={scope.readAgency} targets={scope.targets} onClose={() => (accountSetupStore.settings = null)} />}
      {settings === 'online-registration' && <RegistrationSettingsModal readAgency={scope.readAgency} targets={scope.targets} onClose={() => (accountSetupStore.settings = null)} />}
    </div>
  );
}
