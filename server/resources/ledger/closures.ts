import type { ClosurePeriod, ClosureTotals } from '../../../src/modules/ledger/types';
import { toEuros } from '../../../src/shared/accounting/totals';

/** First and last day of the period containing `date` (`YYYY-MM-DD`). */
export function periodBounds(periodType: ClosurePeriod, date: string): { start: string; end: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  if (periodType === 'day') return { start: date, end: date };
  if (periodType === 'year') return { start: `${y}-01-01`, end: `${y}-12-31` };
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** An event as the closure reads it: its type, amount and payload. */
export interface ClosureEventInput {
  eventType: string;
  amountCents: number | null;
  payload: string;
}

interface VatCents {
  rateBp: number;
  baseHtCents: number;
  tvaCents: number;
}

interface DocumentPayload {
  totalHtCents?: number;
  totalTvaCents?: number;
  totalTtcCents?: number;
  vat?: VatCents[];
}

/** Totals of a period in cents, from its events (invoices and credit notes validated, payments recorded). */
export function sumEvents(events: readonly ClosureEventInput[]) {
  const sums = {
    invoices: { count: 0, ht: 0, tva: 0, ttc: 0 },
    creditNotes: { count: 0, ht: 0, tva: 0, ttc: 0 },
    vat: new Map<number, { base: number; tva: number }>(),
    payments: { count: 0, amount: 0, byMethod: {} as Record<string, number> },
  };
  for (const event of events) {
    if (event.eventType === 'invoice.validated' || event.eventType === 'credit_note.validated') {
      const payload = JSON.parse(event.payload) as DocumentPayload;
      const sign = event.eventType === 'invoice.validated' ? 1 : -1;
      const bucket = sign === 1 ? sums.invoices : sums.creditNotes;
      bucket.count += 1;
      bucket.ht += payload.totalHtCents ?? 0;
      bucket.tva += payload.totalTvaCents ?? 0;
      bucket.ttc += payload.totalTtcCents ?? 0;
      for (const row of payload.vat ?? []) {
        const current = sums.vat.get(row.rateBp) ?? { base: 0, tva: 0 };
        current.base += sign * row.baseHtCents;
        current.tva += sign * row.tvaCents;
        sums.vat.set(row.rateBp, current);
      }
    } else if (event.eventType === 'payment.recorded' || event.eventType === 'refund.recorded') {
      // A refund's amount is negative: the period's payments are net of the money given back.
      const payload = JSON.parse(event.payload) as { method?: string };
      const amount = event.amountCents ?? 0;
      sums.payments.count += 1;
      sums.payments.amount += amount;
      const method = payload.method ?? 'other';
      sums.payments.byMethod[method] = (sums.payments.byMethod[method] ?? 0) + amount;
    }
  }
  const netTtcCents = sums.invoices.ttc - sums.creditNotes.ttc;
  const euros = (t: { count: number; ht: number; tva: number; ttc: number }) => ({ count: t.count, ht: toEuros(t.ht), tva: toEuros(t.tva), ttc: toEuros(t.ttc) });
  const totals: ClosureTotals = {
    invoices: euros(sums.invoices),
    creditNotes: euros(sums.creditNotes),
    net: {
      ht: toEuros(sums.invoices.ht - sums.creditNotes.ht),
      tva: toEuros(sums.invoices.tva - sums.creditNotes.tva),
      ttc: toEuros(netTtcCents),
    },
    vat: [...sums.vat.entries()].sort(([a], [b]) => b - a).map(([rateBp, v]) => ({ rate: rateBp / 100, baseHt: toEuros(v.base), tva: toEuros(v.tva) })),
    payments: {
      count: sums.payments.count,
      amount: toEuros(sums.payments.amount),
      byMethod: Object.fromEntries(Object.entries(sums.payments.byMethod).map(([k, v]) => [k, toEuros(v)])),
    },
  };
  return { totals, netTtcCents, paymentsCents: sums.payments.amount };
}
