import { useCan } from '../../../shared/auth/usePermissions';
import { PageHeader, Tabs } from '../../../shared/ui';
import { useSearchParams } from '../../../shared/router/search-params';
import { DsrConnections } from '../components/DsrConnections';
import { LessonSlots } from '../components/LessonSlots';
import { LivretDashboardView } from '../components/LivretDashboardView';
import { dsrMessages } from '../messages';
import { DSR_TABS, type DsrTab } from '../routes';

/** `/livret-numerique`: declared lessons (`?tab=creneaux`), the dashboard of what was sent, the gateway connections. */
export default function LivretNumerique() {
  const [params, setParams] = useSearchParams();
  // The lessons and the dashboard read `/livret/lesson-slot`, which needs one of these permissions.
  const canReadLessons = useCan('isAccessDSRGateway', 'isAccessDashboards');
  const raw = params.get('tab');
  const available: readonly DsrTab[] = canReadLessons ? DSR_TABS : ['connexion'];
  const tab: DsrTab = available.includes(raw as DsrTab) ? (raw as DsrTab) : (available[0] ?? 'connexion');
  // Each tab keeps its own query: switching drops the other tab's filters and paging.
  const setTab = (next: DsrTab) => {
    const updates: Record<string, null | string> = {};
    for (const key of params.keys()) updates[key] = null;
    setParams({ ...updates, tab: next === 'creneaux' ? null : next });
  };
  return (
    <>
      <PageHeader title={dsrMessages.title} subtitle={dsrMessages.subtitle} />
      <Tabs
        label={dsrMessages.tabsLabel}
        tabs={[
          { value: 'creneaux' as const, label: dsrMessages.tabs.slots },
          { value: 'tableau-de-bord' as const, label: dsrMessages.tabs.dashboard },
          { value: 'connexion' as const, label: dsrMessages.tabs.connection },
        ].filter((item) => available.includes(item.value))}
        value={tab}
        onChange={setTab}
      >
        {tab === 'creneaux' ? <LessonSlots /> : tab === 'tableau-de-bord' ? <LivretDashboardView /> : <DsrConnections />}
      </Tabs>
    </>
  );
}
