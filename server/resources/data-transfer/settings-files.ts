import { sql } from 'kysely';
import { frDate, fullName, joinNames, text, yesNo, type BusinessFile, type Row } from './file-format';

/**
 * The export's files of the school's settings: billing (the seller's mentions, numbering, terms), the
 * chart of accounts and the fiscal year, the planning settings and profiles, and the rights profiles with their
 * rights and the rights given to members (docs/export.md lists every column).
 */

const percent = (basisPoints: unknown) => (basisPoints === null || basisPoints === undefined ? '' : (Number(basisPoints) / 100).toFixed(2).replace('.', ','));

export const SETTINGS_FILES: readonly BusinessFile[] = [
  {
    name: 'parametres-de-facturation.csv',
    headers: [
      'Agence', 'Raison sociale', 'Forme juridique', 'Capital', 'RCS', 'SIRET', 'N° de TVA intracommunautaire', 'N° d’agrément', 'Assureur', 'N° de police',
      'Médiateur', 'Site du médiateur', 'IBAN', 'BIC', 'Préfixe des devis', 'Préfixe des factures', 'Préfixe des avoirs', 'Préfixe des reçus', 'Année dans les numéros',
      'Chiffres des numéros', 'Validité des devis (jours)', 'Délai de paiement (jours)', 'Taux des pénalités de retard (%)', 'Mention de pied de page', 'Devise',
    ],
    query: (structureId) => sql<Row>`
      SELECT b.id, a.name AS agency, b.legal_name, b.legal_form, b.share_capital, b.rcs, b.siret, b.vat_number, b.approval_number, b.insurer_name, b.insurer_policy,
             b.mediator_name, b.mediator_url, b.iban, b.bic, b.quotation_prefix, b.invoice_prefix, b.credit_note_prefix, b.receipt_prefix, b.number_with_year,
             b.number_padding, b.quotation_validity_days, b.payment_terms_days, b.late_penalty_rate_bp, b.footer_note, b.currency
      FROM billings b LEFT JOIN agencies a ON a.id = b.agency_id WHERE b.structure_id = ${structureId} ORDER BY b.id`,
    cells: (r) => [
      r.agency ?? 'Toutes', r.legal_name, r.legal_form, r.share_capital, r.rcs, r.siret, r.vat_number, r.approval_number, r.insurer_name, r.insurer_policy,
      r.mediator_name, r.mediator_url, r.iban, r.bic, r.quotation_prefix, r.invoice_prefix, r.credit_note_prefix, r.receipt_prefix, yesNo(r.number_with_year),
      r.number_padding, r.quotation_validity_days, r.payment_terms_days, percent(r.late_penalty_rate_bp), r.footer_note, r.currency,
    ],
  },
  {
    name: 'comptes-clients.csv',
    headers: ['Agence', 'Compte client', 'Un compte auxiliaire par apprenant', 'Compte de ventes', 'Compte de TVA collectée', 'Compte de banque', 'Compte de caisse', 'Journal des ventes', 'Journal de banque', 'Journal de caisse'],
    query: (structureId) => sql<Row>`
      SELECT c.id, a.name AS agency, c.customer_account, c.auxiliary_per_learner, c.sales_account, c.vat_account, c.bank_account, c.cash_account, c.sales_journal, c.bank_journal, c.cash_journal
      FROM customer_accounts c JOIN agencies a ON a.id = c.agency_id WHERE c.structure_id = ${structureId} ORDER BY c.id`,
    cells: (r) => [r.agency, r.customer_account, yesNo(r.auxiliary_per_learner), r.sales_account, r.vat_account, r.bank_account, r.cash_account, r.sales_journal, r.bank_journal, r.cash_journal],
  },
  {
    name: 'exercice-comptable.csv',
    headers: ['Début du premier exercice', 'Fin du premier exercice'],
    query: (structureId) => sql<Row>`SELECT s.id, s.fiscal_first_start, s.fiscal_first_end FROM structures s WHERE s.id = ${structureId}`,
    cells: (r) => [frDate(r.fiscal_first_start), frDate(r.fiscal_first_end)],
  },
  {
    name: 'parametres-du-planning.csv',
    headers: ['Agence', 'Début de journée', 'Fin de journée', 'Durée d’un créneau (min)', 'Week-end affiché', 'Commentaire du planning', 'Commentaire général'],
    query: (structureId) => sql<Row>`
      SELECT p.id, a.name AS agency, p.day_start, p.day_end, p.slot_duration_minutes, p.show_weekend, p.planning_comment, g.global_comment
      FROM planning_configs p JOIN agencies a ON a.id = p.agency_id LEFT JOIN planning_global_configs g ON g.structure_id = p.structure_id
      WHERE p.structure_id = ${structureId} ORDER BY p.id`,
    cells: (r) => [r.agency, text(r.day_start).slice(0, 5), text(r.day_end).slice(0, 5), r.slot_duration_minutes, yesNo(r.show_weekend), r.planning_comment, r.global_comment],
  },
  {
    name: 'profils-de-planning.csv',
    headers: ['Identifiant', 'Profil', 'Vue par défaut', 'Agendas'],
    query: (structureId) => sql<Row>`SELECT p.id, p.name, p.default_view FROM planning_profiles p WHERE p.structure_id = ${structureId} ORDER BY p.id`,
    complete: (deps, rows) =>
      joinNames(rows, 'agendas', (ids) =>
        deps.db.selectFrom('planning_profile_agendas as pa').innerJoin('agendas as g', 'g.id', 'pa.agenda_id').select(['pa.profile_id as id', 'g.name as name']).where('pa.profile_id', 'in', ids).orderBy('pa.position').execute(),
      ),
    cells: (r) => [r.id, r.name, r.default_view, r.agendas],
  },
  {
    name: 'profils-de-droits.csv',
    headers: ['Identifiant', 'Profil', 'Modifiable', 'Droits'],
    query: (structureId) => sql<Row>`SELECT r.id, r.name, r.is_editable FROM role_accounts r WHERE r.structure_id = ${structureId} ORDER BY r.id`,
    complete: (deps, rows) =>
      joinNames(rows, 'permissions', (ids) =>
        deps.db.selectFrom('role_account_permissions').select(['account_id as id', 'permission as name']).where('account_id', 'in', ids).orderBy('permission').execute(),
      ),
    cells: (r) => [r.id, r.name, yesNo(r.is_editable), r.permissions],
  },
  {
    name: 'droits-des-profils-par-agence.csv',
    headers: ['Identifiant du profil', 'Profil', 'Agence', 'Droit'],
    query: (structureId) => sql<Row>`
      SELECT ra.account_id AS id, r.name, a.name AS agency, ra.permission
      FROM role_authorizations ra JOIN role_accounts r ON r.id = ra.account_id JOIN agencies a ON a.id = ra.agency_id
      WHERE r.structure_id = ${structureId} ORDER BY ra.account_id, a.name, ra.permission`,
    cells: (r) => [r.id, r.name, r.agency, r.permission],
  },
  {
    name: 'droits-des-membres-par-agence.csv',
    headers: ['N° membre', 'Membre', 'Agence', 'Droit'],
    query: (structureId) => sql<Row>`
      SELECT ua.user_id AS id, u.last_name, u.first_name, a.name AS agency, ua.permission
      FROM user_authorizations ua JOIN users u ON u.id = ua.user_id JOIN agencies a ON a.id = ua.agency_id
      WHERE u.structure_id = ${structureId} ORDER BY ua.user_id, a.name, ua.permission`,
    cells: (r) => [r.id, fullName(r.last_name, r.first_name), r.agency, r.permission],
  },
];
