/**
 * The kinds of event the NF525 ledger chains, with the French label the event log shows for each: the
 * server appends only these (`server/resources/ledger/chain.ts`), and a kind without a label does not
 * type-check, so the log never shows a raw code such as `refund.recorded`.
 */
export const LEDGER_EVENT_LABELS = {
  'invoice.validated': 'Facture validée',
  'credit_note.validated': 'Avoir émis',
  'payment.recorded': 'Règlement enregistré',
  'refund.recorded': 'Remboursement enregistré',
  'document.printed': 'Impression ou envoi',
  'closure.day': 'Clôture journalière',
  'closure.month': 'Clôture mensuelle',
  'closure.year': 'Clôture annuelle',
  'archive.exported': 'Archive fiscale exportée',
} as const satisfies Record<string, string>;

export type LedgerEventType = keyof typeof LEDGER_EVENT_LABELS;

/** The label of a stored event's kind (a kind unknown to this build shows as « Autre événement »). */
export function ledgerEventLabel(type: string): string {
  return (LEDGER_EVENT_LABELS as Record<string, string>)[type] ?? 'Autre événement';
}
