import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { groupCreateSchema, groupPatchSchema } from '../../../src/modules/groups/schema';
import type { Group, GroupLearner } from '../../../src/modules/groups/types';
import { ROLES } from '../../../src/shared/auth/roles';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, isUniqueViolation } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { assertAgency, isRowId, scoped } from '../../core/scope';
import type { Database } from '../../db/schema';
import { nameKey } from '../../db/search-text';
import { agencyRef, assertTeamMember, fieldError, userRef } from '../learners/common';

type Db = Kysely<Database>;

/** The server's text for a duplicate name (spec part 2 §5), shown by the form on its field. */
export const GROUP_NAME_TAKEN = 'Le nom du groupe doit être unique';

function selectGroups(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('groups')
      .innerJoin('agencies', 'agencies.id', 'groups.agency_id')
      .leftJoin('users', 'users.id', 'groups.trainer_id')
      .select((eb) => [
        'groups.id',
        'groups.name',
        'groups.agency_id',
        'agencies.name as agency_name',
        'groups.trainer_id',
        'users.first_name as trainer_first_name',
        'users.last_name as trainer_last_name',
        'groups.created_at',
        eb
          .selectFrom('group_learners')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('group_learners.group_id', '=', 'groups.id')
          .where('group_learners.learner_id', 'is not', null)
          .as('learners_count'),
        eb
          .selectFrom('group_learners')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('group_learners.group_id', '=', 'groups.id')
          .where('group_learners.team_member_id', 'is not', null)
          .as('members_count'),
      ]),
    auth,
    { structure: 'groups.structure_id', agency: 'groups.agency_id' },
  );
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

const toGroup = (row: GroupRow): Group => ({
  id: row.id,
  name: row.name,
  agency: agencyRef(row.agency_id, row.agency_name),
  trainer: userRef(row.trainer_id, row.trainer_first_name, row.trainer_last_name),
  learnersCount: Number(row.learners_count ?? 0),
  teamMembersCount: Number(row.members_count ?? 0),
  createdAt: row.created_at,
});

async function assertNameFree(db: Db, structureId: number, name: string, exceptId?: number): Promise<void> {
  // Case, accents and typographic variants aside (nameKey): « code du soir — orléans » is taken by « Code du soir — Orléans ».
  let q = db.selectFrom('groups').select('id').where('structure_id', '=', structureId).where('name_key', '=', nameKey(name));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw fieldError('name', GROUP_NAME_TAKEN);
}

/** Learners must belong to the group's agency (a learner of another agency is refused on the field). */
async function assertLearners(db: Db, auth: AuthContext, agencyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('learners')
    .select(['id', 'agency_id', 'first_name', 'last_name'])
    .where('id', 'in', [...ids])
    .where('structure_id', '=', auth.structureId)
    .execute();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row || !auth.agencyIds.includes(row.agency_id)) throw fieldError('learners', 'Un des apprenants est inconnu ou ne vous est pas accessible.');
    if (row.agency_id !== agencyId) {
      throw fieldError('learners', `${row.first_name} ${row.last_name} n’appartient pas à l’agence du groupe.`);
    }
  }
}

async function assertTeamMembers(db: Db, auth: AuthContext, ids: readonly number[]): Promise<void> {
  for (const id of ids) await assertTeamMember(db, auth, id, 'teamMembers');
}

/** Replaces the members of one kind, keeping those who stay (and their createdAt, which orders the list). */
async function replaceMembers(db: Db, groupId: number, column: 'learner_id' | 'team_member_id', ids: readonly number[], now: string): Promise<void> {
  const wanted = [...new Set(ids)];
  const existing = await db.selectFrom('group_learners').select(['id', column]).where('group_id', '=', groupId).where(column, 'is not', null).execute();
  const have = new Set(existing.map((row) => row[column]));
  const gone = existing.filter((row) => !wanted.includes(row[column] as number)).map((row) => row.id);
  if (gone.length) await db.deleteFrom('group_learners').where('id', 'in', gone).execute();
  const added = wanted.filter((id) => !have.has(id));
  // Members added together keep the order they were given in (one millisecond apart).
  const base = Date.parse(now);
  if (added.length) {
    await db
      .insertInto('group_learners')
      .values(added.map((id, index) => ({ group_id: groupId, [column]: id, created_at: new Date(base + index).toISOString() })))
      .execute();
  }
}

function uniqueNameGuard(err: unknown): never {
  if (isUniqueViolation(err)) throw fieldError('name', GROUP_NAME_TAKEN);
  throw err;
}

