import { sql, type Insertable } from 'kysely';
import type { ImportDuplicate } from '../../../src/modules/data-transfer/types';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { AppDeps, AuthContext } from '../../core/env';
import { eachInSlices } from '../../core/turns';
import { nameKey } from '../../db/search-text';
import type { LearnerExtraColumns } from '../../db/tables/learners';
import { agencyIndex, CHUNK, checker, email, importAmountCents, importDate, key, phone, postcode, text, type Checker, type PreparedImport } from './import-checks';
import { writeLearners, type LearnerLine } from './learner-import-write';

/**
 * The learners' import (« Migration »): identity, civility and full address, the training followed
 * (a registration, with its start date, status and funding organisation) and the opening balance
 * (« reprise de solde »). A value Volant cannot place (an unknown organisation, a civility or
 * training it does not know) is left out with a warning of its line; a value that would be wrong
 * once written (a date, an amount, an e-mail) makes the line one to fix.
 */

const CIVILITIES = new Map<string, string>([
  ['m', 'M.'], ['mr', 'M.'], ['monsieur', 'M.'], ['h', 'M.'], ['homme', 'M.'],
  ['mme', 'Mme'], ['madame', 'Mme'], ['mlle', 'Mme'], ['mademoiselle', 'Mme'], ['f', 'Mme'], ['femme', 'Mme'],
]);
const STATUSES = new Map<string, string>([
  ['en_cours', 'en_cours'], ['en_formation', 'en_cours'], ['actif', 'en_cours'], ['inscrit', 'en_cours'],
  ['terminee', 'terminee'], ['termine', 'terminee'], ['fini', 'terminee'], ['obtenu', 'terminee'], ['permis_obtenu', 'terminee'],
  ['abandonnee', 'abandonnee'], ['abandon', 'abandonnee'], ['abandonne', 'abandonnee'], ['arret', 'abandonnee'],
]);

/** Existing learners of the structure by lower-cased e-mail, for these e-mails only. */
async function learnersByEmail(deps: AppDeps, auth: AuthContext, emails: readonly string[]) {
  const found = new Map<string, NonNullable<ImportDuplicate['learner']>>();
  const unique = [...new Set(emails)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await deps.db
      .selectFrom('learners')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('structure_id', '=', auth.structureId)
      .where(sql<string>`lower(email)`, 'in', unique.slice(i, i + CHUNK))
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const mail = (row.email ?? '').toLowerCase();
      if (!found.has(mail)) found.set(mail, { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email });
    }
  }
  return found;
}

/** What the lines are checked against: the caller's agencies, the trainings, the organisations of the caller's agencies. */
async function references(deps: AppDeps, auth: AuthContext) {
  const organisations = await deps.db
    .selectFrom('organizations')
    .select(['id', 'name', 'agency_id'])
    .where('structure_id', '=', auth.structureId)
    .where('agency_id', 'in', auth.agencyIds.length > 0 ? auth.agencyIds : [0])
    .orderBy('id')
    .execute();
  return {
    agencies: await agencyIndex(deps, auth),
    trainings: new Map((await deps.db.selectFrom('trainings').select(['id', 'code']).execute()).map((t) => [t.code.toUpperCase(), t.id])),
    /** An organisation by name: the learner's agency's first, then any of the caller's. */
    organisation: (name: string, agencyId: number) => {
      const named = organisations.filter((o) => key(o.name) === key(name));
      return (named.find((o) => o.agency_id === agencyId) ?? named[0])?.id;
    },
  };
}
type References = Awaited<ReturnType<typeof references>>;

function date(check: Checker, raw: string | undefined, label: string): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  const parsed = importDate(value);
  if (parsed === null) check.fail(`${label} invalide : « ${value} » (AAAA-MM-JJ ou JJ/MM/AAAA).`);
  return parsed;
}

/** The training code of « Permis B », « B », « b »; null when none is given. */
const trainingCode = (raw: string | undefined) => (raw ?? '').trim().toUpperCase().replace(/^PERMIS\s+/, '');

