import { formatMoney } from '../../shared/i18n/format';
import { invoiceMessages as m } from './messages';
import type { Invoice } from './types';

/** An invoice's balance as screens show it: left to pay, or « X € à rembourser » once a credit note follows its payments. */
export function balanceText(invoice: Pick<Invoice, 'remaining' | 'refundDue'>): string {
  return invoice.refundDue > 0 ? m.toRefund(formatMoney(invoice.refundDue)) : formatMoney(invoice.remaining);
}
