import { Badge } from '../ui/Badge';
import { BILL_STATUS_LABELS, BILL_STATUS_TONES, isBillStatus } from './status';

/** The French label of a quotation's or invoice's status (spec part 1 §4) as a badge. */
export function BillStatusBadge({ status }: { status: number }) {
  if (!isBillStatus(status)) return null;
  return <Badge tone={BILL_STATUS_TONES[status]}>{BILL_STATUS_LABELS[status]}</Badge>;
}
