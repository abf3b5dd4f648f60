import type { Kysely } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { PLANNING_CONFIG_PATH, type PlanningConfig } from '../../../src/shared/references/planning';
import {
  planningConfigCreateSchema,
  planningConfigPatchSchema,
  planningConfigSchema,
  type PlanningConfigCreate,
  type PlanningConfigPatch,
} from '../../../src/modules/planning-config/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import { agencyRef } from '../../core/references';
import type { RowOf } from '../../db/rows';

function selectConfigs(deps: AppDeps, auth: AuthContext) {
  return deps.db.selectFrom('planning_configs').selectAll('planning_configs').$call(withAgencyName(auth, 'planning_configs'));
}

type ConfigRow = RowOf<typeof selectConfigs>;

const toConfig = (row: ConfigRow): JsonLd<PlanningConfig> =>
  jsonLd('PlanningConfig', iri(`${PLANNING_CONFIG_PATH}/agency`, row.agency_id), {
    id: row.id,
    agency: agencyRef(row.agency_id, row.agency_name),
    dayStart: row.day_start,
    dayEnd: row.day_end,
    slotDurationMinutes: row.slot_duration_minutes,
    showWeekend: row.show_weekend === 1,
    planningComment: row.planning_comment,
    updatedAt: row.updated_at,
  });

async function setGlobalComment(db: Kysely<Database>, structureId: number, comment: string | null, now: string): Promise<void> {
  const existing = await db.selectFrom('planning_global_configs').select('id').where('structure_id', '=', structureId).executeTakeFirst();
  if (existing) await db.updateTable('planning_global_configs').set({ global_comment: comment, updated_at: now }).where('id', '=', existing.id).execute();
  else await db.insertInto('planning_global_configs').values({ structure_id: structureId, global_comment: comment, updated_at: now }).execute();
}

const base = { hydraClass: 'PlanningConfig', output: planningConfigSchema } as const;

/** The planning configuration of an agency, addressed by the agency's id (404 while it has none). */
const loadConfig = async (deps: AppDeps, auth: AuthContext, agencyId: number, message?: string) =>
  found(await selectConfigs(deps, auth).where('planning_configs.agency_id', '=', agencyId).executeTakeFirst(), message);

/** `/plannings/planning-config`: each agency's opening hours, slot duration and comments. */
export const PLANNING_CONFIG_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<PlanningConfig>({
    ...base,
    method: 'GET',
    path: PLANNING_CONFIG_PATH,
    access: 'authenticated',
    summary: 'Lists the planning configurations of the caller’s agencies.',
    handle: ({ deps, auth, paginate }) =>
      paginate(selectConfigs(deps, auth), {
        spec: {
          defaultItemsPerPage: 30,
          maxItemsPerPage: 5000,
          order: { agency: 'agencies.name' },
          defaultOrder: [['agencies.name', 'asc']],
          exact: { agency: { column: 'planning_configs.agency_id', kind: 'int' } },
        },
        idColumn: 'planning_configs.id',
        toJsonLd: toConfig,
      }),
  }),

  itemRoute<undefined, PlanningConfig>({
    ...base,
    method: 'GET',
    path: `${PLANNING_CONFIG_PATH}/agency/{id}`,
    access: 'authenticated',
    summary: 'Reads the planning configuration of an agency.',
    handle: async ({ deps, auth, id }) => toConfig(await loadConfig(deps, auth, id(), 'Cette agence n’a pas encore de configuration du planning.')),
  }),

  itemRoute<PlanningConfigCreate, PlanningConfig>({
    ...base,
    method: 'POST',
    path: PLANNING_CONFIG_PATH,
    access: PLANNING_CONFIGURATION,
    summary: 'Creates the planning configuration of an agency (and sets the structure’s global comment).',
    input: planningConfigCreateSchema,
    status: 201,
    async handle({ deps, auth, body }) {
      assertAgency(auth, body.agency);
      const exists = await deps.db.selectFrom('planning_configs').select('id').where('agency_id', '=', body.agency).executeTakeFirst();
      if (exists) throw conflict('Cette agence a déjà une configuration du planning : modifiez-la.');
      const now = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('planning_configs')
          .values({
            structure_id: auth.structureId,
            agency_id: body.agency,
            day_start: body.dayStart,
            day_end: body.dayEnd,
            slot_duration_minutes: body.slotDurationMinutes,
            show_weekend: body.showWeekend ? 1 : 0,
            planning_comment: body.planningComment,
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (body.globalComment !== undefined) await setGlobalComment(trx, auth.structureId, body.globalComment, now);
      });
      return toConfig(await loadConfig(deps, auth, body.agency));
    },
  }),

  itemRoute<PlanningConfigPatch, PlanningConfig>({
    ...base,
    method: 'PATCH',
    path: `${PLANNING_CONFIG_PATH}/agency/{id}`,
    access: PLANNING_CONFIGURATION,
    summary: 'Updates the planning configuration of an agency (merge-patch; and the structure’s global comment).',
    input: planningConfigPatchSchema,
    async handle({ deps, auth, id, body }) {
      const agencyId = id();
      const current = await loadConfig(deps, auth, agencyId);
      const dayStart = body.dayStart ?? current.day_start;
      const dayEnd = body.dayEnd ?? current.day_end;
      if (dayStart >= dayEnd) throw invalidField('dayEnd', 'L’heure de fin doit être postérieure à l’heure de début.');
      const now = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('planning_configs')
          .set({
            day_start: dayStart,
            day_end: dayEnd,
            slot_duration_minutes: body.slotDurationMinutes ?? current.slot_duration_minutes,
            show_weekend: body.showWeekend === undefined ? current.show_weekend : body.showWeekend ? 1 : 0,
            planning_comment: body.planningComment === undefined ? current.planning_comment : body.planningComment,
            updated_at: now,
          })
          .where('id', '=', current.id)
          .execute();
        if (body.globalComment !== undefined) await setGlobalComment(trx, auth.structureId, body.globalComment, now);
      });
      return toConfig(await loadConfig(deps, auth, agencyId));
    },
  }),
];
