import type { Insertable } from 'kysely';
import type { ImportKind } from '../../../src/modules/data-transfer/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppDeps, AuthContext } from '../../core/env';
import { eachInSlices } from '../../core/turns';
import type { OrganizationsTable } from '../../db/tables/organisations';
import { agencyIndex, checker, email, insertChunks, key, phone, postcode, text, type PreparedImport } from './import-checks';
import { prepareLearners } from './learner-import';

/** Imported accounts cannot sign in until a password is set for them (reset from the users screen). */
export const NO_PASSWORD = 'imported$no-password';

const NO_BALANCES = { count: 0, totalCents: 0 };

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
    warnings: check.warnings,
    duplicates: [],
    openingBalances: NO_BALANCES,
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
    const postal = postcode(check, row.code_postal);
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
    warnings: check.warnings,
    duplicates: [],
    openingBalances: NO_BALANCES,
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
