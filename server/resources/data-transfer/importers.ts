import { sql, type Insertable, type Kysely } from 'kysely';
import { ROLES } from '../../../src/shared/auth/roles';
import type { DuplicateChoice, ImportDuplicate, ImportKind, ImportRowError } from '../../../src/modules/data-transfer/types';
import type { AppDeps, AuthContext } from '../../core/env';
import type { Database } from '../../db/schema';
import type { LearnersTable } from '../../db/tables/core';
import type { OrganizationsTable } from '../../db/tables/organisations';
import { eachInSlices, nextTurn } from '../../core/turns';
import { nameKey } from '../../db/search-text';
import { normaliseHeader } from './csv-import';

/** What an import wrote. */
export interface ImportCounts {
  imported: number;
  updated: number;
  skipped: number;
}

/** Rows ready to insert, or the lines to fix (nothing is written while one line is wrong). */
export interface PreparedImport {
  /** Writes the rows; `choice` says what to do with the duplicates (learners). */
  insert: (trx: Kysely<Database>, choice: DuplicateChoice) => Promise<ImportCounts>;
  count: number;
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(?:\+33\s?|0)[1-9](?:[\s.-]?\d{2}){4}$/;
const CHUNK = 500;

/** Imported accounts cannot sign in until a password is set for them (reset from the users screen). */
export const NO_PASSWORD = 'imported$no-password';

const key = (value: string) => normaliseHeader(value);

async function agencyIndex(deps: AppDeps, auth: AuthContext): Promise<Map<string, number>> {
  const rows = await deps.db.selectFrom('agencies').select(['id', 'name', 'city']).where('structure_id', '=', auth.structureId).execute();
  const index = new Map<string, number>();
  for (const row of rows) {
    if (!auth.agencyIds.includes(row.id)) continue;
    index.set(key(row.name), row.id);
    if (row.city && !index.has(key(row.city))) index.set(key(row.city), row.id);
  }
  return index;
}

/** `AAAA-MM-JJ` or `JJ/MM/AAAA` → `AAAA-MM-JJ`; null when invalid. */
export function importDate(raw: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : fr ? [fr[3], fr[2], fr[1]] : [];
  if (!y || !m || !d) return null;
  const value = `${y}-${m}-${d}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

function checker() {
  const errors: ImportRowError[] = [];
  let current: string[] = [];
  return {
    errors,
    start: () => (current = []),
    fail: (message: string) => current.push(message),
    end: (line: number) => {
      if (current.length > 0) errors.push({ line, messages: current });
      return current.length === 0;
    },
  };
}

function text(check: ReturnType<typeof checker>, value: string | undefined, label: string, max: number, required: boolean): string | null {
  const v = (value ?? '').trim();
  if (v === '') {
    if (required) check.fail(`${label} est obligatoire.`);
    return null;
  }
  if (v.length > max) check.fail(`${label} ne peut pas dépasser ${max} caractères.`);
  return v;
}

function email(check: ReturnType<typeof checker>, value: string | undefined, required: boolean): string | null {
  const v = text(check, value, 'L’e-mail', 180, required)?.toLowerCase() ?? null;
  if (v !== null && !EMAIL.test(v)) check.fail(`Adresse e-mail invalide : « ${v} ».`);
  return v;
}

function phone(check: ReturnType<typeof checker>, value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!PHONE.test(v)) check.fail(`Numéro de téléphone invalide : « ${v} ».`);
  return v;
}

/** Inserts by chunks, with a turn of the event loop between them (non-database requests go on meanwhile). */
async function insertChunks<T>(values: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < values.length; i += CHUNK) {
    if (i > 0) await nextTurn();
    await insert(values.slice(i, i + CHUNK));
  }
}

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

interface LearnerLine {
  line: number;
  values: Insertable<LearnersTable>;
}

async function prepareLearners(deps: AppDeps, auth: AuthContext, rows: Record<string, string>[]): Promise<PreparedImport> {
  const agencies = await agencyIndex(deps, auth);
  const trainings = new Map((await deps.db.selectFrom('trainings').select(['id', 'code']).execute()).map((t) => [t.code.toUpperCase(), t.id]));
  const check = checker();
  const learners: LearnerLine[] = [];
  await eachInSlices(rows, (row, index) => {
    check.start();
    const firstName = text(check, row.prenom, 'Le prénom', 80, true);
    const lastName = text(check, row.nom, 'Le nom', 80, true);
    const mail = email(check, row.email, false);
    const tel = phone(check, row.telephone);
    const birth = (row.date_naissance ?? '').trim();
    const birthDate = birth === '' ? null : importDate(birth);
    if (birth !== '' && birthDate === null) check.fail(`Date de naissance invalide : « ${birth} » (AAAA-MM-JJ ou JJ/MM/AAAA).`);
    const neph = (row.neph ?? '').trim() || null;
    if (neph !== null && !/^\d{12}$/.test(neph)) check.fail(`Le NEPH compte 12 chiffres : « ${neph} ».`);
    const agencyName = text(check, row.agence, 'L’agence', 80, true);
    const agencyId = agencyName === null ? undefined : agencies.get(key(agencyName));
    if (agencyName !== null && agencyId === undefined) check.fail(`Agence inconnue : « ${agencyName} ».`);
    const code = (row.formation ?? '').trim().toUpperCase().replace(/^PERMIS\s+/, '');
    const trainingId = code === '' ? null : (trainings.get(code) ?? undefined);
    if (trainingId === undefined) check.fail(`Formation inconnue : « ${row.formation} » (B, A1, A2, C, C1, D, D1).`);
    if (check.end(index + 2) && firstName && lastName && agencyId !== undefined && trainingId !== undefined) {
      learners.push({
        line: index + 2,
        values: { structure_id: auth.structureId, agency_id: agencyId, first_name: firstName, last_name: lastName, email: mail, phone: tel, birth_date: birthDate, neph, training_id: trainingId },
      });
    }
  });

  // Duplicates: a line repeating an earlier one (same e-mail, or same name and birth date), or a learner already there with its e-mail.
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

  return {
    count: learners.length,
    errors: check.errors,
    duplicates: [...duplicates.values()],
    async insert(trx, choice) {
      const fresh = learners.filter((l) => choice === 'import' || !duplicates.has(l.line));
      await insertChunks(fresh.map((l) => l.values), (chunk) => trx.insertInto('learners').values(chunk).execute());
      let updated = 0;
      if (choice === 'update') {
        const now = deps.now().toISOString();
        for (const l of learners) {
          const duplicate = duplicates.get(l.line);
          if (duplicate?.reason !== 'existing' || !duplicate.learner) continue;
          const { first_name, last_name, phone: tel, birth_date, neph, training_id } = l.values;
          await trx
            .updateTable('learners')
            .set({
              first_name,
              last_name,
              ...(tel ? { phone: tel } : {}),
              ...(birth_date ? { birth_date } : {}),
              ...(neph ? { neph } : {}),
              ...(training_id ? { training_id } : {}),
              updated_at: now,
            })
            .where('id', '=', duplicate.learner.id)
            .where('structure_id', '=', auth.structureId)
            .execute();
          updated += 1;
        }
      }
      return { imported: fresh.length, updated, skipped: learners.length - fresh.length - updated };
    },
  };
}

async function prepareTeamMembers(deps: AppDeps, auth: AuthContext, rows: Record<string, string>[]): Promise<PreparedImport> {
  const agencies = await agencyIndex(deps, auth);
  const taken = new Set((await deps.db.selectFrom('users').select('email').execute()).map((u) => u.email.toLowerCase()));
  const types = new Map<string, string>([
    [key(ROLES.trainer), ROLES.trainer],
    [key(ROLES.administrative), ROLES.administrative],
  ]);
  const check = checker();
  const seen = new Map<string, number>();
  const members: { user: { email: string; first_name: string; last_name: string; phone: string | null; role: string }; agencies: number[] }[] = [];
  await eachInSlices(rows, (row, index) => {
    const line = index + 2;
    check.start();
    const firstName = text(check, row.prenom, 'Le prénom', 80, true);
    const lastName = text(check, row.nom, 'Le nom', 80, true);
    const mail = email(check, row.email, true);
    if (mail !== null && taken.has(mail)) check.fail(`Cette adresse e-mail est déjà utilisée : « ${mail} ».`);
    if (mail !== null && seen.has(mail)) check.fail(`Adresse e-mail en double dans le fichier (déjà ligne ${seen.get(mail)}).`);
    if (mail !== null && !seen.has(mail)) seen.set(mail, line);
    const tel = phone(check, row.telephone);
    const typeRaw = text(check, row.type, 'Le type', 40, true);
    const role = typeRaw === null ? undefined : types.get(key(typeRaw));
    if (typeRaw !== null && role === undefined) check.fail(`Type inconnu : « ${typeRaw} » (Formateur ou Personnel administratif).`);
    const names = (row.agences ?? '').split(/[|,]/).map((n) => n.trim()).filter(Boolean);
    if (names.length === 0) check.fail('Au moins une agence est obligatoire.');
    const ids = names.map((name) => {
      const id = agencies.get(key(name));
      if (id === undefined) check.fail(`Agence inconnue : « ${name} ».`);
      return id;
    });
    if (check.end(line) && firstName && lastName && mail && role) {
      members.push({ user: { email: mail, first_name: firstName, last_name: lastName, phone: tel, role }, agencies: [...new Set(ids.filter((id): id is number => id !== undefined))] });
    }
  });
  return {
    count: members.length,
    errors: check.errors,
    duplicates: [],
    async insert(trx) {
      for (const member of members) {
        const row = await trx
          .insertInto('users')
          .values({ ...member.user, password_hash: NO_PASSWORD, structure_id: auth.structureId, account_configured: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('user_agencies').values(member.agencies.map((agency_id) => ({ user_id: row.id, agency_id }))).execute();
      }
      return { imported: members.length, updated: 0, skipped: 0 };
    },
  };
}

async function prepareOrganisations(deps: AppDeps, auth: AuthContext, rows: Record<string, string>[]): Promise<PreparedImport> {
  const agencies = await agencyIndex(deps, auth);
  const typeRows = await deps.db.selectFrom('organization_types').select(['id', 'name', 'label']).execute();
  const types = new Map<string, number>();
  for (const t of typeRows) {
    types.set(key(t.label), t.id);
    types.set(key(t.name.replace(/^C2\./, '')), t.id);
    types.set(key(t.name), t.id);
  }
  const existing = await deps.db.selectFrom('organizations').select(['agency_id', 'name']).where('structure_id', '=', auth.structureId).execute();
  const taken = new Set(existing.map((o) => `${o.agency_id}|${o.name.toLowerCase()}`));
  const check = checker();
  const organisations: Insertable<OrganizationsTable>[] = [];
  await eachInSlices(rows, (row, index) => {
    check.start();
    const name = text(check, row.nom, 'Le nom', 120, true);
    const typeRaw = text(check, row.type, 'Le type', 60, true);
    const typeId = typeRaw === null ? undefined : types.get(key(typeRaw));
    if (typeRaw !== null && typeId === undefined) check.fail(`Type de financeur inconnu : « ${typeRaw} ».`);
    const agencyName = text(check, row.agence, 'L’agence', 80, true);
    const agencyId = agencyName === null ? undefined : agencies.get(key(agencyName));
    if (agencyName !== null && agencyId === undefined) check.fail(`Agence inconnue : « ${agencyName} ».`);
    const siret = (row.siret ?? '').replace(/\s+/g, '') || null;
    if (siret !== null && !/^\d{14}$/.test(siret)) check.fail(`Le SIRET compte 14 chiffres : « ${row.siret} ».`);
    const mail = email(check, row.email, false);
    const tel = phone(check, row.telephone);
    const postal = (row.code_postal ?? '').trim() || null;
    if (postal !== null && !/^\d{5}$/.test(postal)) check.fail(`Le code postal compte 5 chiffres : « ${postal} ».`);
    const address = text(check, row.adresse, 'L’adresse', 160, false);
    const city = text(check, row.ville, 'La ville', 80, false);
    const contact = text(check, row.contact, 'Le contact', 120, false);
    const nameKey = name !== null && agencyId !== undefined ? `${agencyId}|${name.toLowerCase()}` : null;
    if (nameKey !== null && taken.has(nameKey)) check.fail(`Un organisme « ${name} » existe déjà dans cette agence (ou plus haut dans le fichier).`);
    if (nameKey !== null) taken.add(nameKey);
    if (check.end(index + 2) && name && typeId !== undefined && agencyId !== undefined) {
      organisations.push({ structure_id: auth.structureId, agency_id: agencyId, organization_type_id: typeId, name, siret, email: mail, phone: tel, address, postal_code: postal, city, contact_name: contact });
    }
  });
  return {
    count: organisations.length,
    errors: check.errors,
    duplicates: [],
    async insert(trx) {
      await insertChunks(organisations, (chunk) => trx.insertInto('organizations').values(chunk).execute());
      return { imported: organisations.length, updated: 0, skipped: 0 };
    },
  };
}

export function prepareImport(kind: ImportKind, deps: AppDeps, auth: AuthContext, rows: Record<string, string>[]): Promise<PreparedImport> {
  switch (kind) {
    case 'learners':
      return prepareLearners(deps, auth, rows);
    case 'team-members':
      return prepareTeamMembers(deps, auth, rows);
    case 'organisations':
      return prepareOrganisations(deps, auth, rows);
  }
}
