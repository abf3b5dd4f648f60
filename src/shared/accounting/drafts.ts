import { decimalDisplay, decimalNumber } from '../i18n/decimal-text';
import { billLinesSchema, type BillLineInput } from './lines';
import { computeTotals, type Totals } from './totals';
import type { BillLine } from './types';

/** A line as the editor holds it: inputs as typed (strings), references as ids. */
export interface LineDraft {
  key: string;
  label: string;
  quantity: string;
  /** The unit price as entered: excluding VAT, or VAT included when `ttc`. */
  unitPrice: string;
  /** The line is priced VAT included (its TTC is quantity × price exactly). */
  ttc?: boolean;
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
    quantity: decimalDisplay(line.quantity),
    unitPrice: decimalDisplay(line.unitPriceTtc ?? line.unitPrice),
    ttc: line.unitPriceTtc !== null,
    tva: line.tva.id === null ? '' : String(line.tva.id),
    service: line.service?.id ?? null,
    package: line.package?.id ?? null,
    rate: line.tva.rate,
  };
}


/** The payload lines of the drafts (numbers parsed; invalid ones left for the schema to report). */
export function draftsToPayload(drafts: readonly LineDraft[]) {
  return drafts.map((d) => ({
    label: d.label,
    quantity: decimalNumber(d.quantity),
    ...(d.ttc ? { unitPriceTtc: decimalNumber(d.unitPrice) } : { unitPrice: decimalNumber(d.unitPrice) }),
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
    // A TTC price's error shows under the price field, as an HT one does.
    const key = path.endsWith('.unitPriceTtc') ? path.replace(/unitPriceTtc$/, 'unitPrice') : path;
    errors[key] ??= issue.path.at(-1) === 'tva' ? 'Choisissez un taux de TVA.' : issue.message;
  }
  return { ok: false, errors };
}

/** Live totals of the drafts, given the rates (percent) of the VAT ids. */
export function draftTotals(drafts: readonly LineDraft[], rateOf: (draft: LineDraft) => number | undefined): Totals {
  return computeTotals(
    drafts.map((d) => ({ quantity: decimalNumber(d.quantity), unitPrice: decimalNumber(d.unitPrice), unitPriceTtc: d.ttc ? decimalNumber(d.unitPrice) : null, rate: rateOf(d) ?? 0 })),
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A price converted to the other entry mode at a VAT rate (percent), rounded to the cent. */
export function convertPrice(price: number, ratePercent: number, toTtc: boolean): number {
  return round2(toTtc ? price * (1 + ratePercent / 100) : price / (1 + ratePercent / 100));
}

/** The drafts switched to TTC or HT entry, their prices converted at their rate. */
export function withPriceMode(drafts: readonly LineDraft[], ttc: boolean, rateOf: (draft: LineDraft) => number | undefined): LineDraft[] {
  return drafts.map((d) => {
    if (Boolean(d.ttc) === ttc) return d;
    const price = decimalNumber(d.unitPrice);
    return { ...d, ttc, unitPrice: Number.isFinite(price) ? decimalDisplay(convertPrice(price, rateOf(d) ?? 0, ttc)) : d.unitPrice };
  });
}
