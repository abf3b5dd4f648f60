import { EmptyState, PageHeader } from '../../../shared/ui';
import * as styles from '../components/Dashboard.css';
import { AgencyFilter, FilterBar, PeriodPicker } from '../components/DashboardFilters';
import { AccountingSummaryPanel, DueDatesPanel, ReportPanel } from '../components/MoneyPanels';
import { useDashboardScope, usePeriod } from '../hooks';
import { dashboardMessages as m } from '../messages';

/** `/accounting`: invoiced and collected over a period, the due dates, and the educational and financial report. */
export default function AccountingDashboard() {
  const { scope, trainer } = useDashboardScope();
  const { period, setPeriod, today } = usePeriod('thisYear');
  if (trainer) {
    return (
      <>
        <PageHeader title={m.accounting.title} />
        <EmptyState title={m.accounting.trainerOnly} icon="lock" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={m.accounting.title} subtitle={m.accounting.subtitle} />
      <FilterBar>
        <PeriodPicker period={period} today={today} onChange={setPeriod} />
        <AgencyFilter />
      </FilterBar>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <AccountingSummaryPanel scope={scope} period={period} />
        </div>
        <div className={styles.wide}>
          <DueDatesPanel scope={scope} detailed />
        </div>
        <div className={styles.wide}>
          <ReportPanel period={period} />
        </div>
      </div>
    </>
  );
}
