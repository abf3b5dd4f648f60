import { sql } from 'kysely';
import { BILL_STATUS_LABELS, type BillStatus } from '../../../src/shared/accounting/status';
import { PAYMENT_METHODS } from '../../../src/shared/accounting/payments';
import type { AppDeps } from '../../core/env';
import { decimal, euros, frDate, fullName, hundredths, joinNames, text, time, yesNo, type BusinessFile, type Row } from './file-format';
import { CATALOGUE_FILES } from './catalogue-files';
import { OPERATIONS_FILES } from './operations-files';
import { SCHOOL_FILES } from './school-files';
import { SETTINGS_FILES } from './settings-files';
import { TRACKING_FILES } from './tracking-files';

/**
 * The files of the structure's export (« Réversibilité »): one CSV per business object, with French
 * headers, amounts in euros with a decimal comma and dates as dd/mm/yyyy (docs/export.md lists them).
 */

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' };
/** Where a learner's photo is written in the zip. */
export const photoPath = (learnerId: unknown, mime: unknown) => `photos/apprenant-${text(learnerId)}.${EXTENSIONS[text(mime)] ?? 'bin'}`;
/** Where a learner's document is written in the zip (its id keeps two files of the same name apart). */
export const documentPath = (row: { learner_id: unknown; id: unknown; original_name: unknown }) =>
  `documents/apprenant-${text(row.learner_id)}/${text(row.id)}-${text(row.original_name).replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')}`;

const BILL_KIND_FILES = [
  { name: 'devis.csv', kind: 'quotation' },
  { name: 'factures.csv', kind: 'invoice' },
  { name: 'avoirs.csv', kind: 'credit_note' },
] as const;

const billFile = ({ name, kind }: (typeof BILL_KIND_FILES)[number]): BusinessFile => ({
  name,
  headers: ['Identifiant', 'Numéro', 'Agence', 'Statut', 'Date', 'Échéance', 'Fin de validité', 'Client', 'E-mail du client', 'Adresse du client', 'N° apprenant', 'Objet', 'Document d’origine', 'Motif', 'Total HT (€)', 'TVA (€)', 'Total TTC (€)', 'Réglé (€)', 'Avoirs (€)'],
  query: (structureId) => sql<Row>`
    SELECT b.id, b.number, a.name AS agency, b.status, b.issue_date, b.due_date, b.validity_date, b.customer_name, b.customer_email,
           b.customer_address, b.learner_id, b.title, s.number AS source_number, b.reason, b.total_ht_cents, b.total_tva_cents,
           b.total_ttc_cents, b.paid_cents, b.credited_cents
    FROM bills b JOIN agencies a ON a.id = b.agency_id LEFT JOIN bills s ON s.id = b.source_id
    WHERE b.structure_id = ${structureId} AND b.kind = ${kind} ORDER BY b.id`,
  cells: (r) => [r.id, r.number, r.agency, BILL_STATUS_LABELS[Number(r.status) as BillStatus] ?? text(r.status), frDate(r.issue_date), frDate(r.due_date), frDate(r.validity_date), r.customer_name, r.customer_email, r.customer_address, r.learner_id, r.title, r.source_number, r.reason, euros(r.total_ht_cents), euros(r.total_tva_cents), euros(r.total_ttc_cents), euros(r.paid_cents), euros(r.credited_cents)],
});

const CONTRACT_STATUS: Record<string, string> = { draft: 'Brouillon', validated: 'Validé', signed: 'Signé' };
const SLOT_STATUS: Record<string, string> = { planned: 'Planifié', done: 'Réalisé', cancelled: 'Annulé' };
const BILL_KIND_LABEL: Record<string, string> = { quotation: 'Devis', invoice: 'Facture', credit_note: 'Avoir' };

