import type { LearnerBalance } from '../../../src/shared/accounting/balance';
import type { PdfWriter } from '../../pdf/document';
import { formatCents } from '../../pdf/text';
import type { AppDeps, AuthContext } from '../../core/env';
import { found } from '../../core/scope';
import { frenchDay, frenchTime } from './dates';

import { findSlot, loadSlotLearners, type SlotLearnerRow, type SlotRow } from './slot-query';
import { invalidField } from '../../core/errors';

// What the planning's documents and mails share: file names, the agency's letterhead, slot loading.

export const FILE_NAMES = {
  convocations: (title: string) => `Convocations-${title}.pdf`,
  attendance: "Feuille d'émargement.pdf",
  appointments: 'Liste de RDV.pdf',
  situations: (date: string) => `Situation des apprenants planifiés-${date}.pdf`,
  monitor: (start: string, end: string) => `Moniteur des créneaux-${start}-${end}.pdf`,
  deadlines: (start: string) => `Échéances de paiement-${start}.pdf`,
};

/** A text usable in a file name. */
export const fileSafe = (text: string) => text.replace(/[\\/:*?"<>|]+/g, '-').trim().slice(0, 80) || 'créneau';
/** 'DD-MM-YYYY' for file names. */
export const fileDay = (date: string) => frenchDay(date).replaceAll('/', '-');
export const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
export const timeRange = (start: string, end: string) => `${frenchTime(start)} – ${frenchTime(end)}`;
/** « Reste dû », « dont échu », « à échoir » of a balance as PDF table cells. */
export const balanceCells = (balance: LearnerBalance) => [balance.owed, balance.due, balance.upcoming].map((euros) => formatCents(Math.round(euros * 100)));
export const bytesToBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export interface AgencyHead {
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  approval_number: string | null;
  siret: string | null;
}

export async function loadAgency(deps: AppDeps, agencyId: number): Promise<AgencyHead> {
  return deps.db
    .selectFrom('agencies')
    .select(['name', 'address', 'postal_code', 'city', 'phone', 'email', 'approval_number', 'siret'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
}

export const footerOf = (agency: AgencyHead) =>
  [agency.name, agency.approval_number ? `Agrément ${agency.approval_number}` : null, agency.siret ? `SIRET ${agency.siret}` : null].filter(Boolean).join(' — ');

export function letterhead(pdf: PdfWriter, agency: AgencyHead, right: string[] = []): void {
  pdf.columns(
    [agency.name, agency.address ?? '', [agency.postal_code, agency.city].filter(Boolean).join(' '), agency.phone ? `Tél. ${agency.phone}` : '', agency.email ?? ''].filter(Boolean),
    right,
  );
  pdf.rule();
}

export const teamMemberName = (slot: SlotRow) => (slot.team_member_id === null ? '' : `${slot.tm_first_name ?? ''} ${slot.tm_last_name ?? ''}`.trim());

export async function locationText(deps: AppDeps, slot: SlotRow): Promise<string> {
  if (slot.location_id === null) return '';
  const location = await deps.db.selectFrom('appointment_locations').select(['name', 'address', 'postal_code', 'city']).where('id', '=', slot.location_id).executeTakeFirst();
  if (!location) return '';
  return [location.name, location.address, [location.postal_code, location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export async function loadSlotWithLearners(deps: AppDeps, auth: AuthContext, id: number): Promise<{ slot: SlotRow; learners: SlotLearnerRow[] }> {
  const slot = found(await findSlot(deps, auth, id));
  return { slot, learners: (await loadSlotLearners(deps.db, [slot.id])).get(slot.id) ?? [] };
}

/** A cancelled slot convokes no one (its learners were told it is cancelled). */
export function assertConvocable(slot: SlotRow, field: string): void {
  if (slot.status === 'cancelled') throw invalidField(field, 'Ce créneau est annulé : il n’y a personne à convoquer.');
}
