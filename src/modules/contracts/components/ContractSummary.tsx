import { formatDate, formatMoney, formatNumber } from '../../../shared/i18n/format';
import { Badge, type BadgeTone } from '../../../shared/ui';
import { contractsMessages as m } from '../messages';
import type { ContractStatus, LearnerContract } from '../types';
import { AmendmentActions } from './ContractActions';
import { ElectronicSignatureLine } from './ElectronicSignatureLine';
import * as styles from './contracts.css';

export const STATUS_TONE: Record<ContractStatus, BadgeTone> = { draft: 'neutral', validated: 'info', signed: 'success' };

export function StatusBadge({ status }: { status: ContractStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{m.status[status]}</Badge>;
}

/** The key terms of a contract and its amendments (the learner record's contracts tab). */
export function ContractSummary({ contract }: { contract: LearnerContract }) {
  const facts: [string, string][] = [
    [m.fields.training, contract.training.name],
    [m.fields.evaluationDate, formatDate(contract.evaluationDate)],
    [m.fields.forecastHours, m.hours(formatNumber(contract.forecastHours))],
    [m.columns.period, m.period(formatDate(contract.startDate), formatDate(contract.endDate))],
    [m.fields.hourPrice, formatMoney(contract.hourPrice)],
    [m.columns.total, formatMoney(contract.totalAmount)],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <ElectronicSignatureLine signature={contract.electronicSignature} number={contract.number} />
      {contract.amendments.length > 0 && (
        <ul className={styles.amendments} aria-label={m.amendments}>
          {contract.amendments.map((a) => (
            <li key={a.id} className={styles.amendment}>
              <span>
                {m.amendmentLine(a.number, formatNumber(a.extraHours), formatMoney(a.amount))} <StatusBadge status={a.status} />
              </span>
              <AmendmentActions amendment={a} contract={contract} />
              <ElectronicSignatureLine signature={a.electronicSignature} number={a.number} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
