import { z } from 'zod';

/** What the importer (« Migration ») brings in from CSV files. */
export const IMPORT_KINDS = ['learners', 'team-members', 'organisations'] as const;

/**
 * The Volant fields each kind of import fills, and the column names of other software that probably
 * mean them (« Migration »: the person maps each column of their file to one of these fields, the
 * guesses come from the header names). A key is also the column name of Volant's own template.
 */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Normalised header names (see `normaliseHeader`) guessed as this field, the key itself included. */
  aliases: readonly string[];
}

const field = (key: string, label: string, required: boolean, aliases: readonly string[] = []): ImportField => ({ key, label, required, aliases: [key, ...aliases] });

export const IMPORT_FIELDS: Record<(typeof IMPORT_KINDS)[number], readonly ImportField[]> = {
  learners: [
    field('prenom', 'Prénom', true, ['prenom_eleve', 'prenom_apprenant', 'first_name', 'firstname']),
    field('nom', 'Nom', true, ['nom_eleve', 'nom_apprenant', 'nom_de_famille', 'nom_usage', 'last_name', 'lastname']),
    field('agence', 'Agence', true, ['agence_d_inscription', 'etablissement', 'bureau', 'site']),
    field('civilite', 'Civilité', false, ['titre', 'sexe', 'genre']),
    field('email', 'E-mail', false, ['e_mail', 'mail', 'courriel', 'adresse_e_mail', 'adresse_mail', 'adresse_email']),
    field('telephone', 'Téléphone', false, ['tel', 'telephone_portable', 'portable', 'mobile', 'tel_portable', 'telephone_mobile']),
    field('date_naissance', 'Date de naissance', false, ['date_de_naissance', 'ne_le', 'nee_le', 'ne(e)_le', 'naissance']),
    field('lieu_naissance', 'Lieu de naissance', false, ['lieu_de_naissance', 'ville_de_naissance', 'ne_a']),
    field('adresse', 'Adresse (rue)', false, ['rue', 'adresse_postale', 'adresse_1', 'voie', 'numero_et_rue']),
    field('code_postal', 'Code postal', false, ['cp', 'code_postale']),
    field('ville', 'Ville', false, ['commune', 'localite']),
    field('neph', 'NEPH', false, ['n_neph', 'no_neph', 'numero_neph', 'num_neph', 'n°_neph']),
    field('formation', 'Formation suivie', false, ['formation_suivie', 'categorie', 'permis', 'type_de_permis', 'categorie_permis']),
    field('date_inscription', 'Date d’inscription à la formation', false, ['date_d_inscription', 'inscrit_le', 'date_debut_formation', 'debut_formation']),
    field('statut_formation', 'Statut de la formation', false, ['statut', 'etat_formation', 'etat_du_dossier']),
    field('organisme', 'Organisme financeur', false, ['financeur', 'organisme_financeur', 'payeur', 'prise_en_charge']),
    field('solde', 'Reprise de solde (reste dû)', false, ['solde_du', 'reste_du', 'reste_a_payer', 'solde_client', 'montant_du', 'solde_reprise']),
  ],
  'team-members': [
    field('prenom', 'Prénom', true, ['first_name']),
    field('nom', 'Nom', true, ['nom_de_famille', 'last_name']),
    field('email', 'E-mail', true, ['e_mail', 'mail', 'courriel']),
    field('type', 'Type (Formateur ou Personnel administratif)', true, ['fonction', 'poste', 'role']),
    field('agences', 'Agences (séparées par | ou ,)', true, ['agence', 'etablissements']),
    field('telephone', 'Téléphone', false, ['tel', 'portable', 'mobile']),
  ],
  organisations: [
    field('nom', 'Nom', true, ['raison_sociale', 'organisme', 'financeur']),
    field('type', 'Type de financeur', true, ['type_de_financeur', 'categorie']),
    field('agence', 'Agence', true, ['etablissement']),
    field('siret', 'SIRET', false, ['n_siret', 'numero_siret']),
    field('email', 'E-mail', false, ['e_mail', 'mail', 'courriel']),
    field('telephone', 'Téléphone', false, ['tel']),
    field('adresse', 'Adresse (rue)', false, ['rue', 'adresse_postale']),
    field('code_postal', 'Code postal', false, ['cp']),
    field('ville', 'Ville', false, ['commune']),
    field('contact', 'Contact', false, ['interlocuteur', 'nom_du_contact']),
  ],
};

/** Lower-case, accents removed, spaces, dashes and apostrophes as underscores: « Date de naissance » → date_de_naissance, « N° NEPH » → n°_neph. */
export function normaliseHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[.:]+$/, '')
    .replace(/[\s'’.-]+/g, '_');
}

/**
 * The field each column probably means (null: none), from its header; a field is guessed for one
 * column only (the first that names it).
 */
export function guessMapping(kind: (typeof IMPORT_KINDS)[number], headers: readonly string[]): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const name = normaliseHeader(header);
    const guess = IMPORT_FIELDS[kind].find((f) => !taken.has(f.key) && f.aliases.includes(name));
    if (!guess) return null;
    taken.add(guess.key);
    return guess.key;
  });
}

/** The importer's form: the kind of data and the chosen file (checked again by the server). */
export const importFormSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { message: 'Choisissez le type de données à importer.' }),
});

/** An export as `GET /exports/{id}` answers it (the declared answer). */
export const dataExportSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  /** Rows written so far and rows to write. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
