import { z } from 'zod';
import { zDate } from '../../shared/schema/fields';
import type { LedgerFindingKind } from '../../shared/ledger/types';

export const CLOSURE_PERIODS = ['day', 'month', 'year'] as const;

/** The kinds of closure in French, as in « clôture journalière » (the screen and the fiscal archive). */
export const CLOSURE_PERIOD_LABELS: Record<string, string> = { day: 'journalière', month: 'mensuelle', year: 'annuelle' };

/** « Clôture journalière », « Clôture mensuelle », « Clôture annuelle ». */
export const closurePeriodName = (period: string) => `Clôture ${CLOSURE_PERIOD_LABELS[period] ?? period}`;

/** `POST /accounting/ledger/closures`: closes the day, month or year containing `date` (once it is over). */
export const closureCreateSchema = z.strictObject({
  periodType: z.enum(CLOSURE_PERIODS, { message: 'Période de clôture inconnue (jour, mois ou année).' }),
  date: zDate,
});

export type ClosureCreate = z.input<typeof closureCreateSchema>;

// The declared output of the ledger's reads (the server checks its answers against them).

/** An entry of the event log. */
export const ledgerEventSchema = z.strictObject({
  id: z.number().int(),
  seq: z.number().int(),
  eventType: z.string(),
  documentType: z.string().nullable(),
  documentId: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
  amount: z.number().nullable(),
  payload: z.record(z.string(), z.unknown()),
  user: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  previousHash: z.string(),
  hash: z.string(),
  scheme: z.number().int(),
  documentDigest: z.string().nullable(),
});

const amountTotalsSchema = z.strictObject({ count: z.number().int(), ht: z.number(), tva: z.number(), ttc: z.number() });

export const closureTotalsSchema = z.strictObject({
  invoices: amountTotalsSchema,
  creditNotes: amountTotalsSchema,
  net: amountTotalsSchema.omit({ count: true }),
  vat: z.array(z.strictObject({ rate: z.number(), baseHt: z.number(), tva: z.number() })),
  payments: z.strictObject({ count: z.number().int(), amount: z.number(), byMethod: z.record(z.string(), z.number()) }),
});

/** A periodic closure with its totals. */
export const ledgerClosureSchema = z.strictObject({
  id: z.number().int(),
  periodType: z.enum(CLOSURE_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  coveredFrom: z.string(),
  totals: closureTotalsSchema,
  netTtc: z.number(),
  cumulativeTtc: z.number(),
  payments: z.number(),
  cumulativePayments: z.number(),
  eventsCount: z.number().int(),
  eventSeq: z.number().int(),
  hash: z.string(),
  createdAt: z.string(),
});

/** What the verification can find wrong (`LedgerFindingKind`). */
export const FINDING_KINDS = [
  'sequence-gap',
  'previous-hash-mismatch',
  'hash-mismatch',
  'payload-not-canonical',
  'structure-mismatch',
  'scheme-downgrade',
  'head-missing',
  'head-seal',
  'head-mismatch',
  'document-changed',
  'document-deleted',
  'document-inserted',
  'closure-changed',
  'ledger-key',
  'witness-behind',
  'witness-fork',
  'witness-missing',
  'witness-seal',
  'number-reused',
] as const satisfies readonly LedgerFindingKind[];

/** What `GET /accounting/ledger/verify` answers. */
export const ledgerVerificationSchema = z.strictObject({
  ok: z.boolean(),
  checked: z.number().int(),
  lastSeq: z.number().int(),
  lastHash: z.string(),
  firstBroken: z.strictObject({ seq: z.number().int(), reason: z.string(), message: z.string() }).nullable(),
  findings: z.array(
    z.strictObject({
      kind: z.enum(FINDING_KINDS),
      seq: z.number().int().nullable(),
      documentNumber: z.string().nullable(),
      message: z.string(),
      differences: z.array(z.strictObject({ field: z.string(), recorded: z.string(), stored: z.string() })),
    }),
  ),
  findingsCount: z.number().int(),
  verifiedAt: z.string(),
});