/** One line's learner, registration and opening balance, or null when the line has to be fixed. */
function learnerLine(row: Record<string, string>, line: number, check: Checker, refs: References, auth: AuthContext, today: string): LearnerLine | null {
  const firstName = text(check, row.prenom, 'Le prénom', 80, true);
  const lastName = text(check, row.nom, 'Le nom', 80, true);
  const civilityRaw = (row.civilite ?? '').trim();
  const civility = civilityRaw === '' ? null : (CIVILITIES.get(key(civilityRaw)) ?? null);
  if (civilityRaw !== '' && civility === null) check.warn(`Civilité non reconnue, laissée vide : « ${civilityRaw} » (M. ou Mme).`);
  const mail = email(check, row.email, false);
  const tel = phone(check, row.telephone);
  const birthDate = date(check, row.date_naissance, 'Date de naissance');
  const neph = (row.neph ?? '').replace(/\s+/g, '') || null;
  if (neph !== null && !/^\d{12}$/.test(neph)) check.fail(`Le NEPH compte 12 chiffres : « ${neph} ».`);
  const agencyName = text(check, row.agence, 'L’agence', 80, true);
  const agencyId = agencyName === null ? undefined : refs.agencies.get(key(agencyName));
  if (agencyName !== null && agencyId === undefined) check.fail(`Agence inconnue : « ${agencyName} ».`);
  const details: Pick<Insertable<LearnerExtraColumns>, 'civility' | 'address' | 'postal_code' | 'city' | 'birth_place'> = {
    civility,
    address: text(check, row.adresse, 'L’adresse', 160, false),
    postal_code: postcode(check, row.code_postal),
    city: text(check, row.ville, 'La ville', 80, false),
    birth_place: text(check, row.lieu_naissance, 'Le lieu de naissance', 80, false),
  };

  const code = trainingCode(row.formation);
  const trainingId = code === '' ? null : (refs.trainings.get(code) ?? null);
  if (code !== '' && trainingId === null) check.warn(`Formation inconnue, apprenant importé sans formation : « ${row.formation?.trim()} » (B, A1, A2, C, C1, D, D1…).`);
  const startDate = date(check, row.date_inscription, 'Date d’inscription');
  const statusRaw = (row.statut_formation ?? '').trim();
  const status = statusRaw === '' ? 'en_cours' : (STATUSES.get(key(statusRaw)) ?? null);
  if (status === null) check.warn(`Statut de formation non reconnu, « en cours » retenu : « ${statusRaw} ».`);
  const organisationName = (row.organisme ?? '').trim();
  const financierId = organisationName === '' || agencyId === undefined ? null : (refs.organisation(organisationName, agencyId) ?? null);
  if (organisationName !== '' && agencyId !== undefined && financierId === null) {
    check.warn(`Organisme inconnu, formation enregistrée sans financeur : « ${organisationName} » (importez d’abord vos organismes financeurs).`);
  }

  const balanceRaw = (row.solde ?? '').trim();
  const openingCents = balanceRaw === '' ? 0 : importAmountCents(balanceRaw);
  if (openingCents === null) check.fail(`Montant de reprise de solde invalide : « ${balanceRaw} » (par exemple 1 234,50).`);

  if (!check.end(line) || !firstName || !lastName || agencyId === undefined) return null;
  return {
    line,
    values: { structure_id: auth.structureId, agency_id: agencyId, first_name: firstName, last_name: lastName, email: mail, phone: tel, birth_date: birthDate, neph, training_id: trainingId, ...details },
    registration: trainingId === null ? null : { training_id: trainingId, start_date: startDate, status: status ?? 'en_cours', financier_id: financierId },
    openingCents: openingCents ?? 0,
    entryDate: today,
  };
}

/** Duplicates: a line repeating an earlier one (same e-mail, or same name and birth date), or a learner already there with its e-mail. */
async function findDuplicates(deps: AppDeps, auth: AuthContext, learners: readonly LearnerLine[]): Promise<Map<number, ImportDuplicate>> {
  const existing = await learnersByEmail(deps, auth, learners.flatMap((l) => (l.values.email ? [l.values.email] : [])));
  const byEmail = new Map<string, number>();
  const byIdentity = new Map<string, number>();
  const duplicates = new Map<number, ImportDuplicate>();
  for (const { line, values } of learners) {
    const name = `${values.first_name} ${values.last_name}`;
    const identity = values.birth_date ? `${nameKey(values.first_name)}|${nameKey(values.last_name)}|${values.birth_date}` : null;
    const firstLine = (values.email ? byEmail.get(values.email) : undefined) ?? (identity ? byIdentity.get(identity) : undefined);
    const learner = values.email ? (existing.get(values.email) ?? null) : null;
    if (firstLine !== undefined) duplicates.set(line, { line, reason: 'file', firstLine, learner, name });
    else if (learner) duplicates.set(line, { line, reason: 'existing', firstLine: null, learner, name });
    if (values.email && !byEmail.has(values.email)) byEmail.set(values.email, line);
    if (identity && !byIdentity.has(identity)) byIdentity.set(identity, line);
  }
  return duplicates;
}

export async function prepareLearners(deps: AppDeps, auth: AuthContext, rows: Record<string, string>[]): Promise<PreparedImport> {
  const refs = await references(deps, auth);
  const today = parisDate(deps.now());
  const check = checker();
  const learners: LearnerLine[] = [];
  await eachInSlices(rows, (row, index) => {
    check.start();
    const learner = learnerLine(row, index + 2, check, refs, auth, today);
    if (learner) learners.push(learner);
  });
  const duplicates = await findDuplicates(deps, auth, learners);
  const balances = learners.filter((l) => l.openingCents !== 0);
  return {
    count: learners.length,
    errors: check.errors,
    warnings: check.warnings,
    duplicates: [...duplicates.values()],
    openingBalances: { count: balances.length, totalCents: balances.reduce((sum, l) => sum + l.openingCents, 0) },
    insert: (trx, choice) => writeLearners(trx, { auth, now: deps.now().toISOString() }, learners, duplicates, choice),
  };
}
