import { sql } from 'kysely';
import { CONTRACT_FEES, SERVICE_UNITS } from '../../../src/modules/packages/schema';
import { euros, frDate, hundredths, labelOf, yesNo, type BusinessFile, type Row } from './file-format';

/**
 * The export's files of the school's catalogue: its VAT rates, the services (prestations) it sells
 * and its packages (forfaits) with their lines (docs/export.md lists every column).
 */

export const CATALOGUE_FILES: readonly BusinessFile[] = [
  {
    name: 'taux-de-tva.csv',
    headers: ['Identifiant', 'Agence', 'Libellé', 'Taux (%)', 'Par défaut', 'Mention légale'],
    query: (structureId) => sql<Row>`
      SELECT v.id, a.name AS agency, v.label, v.rate_bp, v.is_default, v.legal_mention
      FROM tvas v JOIN agencies a ON a.id = v.agency_id WHERE v.structure_id = ${structureId} ORDER BY v.id`,
    cells: (r) => [r.id, r.agency, r.label, hundredths(r.rate_bp), yesNo(r.is_default), r.legal_mention],
  },
  {
    name: 'prestations.csv',
    headers: ['Identifiant', 'Agence', 'Nom', 'Code', 'Unité', 'Prix unitaire HT (€)', 'Prix unitaire TTC (€)', 'Taux de TVA (%)', 'Durée (min)', 'Formation', 'Rubrique du contrat', 'Active', 'Créée le'],
    query: (structureId) => sql<Row>`
      SELECT s.id, a.name AS agency, s.name, s.code, s.unit, s.unit_price_cents, s.unit_price_ttc_cents, v.rate_bp, s.duration_minutes, t.code AS training,
             s.contract_fee, s.is_active, s.created_at
      FROM services s JOIN agencies a ON a.id = s.agency_id JOIN tvas v ON v.id = s.tva_id LEFT JOIN trainings t ON t.id = s.training_id
      WHERE s.structure_id = ${structureId} ORDER BY s.id`,
    cells: (r) => [r.id, r.agency, r.name, r.code, labelOf(SERVICE_UNITS, r.unit), euros(r.unit_price_cents), euros(r.unit_price_ttc_cents), hundredths(r.rate_bp), r.duration_minutes, r.training, labelOf(CONTRACT_FEES, r.contract_fee), yesNo(r.is_active), frDate(r.created_at)],
  },
  {
    name: 'forfaits.csv',
    headers: ['Identifiant', 'Agence', 'Nom', 'Description', 'Formation', 'Actif', 'Créé le'],
    query: (structureId) => sql<Row>`
      SELECT p.id, a.name AS agency, p.name, p.description, t.code AS training, p.is_active, p.created_at
      FROM packages p JOIN agencies a ON a.id = p.agency_id LEFT JOIN trainings t ON t.id = p.training_id
      WHERE p.structure_id = ${structureId} ORDER BY p.id`,
    cells: (r) => [r.id, r.agency, r.name, r.description, r.training, yesNo(r.is_active), frDate(r.created_at)],
  },
  {
    name: 'lignes-des-forfaits.csv',
    headers: ['Identifiant du forfait', 'Forfait', 'Position', 'Identifiant de la prestation', 'Prestation', 'Quantité', 'Prix unitaire HT du forfait (€)', 'Prix unitaire TTC du forfait (€)'],
    query: (structureId) => sql<Row>`
      SELECT i.id, p.id AS package_id, p.name AS package_name, i.position, s.id AS service_id, s.name AS service, i.quantity_centi, i.unit_price_cents, i.unit_price_ttc_cents
      FROM package_items i JOIN packages p ON p.id = i.package_id JOIN services s ON s.id = i.service_id
      WHERE p.structure_id = ${structureId} ORDER BY p.id, i.position, i.id`,
    cells: (r) => [r.package_id, r.package_name, r.position, r.service_id, r.service, hundredths(r.quantity_centi), euros(r.unit_price_cents), euros(r.unit_price_ttc_cents)],
  },
];