export const BUSINESS_FILES: readonly BusinessFile[] = [
  ...SCHOOL_FILES,
  ...CATALOGUE_FILES,
  {
    name: 'apprenants.csv',
    headers: ['N° apprenant', 'Agence', 'Civilité', 'Nom', 'Prénom', 'E-mail', 'Téléphone', 'Date de naissance', 'Lieu de naissance', 'Adresse', 'Code postal', 'Ville', 'NEPH', 'Prospect', 'Archivé', 'Créé le', 'Photo'],
    query: (structureId) => sql<Row>`
      SELECT l.id, a.name AS agency, l.civility, l.last_name, l.first_name, l.email, l.phone, l.birth_date, l.birth_place, l.address,
             l.postal_code, l.city, l.neph, l.is_prospect, l.archived, l.created_at, l.photo_key, l.photo_mime
      FROM learners l JOIN agencies a ON a.id = l.agency_id WHERE l.structure_id = ${structureId} ORDER BY l.id`,
    cells: (r) => [r.id, r.agency, r.civility, r.last_name, r.first_name, r.email, r.phone, frDate(r.birth_date), r.birth_place, r.address, r.postal_code, r.city, r.neph, yesNo(r.is_prospect), yesNo(r.archived), frDate(r.created_at), r.photo_key ? photoPath(r.id, r.photo_mime) : ''],
  },
  ...BILL_KIND_FILES.map(billFile),
  {
    name: 'lignes-des-pieces.csv',
    headers: ['Pièce', 'Identifiant de la pièce', 'Numéro de la pièce', 'Position', 'Libellé', 'Quantité', 'Prix unitaire HT (€)', 'Taux de TVA (%)', 'Mention de TVA', 'Total HT (€)', 'TVA (€)'],
    query: (structureId) => sql<Row>`
      SELECT bl.id, b.kind, b.id AS bill_id, b.number, bl.position, bl.label, bl.quantity_centi, bl.unit_price_cents, bl.tva_rate_bp, bl.tva_mention,
             bl.total_ht_cents, bl.total_tva_cents
      FROM bill_lines bl JOIN bills b ON b.id = bl.bill_id WHERE b.structure_id = ${structureId} ORDER BY b.id, bl.position, bl.id`,
    cells: (r) => [BILL_KIND_LABEL[text(r.kind)] ?? r.kind, r.bill_id, r.number, r.position, r.label, hundredths(r.quantity_centi), euros(r.unit_price_cents), hundredths(r.tva_rate_bp), r.tva_mention, euros(r.total_ht_cents), euros(r.total_tva_cents)],
  },
  {
    name: 'paiements.csv',
    headers: ['Numéro', 'Type', 'Date', 'Agence', 'Facture', 'Payeur', 'Mode de paiement', 'Référence', 'Montant (€)', 'Solde de la facture après (€)'],
    query: (structureId) => sql<Row>`
      SELECT p.id, p.receipt_number, p.kind, p.paid_on, a.name AS agency, b.number AS invoice_number, p.payer_name, p.method, p.reference,
             p.amount_cents, p.balance_after_cents
      FROM payments p JOIN agencies a ON a.id = p.agency_id JOIN bills b ON b.id = p.bill_id WHERE p.structure_id = ${structureId} ORDER BY p.id`,
    cells: (r) => [r.receipt_number, r.kind === 'refund' ? 'Remboursement' : 'Paiement', frDate(r.paid_on), r.agency, r.invoice_number, r.payer_name, PAYMENT_METHODS[text(r.method) as keyof typeof PAYMENT_METHODS] ?? r.method, r.reference, euros(r.amount_cents), euros(r.balance_after_cents)],
  },
  {
    name: 'contrats.csv',
    headers: ['Numéro', 'Agence', 'N° apprenant', 'Apprenant', 'Statut', 'Date d’évaluation', 'Heures prévues', 'Début', 'Fin', 'Frais d’inscription (€)', 'Prix de l’heure (€)', 'Prix de la théorie (€)', 'Frais d’examen (€)', 'Frais de mandat ANTS – inscription (€)', 'Frais de mandat ANTS – titre (€)', 'Livret d’apprentissage (€)', 'Bilan de compétences (€)', 'Échéances', 'Validé le', 'Signé le', 'Lieu de signature'],
    query: (structureId) => sql<Row>`
      SELECT c.id, c.number, a.name AS agency, c.learner_id, l.last_name, l.first_name, c.status, c.evaluation_date, c.forecast_minutes, c.start_date, c.end_date,
             c.registration_fee_cents, c.hour_price_cents, c.theory_price_cents, c.exam_fee_cents, c.ants_mandate_fee_cents, c.ants_title_fee_cents, c.booklet_fee_cents, c.review_fee_cents, c.installments, c.validated_at, c.signed_at, c.signed_place
      FROM learner_contracts c JOIN agencies a ON a.id = c.agency_id JOIN learners l ON l.id = c.learner_id WHERE c.structure_id = ${structureId} ORDER BY c.id`,
    cells: (r) => [r.number, r.agency, r.learner_id, fullName(r.last_name, r.first_name), CONTRACT_STATUS[text(r.status)] ?? r.status, frDate(r.evaluation_date), decimal(Number(r.forecast_minutes) / 60), frDate(r.start_date), frDate(r.end_date), euros(r.registration_fee_cents), euros(r.hour_price_cents), euros(r.theory_price_cents), euros(r.exam_fee_cents), euros(r.ants_mandate_fee_cents), euros(r.ants_title_fee_cents), euros(r.booklet_fee_cents), euros(r.review_fee_cents), r.installments, frDate(r.validated_at), frDate(r.signed_at), r.signed_place],
  },
  {
    name: 'avenants.csv',
    headers: ['Numéro', 'Contrat', 'N° apprenant', 'Apprenant', 'Statut', 'Heures ajoutées', 'Prix de l’heure (€)', 'Motif', 'Validé le', 'Signé le'],
    query: (structureId) => sql<Row>`
      SELECT am.id, am.number, c.number AS contract_number, c.learner_id, l.last_name, l.first_name, am.status, am.extra_minutes, am.hour_price_cents, am.reason, am.validated_at, am.signed_at
      FROM contract_amendments am JOIN learner_contracts c ON c.id = am.contract_id JOIN learners l ON l.id = c.learner_id
      WHERE c.structure_id = ${structureId} ORDER BY c.id, am.id`,
    cells: (r) => [r.number, r.contract_number, r.learner_id, fullName(r.last_name, r.first_name), CONTRACT_STATUS[text(r.status)] ?? r.status, decimal(Number(r.extra_minutes) / 60), euros(r.hour_price_cents), r.reason, frDate(r.validated_at), frDate(r.signed_at)],
  },
  {
    name: 'planning.csv',
    headers: ['Date', 'Début', 'Fin', 'Agence', 'Agenda', 'Formateur', 'Statut', 'Indisponibilité', 'Intitulé', 'Activité', 'Apprenants', 'Commentaire'],
    query: (structureId) => sql<Row>`
      SELECT s.id, s.date, s.start_time, s.end_time, a.name AS agency, ag.name AS agenda, u.last_name AS trainer_last, u.first_name AS trainer_first,
             s.status, s.is_background, s.title, act.name AS activity, s.comment
      FROM planning_slots s JOIN agencies a ON a.id = s.agency_id JOIN agendas ag ON ag.id = s.agenda_id
      LEFT JOIN users u ON u.id = s.team_member_id LEFT JOIN planning_activities act ON act.id = s.activity_id
      WHERE s.structure_id = ${structureId} ORDER BY s.date, s.start_time, s.id`,
    complete: (deps, rows) =>
      joinNames(rows, 'learners', (ids) =>
        deps.db
          .selectFrom('planning_slot_learners as sl')
          .innerJoin('learners as l', 'l.id', 'sl.learner_id')
          .select(['sl.slot_id as id', sql<string>`l.last_name || ' ' || l.first_name`.as('name')])
          .where('sl.slot_id', 'in', ids)
          .orderBy('l.last_name')
          .execute(),
      ),
    cells: (r) => [frDate(r.date), time(r.start_time), time(r.end_time), r.agency, r.agenda, fullName(r.trainer_last, r.trainer_first), SLOT_STATUS[text(r.status)] ?? r.status, yesNo(r.is_background), r.title, r.activity, r.learners, r.comment],
  },
  ...TRACKING_FILES,
  {
    name: 'documents.csv',
    headers: ['N° apprenant', 'Apprenant', 'Type', 'Titre', 'Nom d’origine', 'Déposé le', 'Fichier'],
    query: (structureId) => sql<Row>`
      SELECT d.id, d.learner_id, l.last_name, l.first_name, t.name AS type, d.title, d.original_name, d.created_at, d.storage_key
      FROM documents d JOIN learners l ON l.id = d.learner_id JOIN document_types t ON t.id = d.document_type_id
      WHERE d.structure_id = ${structureId} ORDER BY d.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), r.type, r.title, r.original_name, frDate(r.created_at), documentPath({ learner_id: r.learner_id, id: r.id, original_name: r.original_name })],
  },
  ...OPERATIONS_FILES,
  ...SETTINGS_FILES,
];

/** The stored files of the structure put in the zip: learners' documents and photos. */
export async function structureFiles(deps: AppDeps, structureId: number): Promise<{ path: string; key: string }[]> {
  const documents = await deps.db.selectFrom('documents').select(['id', 'learner_id', 'original_name', 'storage_key']).where('structure_id', '=', structureId).orderBy('id').execute();
  const photos = await deps.db.selectFrom('learners').select(['id', 'photo_key', 'photo_mime']).where('structure_id', '=', structureId).where('photo_key', 'is not', null).orderBy('id').execute();
  return [
    ...documents.map((d) => ({ path: documentPath(d), key: d.storage_key })),
    ...photos.map((p) => ({ path: photoPath(p.id, p.photo_mime), key: p.photo_key! })),
  ];
}
