import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { agencyDefaultDataSchema, agencyPatchSchema, agencyRequestSchema } from '../../../src/modules/agencies/schema';
import type { AgencyRequest, AutoConfigCheck } from '../../../src/modules/agencies/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AgencyConfig, StructureConfig } from '../../../src/shared/references/configuration';
import { agencyConfigPatchSchema, structurePatchSchema } from '../../../src/shared/references/configuration-schema';
import type { Agency } from '../../../src/shared/references/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { AgenciesTable } from '../../db/tables/core';
import { FRENCH_RATES } from '../../seed/vat';

type AgencyRow = Selectable<AgenciesTable>;

export function toAgency(row: AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    isPrincipal: row.is_principal === 1,
    structure: `/api/structure/structure/${row.structure_id}`,
    siret: row.siret,
    vatNumber: row.vat_number,
    approvalNumber: row.approval_number,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
  };
}

/** The configuration calls of the account wizard and of the agencies screen. */

const selectAgencies = (deps: AppDeps, auth: AuthContext) =>
  scoped(deps.db.selectFrom('agencies').selectAll('agencies'), auth, { structure: 'agencies.structure_id', agency: 'agencies.id' });

/**
 * `GET /agencies` (structure, isPrincipal, simplesearch; 30 per page), `GET /agencies/{id}` and
 * `PATCH /agencies/{id}` (isViewAgencies): the agencies of the caller's structure that the caller
 * may act on.
 */
