import { IMPORT_FIELDS } from './schema';
import { MAX_IMPORT_ROWS, type ImportKind } from './types';

/** Data lines of a CSV text (the header excluded, a last empty line ignored). */
export function countDataLines(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  if (text.length > 0 && !text.endsWith('\n')) lines++;
  return Math.max(0, lines - 1);
}

/** Checked in the browser before sending: a file of 100 000 lines or more is refused at once (the server checks again). */
export function tooManyLines(text: string): boolean {
  return countDataLines(text) > MAX_IMPORT_ROWS;
}

/** Export progress, in percent (0 while the total is unknown). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** An example line of each kind's template, by column (what the import accepts). */
const TEMPLATE_EXAMPLES: Record<ImportKind, Record<string, string>> = {
  learners: {
    prenom: 'Camille', nom: 'Durand', agence: 'Orléans Centre', civilite: 'Mme', email: 'camille.durand@exemple.fr', telephone: '06 12 34 56 78', date_naissance: '14/02/2006',
    lieu_naissance: 'Orléans', adresse: '12 rue Bannier', code_postal: '45000', ville: 'Orléans', neph: '', formation: 'B', date_inscription: '02/09/2025', statut_formation: 'En cours', organisme: '', solde: '250,00',
  },
  'team-members': { prenom: 'Karim', nom: 'Benali', email: 'karim.benali@exemple.fr', type: 'Formateur', agences: 'Orléans Centre|Blois', telephone: '06 98 76 54 32' },
  organisations: { nom: 'OPCO Mobilités', type: 'OPCO', agence: 'Orléans Centre', siret: '12345678901234', email: 'contact@exemple.fr', telephone: '02 38 00 00 00', adresse: '1 rue de la République', code_postal: '45000', ville: 'Orléans', contact: 'Marie Lefèvre' },
};

/**
 * The template file of a kind (« Télécharger le modèle »): one column per field, named by its key, and
 * one example line; UTF-8 with a byte-order mark and « ; » between fields, as French spreadsheets open
 * and save it.
 */
export function importTemplate(kind: ImportKind): string {
  const columns = IMPORT_FIELDS[kind].map((f) => f.key);
  const example = columns.map((c) => TEMPLATE_EXAMPLES[kind][c] ?? '');
  return `\uFEFF${columns.join(';')}\r\n${example.join(';')}\r\n`;
}
