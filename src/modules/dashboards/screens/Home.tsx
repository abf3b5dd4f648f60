import { hasAnyPermission } from '../../../shared/auth/permissions';
import { PageHeader } from '../../../shared/ui';
import { AgencyFilterBar } from '../components/DashboardFilters';
import * as styles from '../components/Dashboard.css';
import { BirthdayPanel, ContractPanel, ProgressPanel, TrainerPlanningPanel } from '../components/LearnerPanels';
import { DueDatesPanel } from '../components/MoneyPanels';
import { DayLessonsPanel, ManagersPanel, OperationPanel } from '../components/PlanningPanels';
import { todayIso, useDashboardScope } from '../hooks';
import { dashboardMessages as m } from '../messages';
import { longDay } from '../period';
import { scopeLabel } from '../scope';

/**
 * `/`: where non-admin users land. Managers and the administrative staff see the day's lessons, the
 * due dates, the learners' progress, the contracts to follow, birthdays and the latest operations of
 * their agencies; trainers their own day, their next lessons, their learners' contracts and birthdays,
 * and who to turn to.
 */
export default function Home() {
  const { user, scope, trainer, managerial } = useDashboardScope();
  if (!user) return null;
  const viewMyAgencies = hasAnyPermission(user.permissions, ['isViewMyAgencies']);
  const header = <PageHeader title={m.home.greeting(user.firstName)} subtitle={m.home.subtitle(longDay(todayIso()), scopeLabel(user, m.scope.structure))} />;
  if (trainer) {
    return (
      <>
        {header}
        <div className={styles.grid}>
          <div className={styles.wide}>
            <DayLessonsPanel scope={scope} trainer viewMyAgencies={viewMyAgencies} />
          </div>
          <div className={styles.wide}>
            <TrainerPlanningPanel scope={scope} />
          </div>
          <div className={styles.wide}>
            <ContractPanel scope={scope} trainer />
          </div>
          <BirthdayPanel scope={scope} trainer />
          <ManagersPanel />
        </div>
      </>
    );
  }
  return (
    <>
      {header}
      <AgencyFilterBar />
      <div className={styles.grid}>
        <div className={styles.wide}>
          <DayLessonsPanel scope={scope} trainer={false} viewMyAgencies={viewMyAgencies} />
        </div>
        <div className={styles.wide}>
          <DueDatesPanel scope={scope} />
        </div>
        <div className={styles.wide}>
          <ProgressPanel scope={scope} />
        </div>
        <div className={styles.wide}>
          <ContractPanel scope={scope} trainer={false} />
        </div>
        <BirthdayPanel scope={scope} trainer={false} />
        <OperationPanel scope={scope} />
        {!managerial && <ManagersPanel />}
      </div>
    </>
  );
}