const agencyCrud = crudRoutes({
  path: '/agencies',
  type: 'Agency',
  select: selectAgencies,
  idColumn: 'agencies.id',
  rowId: (row) => row.id,
  toItem: toAgency,
  list: {
    defaultItemsPerPage: 30,
    maxItemsPerPage: 1000,
    order: { name: 'agencies.name', createdAt: 'agencies.created_at', id: 'agencies.id', city: 'agencies.city' },
    defaultOrder: [['agencies.is_principal', 'desc'], ['agencies.name', 'asc']],
    search: ['agencies.name', 'agencies.city'],
    exact: { structure: { column: 'agencies.structure_id', kind: 'int' }, isPrincipal: { column: 'agencies.is_principal', kind: 'bool' } },
  },
  update: {
    schema: agencyPatchSchema,
    async apply(deps, _auth, current, input) {
      await deps.db
        .updateTable('agencies')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.siret !== undefined ? { siret: input.siret } : {}),
          ...(input.vatNumber !== undefined ? { vat_number: input.vatNumber } : {}),
          ...(input.approvalNumber !== undefined ? { approval_number: input.approvalNumber?.replace(/\s+/g, '').toUpperCase() ?? null } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.postalCode !== undefined ? { postal_code: input.postalCode } : {}),
          ...(input.city !== undefined ? { city: input.city } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
});

async function configOf(deps: AppDeps, agencyId: number): Promise<AgencyConfig> {
  const row = await deps.db.selectFrom('agency_configs').selectAll().where('agency_id', '=', agencyId).executeTakeFirst();
  // A billing configuration saved by the billing screen counts even before its wizard step ran.
  const billing = await deps.db.selectFrom('billings').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
  // Likewise a planning configuration saved by the wizard's planning step (which sets no flag) or its screen.
  const planning = await deps.db.selectFrom('planning_configs').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
  return {
    agency: agencyId,
    isAccountConfigured: row?.is_account_configured === 1,
    isItemsConfigured: row?.is_items_configured === 1,
    isBillingConfigured: row?.is_billing_configured === 1 || billing !== undefined,
    isPlanningConfigured: row?.is_planning_configured === 1 || planning !== undefined,
    isHavePhotoSolutionApp: row?.is_have_photo_solution_app === 1,
  };
}

function assertOwnAgency(auth: AuthContext, agencyId: number): void {
  if (!auth.agencyIds.includes(agencyId)) throw notFound('Agence introuvable.');
}

async function toStructure(deps: AppDeps, id: number): Promise<StructureConfig> {
  const row = await deps.db.selectFrom('structures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    codeClient: row.code_client,
    isConfigGeneral: row.is_config_general === 1,
    studentsPhotoAllowed: row.students_photo_allowed === 1,
    modeANTS: row.mode_ants === 1 ? 1 : 0,
  };
}

/** The structure and its configuration as `GET /structure/structure/{id}` answers it (shared with the partners' writes). */
export async function structureJsonLd(deps: AppDeps, id: number) {
  return jsonLd('Structure', iri('/structure/structure', id), await toStructure(deps, id));
}

/** What `POST /agency/default-data` adds to a new agency when missing: VAT rates, trainings, configuration row. */
async function missingDefaults(db: AppDeps['db'], agencyId: number): Promise<string[]> {
  const missing: string[] = [];
  if (!(await db.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).executeTakeFirst())) missing.push('Taux de TVA');
  if (!(await db.selectFrom('onboarding_trainings').select('training_id').where('agency_id', '=', agencyId).executeTakeFirst())) missing.push('Formations proposées');
  if (!(await db.selectFrom('agency_configs').select('agency_id').where('agency_id', '=', agencyId).executeTakeFirst())) missing.push('Configuration de l’agence');
  return missing;
}

async function ensureConfigRow(db: AppDeps['db'], agencyId: number): Promise<void> {
  await db.insertInto('agency_configs').values({ agency_id: agencyId }).onConflict((oc) => oc.column('agency_id').doNothing()).execute();
}

export const agencyRoutes = new Hono<AppEnv>();

/** Lower case without accents, for the agency search. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * `GET /agencies/principal` (isPrincipal, searchPrincipal, idCenter): the structure's principal agency
 * by default; `isPrincipal=0` the others; `searchPrincipal` keeps those whose name, city or postal code
 * contains the words (case and accents ignored); `idCenter` keeps that one agency of the structure.
 */
agencyRoutes.get('/agencies/principal', async (c) => {
  const { deps, auth } = c.var;
  const isPrincipal = c.req.query('isPrincipal');
  if (isPrincipal !== undefined && !['0', '1', 'true', 'false'].includes(isPrincipal)) throw badRequest('Le filtre isPrincipal attend true ou false.');
  const idCenter = c.req.query('idCenter');
  if (idCenter !== undefined && !/^\d{1,10}$/.test(idCenter)) throw badRequest('Le filtre idCenter attend l’identifiant d’une agence.');
  const words = fold(c.req.query('searchPrincipal') ?? '').split(/\s+/).filter(Boolean);
  let query = deps.db
    .selectFrom('agencies')
    .selectAll()
    .where('structure_id', '=', auth.structureId)
    .where('is_principal', '=', isPrincipal === '0' || isPrincipal === 'false' ? 0 : 1);
  if (idCenter !== undefined) query = query.where('id', '=', Number(idCenter));
  const rows = (await query.orderBy('id').execute()).filter((row) => {
    const haystack = fold(`${row.name} ${row.city ?? ''} ${row.postal_code ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
  const members = rows.map((row) => jsonLd('Agency', iri('/agencies', row.id), toAgency(row)));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

agencyRoutes.route('/', agencyCrud);

agencyRoutes.post('/agency/request', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, agencyRequestSchema);
  const row = await deps.db
    .insertInto('agency_requests')
    .values({ structure_id: auth.structureId, user_id: auth.userId, name: input.name, city: input.city, message: input.message })
    .returningAll()
    .executeTakeFirstOrThrow();
  const body: AgencyRequest = { id: row.id, name: row.name, city: row.city, message: row.message, status: 'pending', createdAt: row.created_at };
  return c.json(jsonLd('AgencyRequest', iri('/agency/request', row.id), body), 201);
});

agencyRoutes.get('/agency/can-added-auto-config/:agency', async (c) => {
  const { deps, auth } = c.var;
  const agency = routeId(c.req.param('agency'));
  assertOwnAgency(auth, agency);
  const missing = await missingDefaults(deps.db, agency);
  const body: AutoConfigCheck = { agency, canBeAdded: missing.length > 0, missing };
  return c.json(body);
});

agencyRoutes.post('/agency/default-data', async (c) => {
  const { deps, auth } = c.var;
  const { agencyId } = await parseJson(c, agencyDefaultDataSchema);
  assertOwnAgency(auth, agencyId);
  const missing = await missingDefaults(deps.db, agencyId);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).executeTakeFirst())) {
      await trx.insertInto('tvas').values(FRENCH_RATES.map((rate) => ({ ...rate, structure_id: auth.structureId, agency_id: agencyId }))).execute();
    }
    if (!(await trx.selectFrom('onboarding_trainings').select('training_id').where('agency_id', '=', agencyId).executeTakeFirst())) {
      const permisB = await trx.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirst();
      if (permisB) await trx.insertInto('onboarding_trainings').values({ agency_id: agencyId, training_id: permisB.id }).execute();
    }
    await ensureConfigRow(trx, agencyId);
  });
  return c.json({ agency: agencyId, added: missing });
});

agencyRoutes.get('/agency/config/:id', async (c) => {
  const { deps, auth } = c.var;
  const agency = routeId(c.req.param('id'));
  assertOwnAgency(auth, agency);
  return c.json(jsonLd('AgencyConfig', iri('/agency/config', agency), await configOf(deps, agency)));
});

agencyRoutes.patch('/agency/config/:id', async (c) => {
  const { deps, auth } = c.var;
  const agency = routeId(c.req.param('id'));
  assertOwnAgency(auth, agency);
  const input = await parseJson(c, agencyConfigPatchSchema);
  const set = {
    ...(input.isAccountConfigured !== undefined ? { is_account_configured: input.isAccountConfigured ? 1 : 0 } : {}),
    ...(input.isItemsConfigured !== undefined ? { is_items_configured: input.isItemsConfigured ? 1 : 0 } : {}),
    ...(input.isBillingConfigured !== undefined ? { is_billing_configured: input.isBillingConfigured ? 1 : 0 } : {}),
    ...(input.isPlanningConfigured !== undefined ? { is_planning_configured: input.isPlanningConfigured ? 1 : 0 } : {}),
    ...(input.isHavePhotoSolutionApp !== undefined ? { is_have_photo_solution_app: input.isHavePhotoSolutionApp ? 1 : 0 } : {}),
    updated_at: deps.now().toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await ensureConfigRow(trx, agency);
    await trx.updateTable('agency_configs').set(set).where('agency_id', '=', agency).execute();
  });
  return c.json(jsonLd('AgencyConfig', iri('/agency/config', agency), await configOf(deps, agency)));
});

/** `GET /structure/structure/{id}`: one's own structure only. */
agencyRoutes.get('/structure/structure/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  if (id !== auth.structureId) throw notFound();
  return c.json(await structureJsonLd(deps, id));
});

/**
 * `PATCH /structure/structure/{id}`: isConfigGeneral (saved by the account configuration wizard after
 * its permissions step: the structure and the caller's account become configured as a whole),
 * studentsPhotoAllowed and modeANTS (structure configuration, isViewAgencies).
 */
agencyRoutes.patch('/structure/structure/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  if (id !== auth.structureId) throw notFound();
  const input = await parseJson(c, structurePatchSchema);
  if (input.isConfigGeneral !== undefined) assertPermission(auth, ['isConfigAccount']);
  if (input.studentsPhotoAllowed !== undefined || input.modeANTS !== undefined) assertPermission(auth, ['isViewAgencies']);
  if (input.isConfigGeneral === false && auth.role !== ROLES.admin && auth.role !== ROLES.manager) {
    throw forbidden('Seul un gérant peut repasser la structure en configuration par agence.');
  }
  await deps.db.transaction().execute(async (trx) => {
    const set = {
      ...(input.isConfigGeneral !== undefined ? { is_config_general: input.isConfigGeneral ? 1 : 0 } : {}),
      ...(input.studentsPhotoAllowed !== undefined ? { students_photo_allowed: input.studentsPhotoAllowed ? 1 : 0 } : {}),
      ...(input.modeANTS !== undefined ? { mode_ants: input.modeANTS } : {}),
    };
    if (Object.keys(set).length > 0) await trx.updateTable('structures').set(set).where('id', '=', id).execute();
    if (input.isConfigGeneral !== undefined) {
      await trx
        .updateTable('users')
        .set({ is_config_general: input.isConfigGeneral ? 1 : 0, account_configured: 1 })
        .where('id', '=', auth.userId)
        .execute();
    }
  });
  return c.json(await structureJsonLd(deps, id));
});

