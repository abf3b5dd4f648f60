import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { Badge } from '../../../shared/ui';
import { invoiceMessages as m } from '../messages';
import type { Invoice } from '../types';

/** Where a line of the sales journal opens: an invoice, or a credit note's invoice at its Avoirs section. */
export function journalHref(item: Invoice): string {
  return item.kind === 'credit_note' ? hrefs.invoice(item.invoice?.id ?? 0, { sections: 'Avoirs' }) : hrefs.invoice(item.id);
}

/**
 * The number cell of the sales journal's lists: an invoice opens itself; a credit note (badge « Avoir »)
 * opens its invoice's Avoirs section, where it is printed and sent.
 */
export function JournalNumber({ item }: { item: Invoice }) {
  if (item.kind === 'credit_note') {
    return (
      <>
        <Link to={journalHref(item)} aria-label={m.openCreditNote(item.number ?? '', item.invoice?.number ?? '')}>
          {item.number}
        </Link>{' '}
        <Badge tone="info">{m.creditNoteBadge}</Badge>
      </>
    );
  }
  return (
    <Link to={journalHref(item)} aria-label={m.open(item.number ?? `${m.draftNumber} ${item.id}`)}>
      {item.number ?? m.draftNumber}
    </Link>
  );
}