/** `/groups`: list (agency, simplesearch, order), create, read, merge-patch update, delete. */
export const groupRoutes = crudRoutes({
  path: '/groups',
  type: 'Group',
  select: selectGroups,
  idColumn: 'groups.id',
  rowId: (row) => row.id,
  toItem: toGroup,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 10_000,
    order: { name: 'groups.name', createdAt: 'groups.created_at', agency: 'agencies.name' },
    defaultOrder: [['groups.name', 'asc']],
    search: ['groups.name', 'agencies.name', 'users.first_name', 'users.last_name'],
    exact: { agency: { column: 'groups.agency_id', kind: 'int' }, trainer: { column: 'groups.trainer_id', kind: 'int' } },
  },
  create: {
    schema: groupCreateSchema,
    async insert(deps, auth, input) {
      assertAgency(auth, input.agency);
      await assertNameFree(deps.db, auth.structureId, input.name);
      if (input.trainer !== null) await assertTeamMember(deps.db, auth, input.trainer, 'trainer');
      await assertLearners(deps.db, auth, input.agency, input.learners);
      await assertTeamMembers(deps.db, auth, input.teamMembers);
      const now = deps.now().toISOString();
      return deps.db
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('groups')
            .values({ structure_id: auth.structureId, agency_id: input.agency, name: input.name, name_key: nameKey(input.name), trainer_id: input.trainer, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await replaceMembers(trx, id, 'learner_id', input.learners, now);
          await replaceMembers(trx, id, 'team_member_id', input.teamMembers, now);
          return id;
        })
        .catch(uniqueNameGuard);
    },
  },
  update: {
    schema: groupPatchSchema,
    async apply(deps, auth, current, input) {
      if (input.name !== undefined) await assertNameFree(deps.db, auth.structureId, input.name, current.id);
      if (input.trainer !== undefined && input.trainer !== null) await assertTeamMember(deps.db, auth, input.trainer, 'trainer');
      if (input.learners) await assertLearners(deps.db, auth, current.agency_id, input.learners);
      if (input.teamMembers) await assertTeamMembers(deps.db, auth, input.teamMembers);
      const now = deps.now().toISOString();
      await deps.db
        .transaction()
        .execute(async (trx) => {
          if (input.name !== undefined || input.trainer !== undefined) {
            await trx
              .updateTable('groups')
              .set({ ...(input.name !== undefined ? { name: input.name, name_key: nameKey(input.name) } : {}), ...(input.trainer !== undefined ? { trainer_id: input.trainer } : {}) })
              .where('id', '=', current.id)
              .execute();
          }
          if (input.learners) await replaceMembers(trx, current.id, 'learner_id', input.learners, now);
          if (input.teamMembers) await replaceMembers(trx, current.id, 'team_member_id', input.teamMembers, now);
        })
        .catch(uniqueNameGuard);
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('groups').where('id', '=', current.id).execute();
    },
  },
});

/** `GET /group-learners?groupe={id}`: the members of a group, oldest first (spec part 2 §9). */
export const groupLearnerRoutes = new Hono<AppEnv>().get('/group-learners', async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const raw = query.groupe?.at(-1) ?? query.group?.at(-1);
  if (!raw || !isRowId(raw)) throw badRequest('Le paramètre « groupe » est obligatoire.');
  const group = await selectGroups(deps, auth).where('groups.id', '=', Number(raw)).executeTakeFirst();
  if (!group) throw new ApiError(404, 'Groupe introuvable.');
  const base = deps.db
    .selectFrom('group_learners')
    .leftJoin('learners', 'learners.id', 'group_learners.learner_id')
    .leftJoin('users', 'users.id', 'group_learners.team_member_id')
    .select([
      'group_learners.id',
      'group_learners.group_id',
      'group_learners.created_at',
      'learners.id as learner_id',
      'learners.first_name as learner_first_name',
      'learners.last_name as learner_last_name',
      'learners.email as learner_email',
      'learners.phone as learner_phone',
      'learners.archived as learner_archived',
      'users.id as member_id',
      'users.first_name as member_first_name',
      'users.last_name as member_last_name',
      'users.role as member_role',
    ])
    .where('group_learners.group_id', '=', group.id);
  return c.json(
    await paginate(base, {
      query: { ...query, groupe: [], group: [] },
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'group_learners.id',
      spec: {
        defaultItemsPerPage: 5000,
        maxItemsPerPage: 5000,
        order: { createdAt: 'group_learners.created_at' },
        defaultOrder: [['group_learners.created_at', 'asc']],
        search: ['learners.last_name', 'learners.first_name', 'users.last_name', 'users.first_name'],
      },
      toJsonLd: (row) =>
        jsonLd<GroupLearner>('GroupLearner', iri('/group-learners', row.id), {
          id: row.id,
          group: iri('/groups', row.group_id),
          learner:
            row.learner_id === null
              ? null
              : {
                  id: row.learner_id,
                  firstName: row.learner_first_name ?? '',
                  lastName: row.learner_last_name ?? '',
                  email: row.learner_email,
                  phone: row.learner_phone,
                  archived: row.learner_archived === 1,
                },
          teamMember:
            row.member_id === null
              ? null
              : {
                  id: row.member_id,
                  firstName: row.member_first_name ?? '',
                  lastName: row.member_last_name ?? '',
                  accountType: row.member_role ?? ROLES.trainer,
                },
          createdAt: row.created_at,
        }),
    }),
  );
});

