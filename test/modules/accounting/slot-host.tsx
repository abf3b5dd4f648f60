// A test-only module whose screen renders one contribution of a slot, as the owning area will.
import { Suspense } from 'react';
import { modules } from '../../../src/app/modules';
import { useQuotationActions } from '../../../src/modules/quotations/hooks';
import { useSlot, useSlotComponent, type SlotContribution } from '../../../src/shared/module/slots';
import type { ModuleDescriptor } from '../../../src/shared/module/types';

let learnerId = 0;
let onSaved: () => void = () => undefined;
let agencyId: number | null = null;
let quotationId = 0;

/** « Facturer » of a quotation, beside the learner's invoices tab (one SWR cache for both, as in the app). */
function TransformButton() {
  const actions = useQuotationActions();
  return (
    <button type="button" onClick={() => void actions.transform(quotationId)}>
      Facturer le devis de l’hôte
    </button>
  );
}

function LearnerTab({ contribution }: { contribution: SlotContribution<'learner.tabs'> }) {
  const Component = useSlotComponent(contribution);
  return <Component learnerId={learnerId} />;
}

function WizardStep({ contribution }: { contribution: SlotContribution<'configuration.wizard.steps'> }) {
  const Component = useSlotComponent(contribution);
  return <Component agencyId={agencyId} onSaved={onSaved} />;
}

function LearnerHost() {
  const tab = useSlot('learner.tabs').find((t) => t.key === '5');
  return <Suspense fallback="…">{tab ? <LearnerTab contribution={tab} /> : <p>Aucun onglet 5</p>}</Suspense>;
}

function LearnerAndQuotationHost() {
  return (
    <>
      <TransformButton />
      <LearnerHost />
    </>
  );
}

function WizardHost() {
  const step = useSlot('configuration.wizard.steps').find((s) => s.id === 'billing.wizard-step');
  return <Suspense fallback="…">{step ? <WizardStep contribution={step} /> : <p>Aucune étape</p>}</Suspense>;
}

const hostModule: ModuleDescriptor = {
  id: 'test-host',
  routes: [
    { id: 'host.learner', path: '/hote/apprenant', title: 'Hôte apprenant', load: () => Promise.resolve({ default: LearnerHost }), relaxAccountCheck: true },
    { id: 'host.learner-quotation', path: '/hote/apprenant-devis', title: 'Hôte apprenant et devis', load: () => Promise.resolve({ default: LearnerAndQuotationHost }), relaxAccountCheck: true },
    { id: 'host.wizard', path: '/hote/assistant', title: 'Hôte assistant', load: () => Promise.resolve({ default: WizardHost }), relaxAccountCheck: true },
  ],
};

/** The app's modules plus the host, rendering the learner tab for `learner` and the wizard step for `agency`. */
export function withSlotHost(options: { learner?: number; agency?: number | null; saved?: () => void; quotation?: number }): readonly ModuleDescriptor[] {
  learnerId = options.learner ?? 0;
  quotationId = options.quotation ?? 0;
  agencyId = options.agency ?? null;
  onSaved = options.saved ?? (() => undefined);
  return [...modules, hostModule];
}
