import { PageHeader } from '../../../shared/ui';
import { LabellingPanel, TimeSheetPanel } from '../components/ActivityPanels';
import * as styles from '../components/Dashboard.css';
import { AgencyFilter, FilterBar, PeriodPicker } from '../components/DashboardFilters';
import { ProgressPanel } from '../components/LearnerPanels';
import { OperationPanel } from '../components/PlanningPanels';
import { useDashboardScope, usePeriod } from '../hooks';
import { dashboardMessages as m } from '../messages';

/** `/data`: the team's hours, the quality-label indicators, the learners' progress and the planning's operations. */
export default function DataDashboard() {
  const { scope } = useDashboardScope();
  const { period, setPeriod, today } = usePeriod('thisMonth');
  return (
    <>
      <PageHeader title={m.data.title} subtitle={m.data.subtitle} />
      <FilterBar>
        <PeriodPicker period={period} today={today} onChange={setPeriod} />
        <AgencyFilter />
      </FilterBar>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <TimeSheetPanel scope={scope} period={period} />
        </div>
        <div className={styles.wide}>
          <LabellingPanel scope={scope} period={period} />
        </div>
        <div className={styles.wide}>
          <ProgressPanel scope={scope} itemsPerPage={10} />
        </div>
        <div className={styles.wide}>
          <OperationPanel scope={scope} itemsPerPage={10} />
        </div>
      </div>
    </>
  );
}
