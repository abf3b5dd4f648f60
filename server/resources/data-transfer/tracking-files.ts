import { sql } from 'kysely';
import { decimal, frDate, fullName, yesNo, type BusinessFile, type Row } from './file-format';

/**
 * The export's files of the learners' pedagogical tracking: the prior evaluations (volume of lessons
 * forecast), the observations written on a record and the service journal (docs/export.md lists every
 * column).
 */

export const TRACKING_FILES: readonly BusinessFile[] = [
  {
    name: 'evaluations.csv',
    headers: ['N° apprenant', 'Apprenant', 'Formation', 'Date d’évaluation', 'Heures prévues', 'Évaluateur', 'Commentaire'],
    query: (structureId) => sql<Row>`
      SELECT e.id, e.learner_id, l.last_name, l.first_name, t.code AS training, e.evaluation_date, e.forecast_minutes, u.last_name AS evaluator_last, u.first_name AS evaluator_first, e.comment
      FROM learner_evaluations e JOIN learners l ON l.id = e.learner_id JOIN trainings t ON t.id = e.training_id LEFT JOIN users u ON u.id = e.evaluator_id
      WHERE e.structure_id = ${structureId} ORDER BY e.learner_id, e.evaluation_date, e.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), r.training, frDate(r.evaluation_date), decimal(Number(r.forecast_minutes) / 60), fullName(r.evaluator_last, r.evaluator_first), r.comment],
  },
  {
    name: 'observations.csv',
    headers: ['N° apprenant', 'Apprenant', 'Date', 'Auteur', 'Observation'],
    query: (structureId) => sql<Row>`
      SELECT o.id, o.learner_id, l.last_name, l.first_name, o.created_at, u.last_name AS author_last, u.first_name AS author_first, o.content
      FROM observations o JOIN learners l ON l.id = o.learner_id LEFT JOIN users u ON u.id = o.author_id
      WHERE o.structure_id = ${structureId} ORDER BY o.learner_id, o.created_at, o.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), frDate(r.created_at), fullName(r.author_last, r.author_first), r.content],
  },
  {
    name: 'journal-des-prestations.csv',
    headers: ['N° apprenant', 'Apprenant', 'Date', 'Libellé', 'Durée (min)', 'Utilisée', 'Utilisée le', 'Commentaire'],
    query: (structureId) => sql<Row>`
      SELECT j.id, j.learner_id, l.last_name, l.first_name, j.journal_date, j.label, j.duration_minutes, j.used, j.used_at, j.comment
      FROM service_journals j JOIN learners l ON l.id = j.learner_id
      WHERE j.structure_id = ${structureId} ORDER BY j.learner_id, j.journal_date, j.id`,
    cells: (r) => [r.learner_id, fullName(r.last_name, r.first_name), frDate(r.journal_date), r.label, r.duration_minutes, yesNo(r.used), frDate(r.used_at), r.comment],
  },
];
