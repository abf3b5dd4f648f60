import { useSearchParams } from '../../../shared/router/search-params';
import { PageHeader, Tabs } from '../../../shared/ui';
import { ActivitiesPanel } from '../components/ActivitiesPanel';
import { AgencyConfigPanel } from '../components/AgencyConfigPanel';
import { AgendasPanel } from '../components/AgendasPanel';
import { LocationsPanel } from '../components/LocationsPanel';
import { ProfilesPanel } from '../components/ProfilesPanel';
import { PublicationPanel } from '../components/PublicationPanel';
import { planningConfigMessages as m } from '../messages';

export const CONFIG_TABS = ['activites', 'agendas', 'lieux', 'profils', 'agences', 'publication'] as const;
type ConfigTab = (typeof CONFIG_TABS)[number];

const LABELS: Record<ConfigTab, string> = {
  activites: m.tabs.activities,
  agendas: m.tabs.agendas,
  lieux: m.tabs.locations,
  profils: m.tabs.profiles,
  agences: m.tabs.agencies,
  publication: m.tabs.publication,
};

const LIST_PARAMS = ['page', 'itemsPerPage', 'simplesearch', 'agency', 'active', 'agence'];

/** `configuration/configuration-planning`: the tab lives in the URL (`onglet`), each list's state too. */
export default function PlanningConfiguration() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('onglet');
  const tab: ConfigTab = CONFIG_TABS.includes(requested as ConfigTab) ? (requested as ConfigTab) : 'activites';
  const change = (next: ConfigTab) => {
    // A list's page, search and sort belong to its tab.
    const cleared: Record<string, null> = {};
    for (const key of [...params.keys()]) if (LIST_PARAMS.includes(key) || key.startsWith('order[')) cleared[key] = null;
    setParams({ ...cleared, onglet: next === 'activites' ? null : next });
  };
  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Tabs label={m.tabsLabel} tabs={CONFIG_TABS.map((value) => ({ value, label: LABELS[value] }))} value={tab} onChange={change}>
        {tab === 'activites' && <ActivitiesPanel />}
        {tab === 'agendas' && <AgendasPanel />}
        {tab === 'lieux' && <LocationsPanel />}
        {tab === 'profils' && <ProfilesPanel />}
        {tab === 'agences' && <AgencyConfigPanel />}
        {tab === 'publication' && <PublicationPanel />}
      </Tabs>
    </>
  );
}
