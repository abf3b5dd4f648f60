import { useSearchParams } from '../../../shared/router/search-params';
import { InlineAlert, PageHeader, Section, Stack, Tabs } from '../../../shared/ui';
import { LinksPanel } from '../components/LinksPanel';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { SalesPanel } from '../components/SalesPanel';
import { TutorialsPanel } from '../components/TutorialsPanel';
import { useFrontVersion, useIsPlatformAdmin } from '../hooks';
import { platformMessages as m } from '../messages';

type Tab = 'links' | 'tutorials' | 'notifications' | 'sales' | 'version';
const TABS: Tab[] = ['links', 'tutorials', 'notifications', 'sales', 'version'];

function VersionPanel() {
  const version = useFrontVersion();
  return (
    <Section title={m.tabs.version}>
      <p>{m.version.intro}</p>
      <dl>
        <dt>{m.version.current}</dt>
        <dd>{version.data ?? '—'}</dd>
      </dl>
    </Section>
  );
}

/**
 * `configuration-plateforme` (ADMIN) and `platforme-configuration`: links, tutorials, notifications,
 * sales-service parameters and the front version. Only an admin edits; the server refuses the others.
 */
export default function PlatformConfiguration() {
  const admin = useIsPlatformAdmin();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.find((t) => t === raw) ?? 'links';
  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Stack gap="md">
        {!admin && <InlineAlert tone="info">{m.readOnly}</InlineAlert>}
        <Tabs<Tab> label={m.tabs.label} value={tab} onChange={(value) => setParams({ tab: value === 'links' ? null : value, page: null })} tabs={TABS.map((value) => ({ value, label: m.tabs[value] }))}>
          {tab === 'links' && <LinksPanel editable={admin} />}
          {tab === 'tutorials' && <TutorialsPanel editable={admin} />}
          {tab === 'notifications' && <NotificationsPanel editable={admin} />}
          {tab === 'sales' && <SalesPanel editable={admin} />}
          {tab === 'version' && <VersionPanel />}
        </Tabs>
      </Stack>
    </>
  );
}
