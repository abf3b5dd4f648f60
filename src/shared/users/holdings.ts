import { z } from 'zod';

/**
 * What a team member's account holds (issue 36 S10): the rows that lose their trainer or author, or go
 * with the account, when it is deleted. `GET /team-members/{id}/holdings` answers the counts; the
 * deletion's confirmation names them, and the server refuses a deletion not confirmed while any is held.
 */
export const HOLDINGS = {
  slots: ['créneau de planning', 'créneaux de planning'],
  agendas: ['agenda', 'agendas'],
  groups: ['groupe encadré', 'groupes encadrés'],
  groupLearners: ['suivi d’élève en groupe', 'suivis d’élèves en groupe'],
  observations: ['observation', 'observations'],
  evaluations: ['évaluation', 'évaluations'],
  serviceJournals: ['entrée du journal de service', 'entrées du journal de service'],
  documents: ['document déposé', 'documents déposés'],
  bills: ['devis ou facture émis', 'devis ou factures émis'],
  payments: ['règlement enregistré', 'règlements enregistrés'],
} as const satisfies Record<string, readonly [string, string]>;

export type HoldingKind = keyof typeof HOLDINGS;

/** Documents the books keep with their author (NF525): an account that issued one is archived, never deleted. */
export const KEPT_WITH_AUTHOR: readonly HoldingKind[] = ['bills', 'payments'];

const count = z.number().int().nonnegative();
export const memberHoldingsSchema = z.strictObject({
  slots: count,
  agendas: count,
  groups: count,
  groupLearners: count,
  observations: count,
  evaluations: count,
  serviceJournals: count,
  documents: count,
  bills: count,
  payments: count,
} satisfies Record<HoldingKind, typeof count>);

export type MemberHoldings = z.output<typeof memberHoldingsSchema>;

const KINDS = Object.keys(HOLDINGS) as HoldingKind[];

/** « 12 créneaux de planning, 3 observations et 1 agenda », or '' when nothing is held. */
export function describeHoldings(holdings: MemberHoldings): string {
  const parts = KINDS.filter((kind) => holdings[kind] > 0).map((kind) => `${holdings[kind]} ${HOLDINGS[kind][holdings[kind] === 1 ? 0 : 1]}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/** True when the account holds anything its deletion would detach or remove. */
export const holdsAnything = (holdings: MemberHoldings): boolean => KINDS.some((kind) => holdings[kind] > 0);

/** True when the account issued documents the books keep with their author (it can only be archived). */
export const issuedDocuments = (holdings: MemberHoldings): boolean => KEPT_WITH_AUTHOR.some((kind) => holdings[kind] > 0);
