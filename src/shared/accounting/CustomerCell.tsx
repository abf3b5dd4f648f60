import { formatFullName } from '../i18n/format';
import * as styles from './CustomerCell.css';
import type { BillBase } from './types';

/** Who a document is for: the customer, and the learner below when an organisation pays. */
export function CustomerCell({ bill }: { bill: Pick<BillBase, 'customerName' | 'learner' | 'organization'> }) {
  return (
    <span>
      {bill.customerName}
      {bill.organization && bill.learner ? <span className={styles.subline}>{formatFullName(bill.learner)}</span> : null}
    </span>
  );
}
