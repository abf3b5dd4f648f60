import { useSearchParams } from '../../../shared/router/search-params';
import { PageHeader, Tabs } from '../../../shared/ui';
import { ExamCentres } from '../components/ExamCentres';
import { ExamSessions } from '../components/ExamSessions';
import { Partners } from '../components/Partners';
import { Registrations } from '../components/Registrations';
import { useOperators } from '../hooks';
import { operatorMessages } from '../messages';
import { OPERATOR_TABS, type OperatorTab } from '../routes';
import { PRIVATE_OPERATOR } from '../types';

/** `/operateur-prives`: exam registrations, the operator's sessions, exam centres and partners. */
export default function OperateursPrives() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: OperatorTab = (OPERATOR_TABS as readonly string[]).includes(raw ?? '') ? (raw as OperatorTab) : 'inscriptions';
  const operatorName = useOperators().data?.items.find((o) => o.code === PRIVATE_OPERATOR)?.name ?? PRIVATE_OPERATOR;
  // Each tab has its own query: switching drops the other tab's filters and paging.
  const setTab = (next: OperatorTab) => {
    const updates: Record<string, null | string> = {};
    for (const key of params.keys()) updates[key] = null;
    setParams({ ...updates, tab: next === 'inscriptions' ? null : next });
  };
  return (
    <>
      <PageHeader title={operatorMessages.title} subtitle={operatorMessages.subtitle(operatorName)} />
      <Tabs
        label={operatorMessages.tabsLabel}
        tabs={[
          { value: 'inscriptions', label: operatorMessages.tabs.registrations },
          { value: 'sessions', label: operatorMessages.tabs.sessions },
          { value: 'centres', label: operatorMessages.tabs.centres },
          { value: 'partenaires', label: operatorMessages.tabs.partners },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'inscriptions' && <Registrations />}
        {tab === 'sessions' && <ExamSessions onShowCentres={() => setTab('centres')} />}
        {tab === 'centres' && <ExamCentres />}
        {tab === 'partenaires' && <Partners />}
      </Tabs>
    </>
  );
}
