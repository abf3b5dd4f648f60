import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { AppDeps } from '../core/env';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type CentreAgency, type RoleAccountName } from './accounts';
import { CENTRE, CENTRE_AGENCIES, LEARNERS_PER_AGENCY, PORT, PORT_AGENCY, ROLE_ACCOUNTS, SURVEY_LINK } from './demo-data';
import { learnerFactory, seededRandom } from './people';
import { syncReferenceData } from './reference';
import { areaSeeders } from './registry';
import type { DemoIds } from './types';

type Db = Kysely<Database>;
type RoleAccountIds = Record<RoleAccountName, number>;

async function insertStructure(trx: Db, structure: { name: string; code: string }): Promise<number> {
  const row = await trx
    .insertInto('structures')
    .values({
      name: structure.name,
      code_client: structure.code,
      is_config_general: 1,
      students_photo_allowed: 1,
      survey_link: SURVEY_LINK,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertAgency(trx: Db, structureId: number, agency: typeof PORT_AGENCY | (typeof CENTRE_AGENCIES)[CentreAgency]) {
  const row = await trx
    .insertInto('agencies')
    .values({ ...agency, structure_id: structureId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertRoleAccounts(trx: Db, structureId: number): Promise<RoleAccountIds> {
  const ids = {} as RoleAccountIds;
  for (const name of Object.keys(ROLE_ACCOUNTS) as RoleAccountName[]) {
    const def = ROLE_ACCOUNTS[name];
    const { id } = await trx
      .insertInto('role_accounts')
      .values({ structure_id: structureId, name, is_editable: def.editable ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('role_account_permissions')
      .values(def.permissions.map((permission) => ({ account_id: id, permission })))
      .execute();
    ids[name] = id;
  }
  return ids;
}

async function insertUsers(
  trx: Db,
  passwordHash: string,
  structures: { centre: number; port: number },
  accounts: { centre: RoleAccountIds; port: RoleAccountIds },
  centreAgencies: Record<CentreAgency, number>,
): Promise<Record<string, number>> {
  const users: Record<string, number> = {};
  for (const a of DEMO_ACCOUNTS) {
    const { id } = await trx
      .insertInto('users')
      .values({
        email: a.email,
        password_hash: passwordHash,
        first_name: a.firstName,
        last_name: a.lastName,
        role: a.role,
        admin_type: a.adminType ?? null,
        structure_id: structures[a.structure],
        is_config_general: a.isConfigGeneral ? 1 : 0,
        account_configured: a.unconfigured ? 0 : 1,
        login_refused: a.loginRefused ? 1 : 0,
        account_id: a.account ? accounts[a.structure][a.account] : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[a.email] = id;
    if (a.agencies?.length) {
      await trx
        .insertInto('user_agencies')
        .values(a.agencies.map((key) => ({ user_id: id, agency_id: centreAgencies[key] })))
        .execute();
    }
  }
  return users;
}

async function insertLearners(trx: Db, today: Date, spread: [structureId: number, agencyId: number, count: number][]) {
  const trainings = await trx.selectFrom('trainings').select('id').orderBy('id').execute();
  const makeLearner = learnerFactory({ random: seededRandom(2024), trainingIds: trainings.map((t) => t.id), today });
  let index = 0;
  for (const [structureId, agencyId, count] of spread) {
    const rows = Array.from({ length: count }, () => makeLearner(structureId, agencyId, ++index));
    await trx.insertInto('learners').values(rows).execute();
  }
}

async function insertCore(trx: Db, passwordHash: string, today: Date): Promise<DemoIds> {
  const centreId = await insertStructure(trx, CENTRE);
  const portId = await insertStructure(trx, PORT);
  const centreAgencies = {
    orleans: await insertAgency(trx, centreId, CENTRE_AGENCIES.orleans),
    blois: await insertAgency(trx, centreId, CENTRE_AGENCIES.blois),
    tours: await insertAgency(trx, centreId, CENTRE_AGENCIES.tours),
  };
  const portAgencyId = await insertAgency(trx, portId, PORT_AGENCY);
  // The Centre's agencies bill in euros; the Port still has its billing to configure.
  await trx
    .insertInto('billings')
    .values(Object.values(centreAgencies).map((agency_id) => ({ structure_id: centreId, agency_id, currency: 'EUR' })))
    .execute();
  const accounts = { centre: await insertRoleAccounts(trx, centreId), port: await insertRoleAccounts(trx, portId) };
  const users = await insertUsers(trx, passwordHash, { centre: centreId, port: portId }, accounts, centreAgencies);
  await insertLearners(trx, today, [
    [centreId, centreAgencies.orleans, LEARNERS_PER_AGENCY.orleans],
    [centreId, centreAgencies.blois, LEARNERS_PER_AGENCY.blois],
    [centreId, centreAgencies.tours, LEARNERS_PER_AGENCY.tours],
    [portId, portAgencyId, LEARNERS_PER_AGENCY.port],
  ]);
  return { centre: { structureId: centreId, agencies: centreAgencies }, port: { structureId: portId, agencyId: portAgencyId }, users };
}

/** Ids of an already seeded demo database (undefined when it has none). */
async function existingIds(db: Db): Promise<DemoIds | undefined> {
  const structures = await db
    .selectFrom('structures')
    .select(['id', 'code_client'])
    .where('code_client', 'in', [CENTRE.code, PORT.code])
    .execute();
  const centreId = structures.find((s) => s.code_client === CENTRE.code)?.id;
  const portId = structures.find((s) => s.code_client === PORT.code)?.id;
  if (centreId === undefined || portId === undefined) return undefined;
  const agencies = await db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('structure_id', 'in', [centreId, portId])
    .execute();
  const agencyId = (name: string) => {
    const found = agencies.find((a) => a.name === name);
    if (!found) throw new Error(`Agence de démonstration introuvable : ${name}`);
    return found.id;
  };
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email))
    .execute();
  return {
    centre: {
      structureId: centreId,
      agencies: {
        orleans: agencyId(CENTRE_AGENCIES.orleans.name),
        blois: agencyId(CENTRE_AGENCIES.blois.name),
        tours: agencyId(CENTRE_AGENCIES.tours.name),
      },
    },
    port: { structureId: portId, agencyId: agencyId(PORT_AGENCY.name) },
    users: Object.fromEntries(users.map((u) => [u.email, u.id])),
  };
}

/** Seeds the demo structures, accounts and learners, then every area's demo data. Idempotent. */
export async function seedDemo(deps: AppDeps): Promise<DemoIds> {
  await syncReferenceData(deps.db);
  let ids = await existingIds(deps.db);
  if (!ids) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const today = deps.now();
    ids = await deps.db.transaction().execute((trx) => insertCore(trx, passwordHash, today));
  }
  for (const seeder of areaSeeders) await seeder.seed(deps, ids);
  return ids;
}
