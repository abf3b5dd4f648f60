import { sql } from 'kysely';
import { euros, frDate, fullName, joinNames, text, time, yesNo, type BusinessFile, type Row } from './file-format';

/**
 * The export's files of the school's day-to-day objects beyond the learners and the money: learners'
 * availability, certified notices and their requests, push notifications, materials, agendas,
 * planning activities, appointment locations, and the opening balances taken over from a previous
 * software (docs/export.md lists every column).
 */

const DAYS = ['', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
/** A week's availability as « lundi 08:00-12:00, mardi 14:00-18:00 ». */
function weeklySlots(json: unknown): string {
  try {
    const slots = JSON.parse(text(json)) as { day: number; start: string; end: string }[];
    return slots.map((s) => `${DAYS[s.day] ?? s.day} ${time(s.start)}-${time(s.end)}`).join(', ');
  } catch {
    return '';
  }
}

const PUSH_STATE: Record<string, string> = { draft: 'Brouillon', published: 'Envoyée' };
const PUSH_TARGET: Record<string, string> = { learner: 'Apprenant', group: 'Groupe' };
const REQUEST_STATUS: Record<string, string> = { pending: 'En attente', posted: 'Publié' };

export const OPERATIONS_FILES: readonly BusinessFile[] = [
  {
    name: 'reprises-de-solde.csv',
    headers: ['N° apprenant', 'Apprenant', 'Agence', 'Libellé', 'Date de reprise', 'Montant (€)'],
    query: (structureId) => sql<Row>`
      SELECT o.id, o.learner_id, l.last_name, l.first_name, a.name AS agency, o.label, o.entry_date, o.amount_cents
      FROM opening_balances o JOIN learners l ON l.id = o.learner_id JOIN agencies a ON a.id = o.agency_id
      WHERE o.structure_id = ${structureId} ORDER BY o.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), r.agency, r.label, frDate(r.entry_date), euros(r.amount_cents)],
  },
  {
    name: 'disponibilites.csv',
    headers: ['N° apprenant', 'Apprenant', 'Début de période', 'Fin de période', 'Créneaux de la semaine', 'Mis à jour le'],
    query: (structureId) => sql<Row>`
      SELECT s.id, s.learner_id, l.last_name, l.first_name, s.period_start, s.period_end, s.schedules_json, s.updated_at
      FROM availability_schedules s JOIN learners l ON l.id = s.learner_id WHERE s.structure_id = ${structureId} ORDER BY s.learner_id, s.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), frDate(r.period_start), frDate(r.period_end), weeklySlots(r.schedules_json), frDate(r.updated_at)],
  },
  {
    name: 'demandes-d-avis.csv',
    headers: ['Identifiant', 'N° apprenant', 'Apprenant', 'Agence', 'Demandée le', 'Statut', 'Avis déposé le', 'Relances', 'Dernière relance'],
    query: (structureId) => sql<Row>`
      SELECT n.id, n.learner_id, l.last_name, l.first_name, a.name AS agency, n.request_date, n.notice_status, n.posted_notice_date, n.remind_count, n.reminded_at
      FROM notice_requests n JOIN learners l ON l.id = n.learner_id JOIN agencies a ON a.id = n.agency_id WHERE n.structure_id = ${structureId} ORDER BY n.id`,
    cells: (r) => [r.id, r.learner_id, fullName(r.last_name, r.first_name), r.agency, frDate(r.request_date), REQUEST_STATUS[text(r.notice_status)] ?? text(r.notice_status), frDate(r.posted_notice_date), r.remind_count, frDate(r.reminded_at)],
  },
  {
    name: 'avis.csv',
    headers: ['Identifiant', 'Agence', 'N° apprenant', 'Identifiant de la demande', 'Auteur', 'Note', 'Commentaire', 'Date de l’avis', 'Vérifié', 'Signalé', 'Motif du signalement', 'Commentaire du signalement'],
    query: (structureId) => sql<Row>`
      SELECT n.id, a.name AS agency, n.learner_id, n.request_id, n.author_name, n.rating, n.comment, n.notice_date, n.verified, n.reported, r.label AS reason, n.report_comment
      FROM notices n JOIN agencies a ON a.id = n.agency_id LEFT JOIN notice_reasons r ON r.id = n.report_reason_id WHERE n.structure_id = ${structureId} ORDER BY n.id`,
    cells: (r) => [r.id, r.agency, r.learner_id, r.request_id, r.author_name, r.rating, r.comment, frDate(r.notice_date), yesNo(r.verified), yesNo(r.reported), r.reason, r.report_comment],
  },
  {
    name: 'notifications-push.csv',
    headers: ['Identifiant', 'Agence', 'Titre', 'Message', 'Destinataire', 'Type de destinataire', 'N° apprenant', 'Identifiant du groupe', 'État', 'Début', 'Fin', 'Envoyée le', 'Relances', 'Créée le'],
    query: (structureId) => sql<Row>`
      SELECT p.id, a.name AS agency, p.title, p.message, p.recipient_label, p.target, p.learner_id, p.group_id, p.state, p.start_date, p.end_date, p.sent_at, p.relaunch_count, p.created_at
      FROM pushes p JOIN agencies a ON a.id = p.agency_id WHERE p.structure_id = ${structureId} AND p.deleted_at IS NULL ORDER BY p.id`,
    cells: (r) => [r.id, r.agency, r.title, r.message, r.recipient_label, PUSH_TARGET[text(r.target)] ?? text(r.target), r.learner_id, r.group_id, PUSH_STATE[text(r.state)] ?? text(r.state), frDate(r.start_date), frDate(r.end_date), frDate(r.sent_at), r.relaunch_count, frDate(r.created_at)],
  },
  {
    name: 'materiels.csv',
    headers: ['Identifiant', 'Type', 'Nom', 'Référence', 'Description', 'Agences', 'Créé le'],
    query: (structureId) => sql<Row>`
      SELECT m.id, t.name AS type, m.name, m.reference, m.description, m.created_at
      FROM material_resources m JOIN material_types t ON t.id = m.type_id WHERE m.structure_id = ${structureId} ORDER BY m.id`,
    complete: (deps, rows) =>
      joinNames(rows, 'agencies', (ids) =>
        deps.db.selectFrom('material_resource_agencies as ma').innerJoin('agencies as a', 'a.id', 'ma.agency_id').select(['ma.resource_id as id', 'a.name as name']).where('ma.resource_id', 'in', ids).orderBy('a.name').execute(),
      ),
    cells: (r) => [r.id, r.type, r.name, r.reference, r.description, r.agencies, frDate(r.created_at)],
  },
  {
    name: 'agendas.csv',
    headers: ['Identifiant', 'Agence', 'Nom', 'Type', 'Couleur', 'N° membre', 'Membre de l’équipe', 'Identifiant du matériel', 'Début de journée', 'Fin de journée', 'Actif'],
    query: (structureId) => sql<Row>`
      SELECT g.id, a.name AS agency, g.name, t.name AS type, g.color, g.team_member_id, u.last_name, u.first_name, g.resource_id, g.day_start, g.day_end, g.active
      FROM agendas g JOIN agencies a ON a.id = g.agency_id JOIN agenda_resource_types t ON t.id = g.type_id LEFT JOIN users u ON u.id = g.team_member_id
      WHERE g.structure_id = ${structureId} ORDER BY g.id`,
    cells: (r) => [r.id, r.agency, r.name, r.type, r.color, r.team_member_id, fullName(r.last_name, r.first_name), r.resource_id, time(r.day_start), time(r.day_end), yesNo(r.active)],
  },
  {
    name: 'activites.csv',
    headers: ['Identifiant', 'Agence', 'Nom', 'Couleur', 'Durée (min)', 'Par défaut'],
    query: (structureId) => sql<Row>`
      SELECT p.id, a.name AS agency, p.name, p.color, p.duration_minutes, p.is_default
      FROM planning_activities p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.structure_id = ${structureId} ORDER BY p.id`,
    cells: (r) => [r.id, r.agency ?? 'Toutes', r.name, r.color, r.duration_minutes, yesNo(r.is_default)],
  },
  {
    name: 'lieux.csv',
    headers: ['Identifiant', 'Agence', 'Nom', 'Adresse', 'Code postal', 'Ville'],
    query: (structureId) => sql<Row>`
      SELECT p.id, a.name AS agency, p.name, p.address, p.postal_code, p.city
      FROM appointment_locations p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.structure_id = ${structureId} ORDER BY p.id`,
    cells: (r) => [r.id, r.agency ?? 'Toutes', r.name, r.address, r.postal_code, r.city],
  },
];
