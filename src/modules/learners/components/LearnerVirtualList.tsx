import { memo } from 'react';
import { formatDate, formatFullName, formatPhone } from '../../../shared/i18n/format';
import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { Badge } from '../../../shared/ui';
// Not from the ui index: the virtualiser travels with the long lists only (build.mjs NEVER_IN_CORE).
import { VirtualList } from '../../../shared/ui/VirtualList';
import { learnersMessages as m } from '../messages';
import type { Learner } from '../types';
import { LearnerPhoto } from './LearnerPhoto';
import * as styles from './LearnerVirtualList.css';

export interface LearnerVirtualListProps {
  learners: readonly Learner[];
  total: number;
  photosAllowed: boolean;
}

const ROW_HEIGHT = 40;

/** One row; memoised so scrolling re-renders only the rows that come into view. */
const LearnerRow = memo(function LearnerRow({ learner, photosAllowed }: { learner: Learner; photosAllowed: boolean }) {
  return (
    <div className={styles.row}>
      <LearnerPhoto learner={learner} allowed={photosAllowed} />
      <span className={styles.cell}>
        <Link to={hrefs.learner(learner.id)}>{`${learner.lastName.toUpperCase()} ${learner.firstName}`}</Link>{' '}
        {learner.isProspect && <Badge tone="info">{m.prospectBadge}</Badge>}
      </span>
      <span className={styles.cell}>{learner.agency.name}</span>
      <span className={styles.cell}>{learner.training?.code ?? ''}</span>
      <span className={styles.cell}>{learner.neph ?? ''}</span>
      <span className={styles.cell}>{formatPhone(learner.phone)}</span>
      <span className={styles.cell} title={`${formatFullName(learner)} — ${formatDate(learner.createdAt)}`}>
        {learner.email ?? ''}
      </span>
    </div>
  );
});

/**
 * The long-list mode (up to 5000 learners): rows rendered by @tanstack/react-virtual, so only the
 * rows in view (and a small overscan) exist in the DOM and scrolling stays smooth.
 */
export function LearnerVirtualList({ learners, total, photosAllowed }: LearnerVirtualListProps) {
  return (
    <div>
      <p className={styles.count} aria-live="polite">
        {m.fullCount(learners.length, total)}
      </p>
      <div className={styles.header} aria-hidden="true">
        <span />
        <span>{m.columns.name}</span>
        <span>{m.columns.agency}</span>
        <span>{m.columns.training}</span>
        <span>{m.columns.neph}</span>
        <span>{m.columns.phone}</span>
        <span>{m.columns.email}</span>
      </div>
      <VirtualList
        label={m.caption}
        rowCount={learners.length}
        rowHeight={ROW_HEIGHT}
        height="calc(100vh - 320px)"
        overscan={8}
        getRowKey={(index) => learners[index]?.id ?? index}
        renderRow={(index) => {
          const learner = learners[index];
          return learner ? <LearnerRow learner={learner} photosAllowed={photosAllowed} /> : null;
        }}
      />
    </div>
  );
}
