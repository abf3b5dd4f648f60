import { billLinesSchema, type BillLineInput } from './lines';
import { computeTotals, type Totals } from './totals';
import type { BillLine } from './types';

/** A line as the editor holds it: inputs as typed (strings), references as ids. */
export interface LineDraft {
  key: string;
  label: string;
  quantity: string;
  unitPrice: string;
  /** Id of the VAT rate ('' until chosen). */
  tva: string;
  service: number | null;
  package: number | null;
  /** The rate (percent) the line was saved with: shown for a frozen document. */
  rate?: number;
}

let nextKey = 0;
export function draftKey(): string {
  nextKey += 1;
  return `line-${nextKey}`;
}

export function draftFromLine(line: BillLine): LineDraft {
  return {
    key: draftKey(),
    label: line.label,
    quantity: String(line.quantity),
    unitPrice: String(line.unitPrice),
    tva: line.tva.id === null ? '' : String(line.tva.id),
    service: line.service?.id ?? null,
    package: line.package?.id ?? null,
    rate: line.tva.rate,
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The payload lines of the drafts (numbers parsed; invalid ones left for the schema to report). */
export function draftsToPayload(drafts: readonly LineDraft[]) {
  return drafts.map((d) => ({
    label: d.label,
    quantity: toNumber(d.quantity),
    unitPrice: toNumber(d.unitPrice),
    tva: d.tva === '' ? 0 : Number(d.tva),
    service: d.service,
    package: d.package,
  }));
}

export type LinesCheck = { ok: true; lines: BillLineInput[] } | { ok: false; errors: Record<string, string> };

/** Validates the drafts with the schema the server uses; errors keyed `lines.{i}.{field}`. */
export function checkDrafts(drafts: readonly LineDraft[]): LinesCheck {
  const parsed = billLinesSchema.safeParse(draftsToPayload(drafts));
  if (parsed.success) return { ok: true, lines: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = ['lines', ...issue.path.map(String)].join('.');
    errors[path] ??= issue.path.at(-1) === 'tva' ? 'Choisissez un taux de TVA.' : issue.message;
  }
  return { ok: false, errors };
}

/** Live totals of the drafts, given the rates (percent) of the VAT ids. */
export function draftTotals(drafts: readonly LineDraft[], rateOf: (draft: LineDraft) => number | undefined): Totals {
  return computeTotals(drafts.map((d) => ({ quantity: toNumber(d.quantity), unitPrice: toNumber(d.unitPrice), rate: rateOf(d) ?? 0 })));
}
