import { useState } from 'react';
import { Button, EmptyState, Inline, LoadingState, Section } from '../../../shared/ui';
import { useContractRights, useLearnerContracts } from '../hooks';
import { contractsMessages as m } from '../messages';
import { ContractActions } from './ContractActions';
import { ContractFormModal } from './ContractFormModal';
import { ContractSummary, StatusBadge } from './ContractSummary';
import * as styles from './contracts.css';

/** Tab 7 of the learner record (slot `learner.tabs`): the learner's contracts, newest first, and their actions. */
export default function LearnerContractsTab({ learnerId }: { learnerId: number }) {
  const contracts = useLearnerContracts(learnerId);
  const rights = useContractRights();
  const [creating, setCreating] = useState(false);
  const items = contracts.data?.items ?? [];

  return (
    <div className={styles.list}>
      {rights.create && (
        <Inline justify="end">
          <Button icon="plus" onClick={() => setCreating(true)}>
            {m.create}
          </Button>
        </Inline>
      )}
      {contracts.isLoading && <LoadingState />}
      {!contracts.isLoading && items.length === 0 && <EmptyState title={m.empty} text={m.emptyText} icon="fileText" />}
      {items.map((contract) => (
        <Section
          key={contract.id}
          title={
            <>
              {`Contrat ${contract.number}`} <StatusBadge status={contract.status} />
            </>
          }
          actions={<ContractActions contract={contract} />}
        >
          <ContractSummary contract={contract} />
        </Section>
      ))}
      {creating && <ContractFormModal learnerId={learnerId} contract={null} onClose={() => setCreating(false)} />}
    </div>
  );
}
