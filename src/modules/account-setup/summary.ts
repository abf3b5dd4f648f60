import type { AgencyConfig } from '../../shared/references/configuration';

/** What the wizard's last step says of each agency: its tasks (done or to do) and the photo option. */
export interface AgencySummary {
  agency: number;
  tasks: { flag: 'isItemsConfigured' | 'isBillingConfigured' | 'isPlanningConfigured'; done: boolean }[];
  /** An option the agency has or not, not a task. */
  hasPhotoSolution: boolean;
}

export interface FinishSummary {
  agencies: AgencySummary[];
  /** Every task of every agency is done: only then is the account « prêt ». */
  ready: boolean;
}

const TASKS = ['isItemsConfigured', 'isBillingConfigured', 'isPlanningConfigured'] as const;

/** The final summary, derived from the agencies' configuration flags alone (the badges and the intro agree). */
export function finishSummary(configs: readonly AgencyConfig[]): FinishSummary {
  const agencies = configs.map((config) => ({
    agency: config.agency,
    tasks: TASKS.map((flag) => ({ flag, done: config[flag] })),
    hasPhotoSolution: config.isHavePhotoSolutionApp,
  }));
  return { agencies, ready: agencies.length > 0 && agencies.every((a) => a.tasks.every((task) => task.done)) };
}
