import { sql } from 'kysely';
import { ROLES, roleLabel } from '../../../src/shared/auth/roles';
import { TRAINING_STATUS_LABELS } from '../../../src/shared/references/training-status';
import { euros, frDate, fullName, joinNames, labelOf, yesNo, type BusinessFile, type Row } from './file-format';

/**
 * The export's files about the school itself and the people around its learners: its agencies, its
 * team (never a password hash, token or secret), the organisations that pay trainings, the trainings
 * each learner follows, the groups and their members, the learners' payment schedules
 * (docs/export.md lists every column).
 */

const GROUP_MEMBER_KIND = { learner: 'Apprenant', team: 'Membre de l’équipe' } as const;

export const SCHOOL_FILES: readonly BusinessFile[] = [
  {
    name: 'agences.csv',
    headers: ['Identifiant', 'Agence', 'Principale', 'SIRET', 'N° de TVA intracommunautaire', 'N° d’agrément', 'Adresse', 'Code postal', 'Ville', 'Téléphone', 'E-mail', 'Créée le'],
    query: (structureId) => sql<Row>`
      SELECT a.id, a.name, a.is_principal, a.siret, a.vat_number, a.approval_number, a.address, a.postal_code, a.city, a.phone, a.email, a.created_at
      FROM agencies a WHERE a.structure_id = ${structureId} ORDER BY a.id`,
    cells: (r) => [r.id, r.name, yesNo(r.is_principal), r.siret, r.vat_number, r.approval_number, r.address, r.postal_code, r.city, r.phone, r.email, frDate(r.created_at)],
  },
  {
    name: 'equipe.csv',
    headers: ['N° membre', 'Nom', 'Prénom', 'E-mail', 'Téléphone', 'Rôle', 'Profil de droits', 'Agences', 'Autorisation d’enseigner', 'Archivé', 'Connexion refusée', 'Créé le'],
    query: (structureId) => sql<Row>`
      SELECT u.id, u.last_name, u.first_name, u.email, u.phone, u.role, ra.name AS account, u.all_agencies, u.teaching_licence, u.archived, u.login_refused, u.created_at
      FROM users u LEFT JOIN role_accounts ra ON ra.id = u.account_id
      WHERE u.structure_id = ${structureId} AND u.role <> ${ROLES.admin} ORDER BY u.id`,
    complete: (deps, rows) =>
      joinNames(rows, 'agencies', (ids) =>
        deps.db.selectFrom('user_agencies as ua').innerJoin('agencies as a', 'a.id', 'ua.agency_id').select(['ua.user_id as id', 'a.name as name']).where('ua.user_id', 'in', ids).orderBy('a.name').execute(),
      ),
    cells: (r) => [r.id, r.last_name, r.first_name, r.email, r.phone, roleLabel(String(r.role)), r.account, Number(r.all_agencies) === 1 || r.role === ROLES.manager ? 'Toutes' : r.agencies, r.teaching_licence, yesNo(r.archived), yesNo(r.login_refused), frDate(r.created_at)],
  },
  {
    name: 'organismes.csv',
    headers: ['Identifiant', 'Agence', 'Type', 'Nom', 'SIRET', 'N° de TVA intracommunautaire', 'E-mail', 'Téléphone', 'Adresse', 'Code postal', 'Ville', 'Contact', 'Créé le'],
    query: (structureId) => sql<Row>`
      SELECT o.id, a.name AS agency, t.label AS type, o.name, o.siret, o.vat_number, o.email, o.phone, o.address, o.postal_code, o.city, o.contact_name, o.created_at
      FROM organizations o JOIN agencies a ON a.id = o.agency_id JOIN organization_types t ON t.id = o.organization_type_id
      WHERE o.structure_id = ${structureId} ORDER BY o.id`,
    cells: (r) => [r.id, r.agency, r.type, r.name, r.siret, r.vat_number, r.email, r.phone, r.address, r.postal_code, r.city, r.contact_name, frDate(r.created_at)],
  },
  {
    name: 'formations-des-apprenants.csv',
    headers: ['N° apprenant', 'Apprenant', 'Agence', 'Code de la formation', 'Formation', 'Spécialité', 'Financeur', 'Identifiant du financeur', 'Début', 'Statut', 'Prospect', 'Inscrit le'],
    query: (structureId) => sql<Row>`
      SELECT lt.id, lt.learner_id, l.last_name, l.first_name, a.name AS agency, t.code AS training_code, t.name AS training, f.name AS field,
             o.name AS financier, lt.financier_id, lt.start_date, lt.status, lt.is_prospect, lt.created_at
      FROM learner_trainings lt JOIN learners l ON l.id = lt.learner_id JOIN agencies a ON a.id = lt.agency_id JOIN trainings t ON t.id = lt.training_id
      LEFT JOIN training_fields f ON f.id = lt.field_id LEFT JOIN organizations o ON o.id = lt.financier_id
      WHERE lt.structure_id = ${structureId} ORDER BY lt.learner_id, lt.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), r.agency, r.training_code, r.training, r.field, r.financier, r.financier_id, frDate(r.start_date), labelOf(TRAINING_STATUS_LABELS, r.status), yesNo(r.is_prospect), frDate(r.created_at)],
  },
  {
    name: 'groupes.csv',
    headers: ['Identifiant', 'Nom', 'Agence', 'Formateur référent', 'Créé le'],
    query: (structureId) => sql<Row>`
      SELECT g.id, g.name, a.name AS agency, u.last_name, u.first_name, g.created_at
      FROM "groups" g JOIN agencies a ON a.id = g.agency_id LEFT JOIN users u ON u.id = g.trainer_id
      WHERE g.structure_id = ${structureId} ORDER BY g.id`,
    cells: (r) => [r.id, r.name, r.agency, fullName(r.last_name, r.first_name), frDate(r.created_at)],
  },
  {
    name: 'membres-des-groupes.csv',
    headers: ['Identifiant du groupe', 'Groupe', 'Type', 'N° apprenant', 'N° membre', 'Nom', 'Ajouté le'],
    query: (structureId) => sql<Row>`
      SELECT gl.id, g.id AS group_id, g.name AS group_name, gl.learner_id, gl.team_member_id,
             COALESCE(l.last_name, u.last_name) AS last_name, COALESCE(l.first_name, u.first_name) AS first_name, gl.created_at
      FROM group_learners gl JOIN "groups" g ON g.id = gl.group_id LEFT JOIN learners l ON l.id = gl.learner_id LEFT JOIN users u ON u.id = gl.team_member_id
      WHERE g.structure_id = ${structureId} ORDER BY g.id, gl.id`,
    cells: (r) => [r.group_id, r.group_name, r.learner_id === null ? GROUP_MEMBER_KIND.team : GROUP_MEMBER_KIND.learner, r.learner_id, r.team_member_id, fullName(r.last_name, r.first_name), frDate(r.created_at)],
  },
  {
    name: 'echeances.csv',
    headers: ['N° apprenant', 'Apprenant', 'Agence', 'Libellé', 'Date d’échéance', 'Montant (€)', 'Réglée le'],
    query: (structureId) => sql<Row>`
      SELECT d.id, d.learner_id, l.last_name, l.first_name, a.name AS agency, d.label, d.due_date, d.amount_cents, d.paid_at
      FROM learner_payment_deadlines d JOIN learners l ON l.id = d.learner_id JOIN agencies a ON a.id = d.agency_id
      WHERE d.structure_id = ${structureId} ORDER BY d.learner_id, d.due_date, d.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), r.agency, r.label, frDate(r.due_date), euros(r.amount_cents), frDate(r.paid_at)],
  },
];
