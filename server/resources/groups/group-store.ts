import { sql, type Kysely } from 'kysely';
import type { GroupCreate, GroupPatch } from '../../../src/modules/groups/schema';
import type { Group } from '../../../src/modules/groups/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField, isUniqueViolation } from '../../core/errors';
import { assertAgency, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import { nameKey } from '../../db/search-text';
import { agencyRef, assertTeamMember, userRef } from '../learners/common';
import type { RowOf } from '../../db/rows';

type Db = Kysely<Database>;

/** The server's text for a duplicate name (spec part 2 §5), shown by the form on its field. */
export const GROUP_NAME_TAKEN = 'Le nom du groupe doit être unique';

export function selectGroups(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('groups')
    .leftJoin('users', 'users.id', 'groups.trainer_id')
    .select((eb) => [
      'groups.id',
      'groups.name',
      'groups.agency_id',
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
    ])
    .$call(withAgencyName(auth, 'groups'));
}

export type GroupRow = RowOf<typeof selectGroups>;

export const toGroup = (row: GroupRow): Group => ({
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
  if (await q.executeTakeFirst()) throw invalidField('name', GROUP_NAME_TAKEN);
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
    if (!row || !auth.agencyIds.includes(row.agency_id)) throw invalidField('learners', 'Un des apprenants est inconnu ou ne vous est pas accessible.');
    if (row.agency_id !== agencyId) {
      throw invalidField('learners', `${row.first_name} ${row.last_name} n’appartient pas à l’agence du groupe.`);
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
  if (isUniqueViolation(err)) throw invalidField('name', GROUP_NAME_TAKEN);
  throw err;
}

/** Creates a group with its learners and team members; answers its id. */
export async function insertGroup(deps: AppDeps, auth: AuthContext, input: GroupCreate): Promise<number> {
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
}

/** Applies a merge-patch: name, trainer, and the members of each kind given (replaced). */
export async function updateGroup(deps: AppDeps, auth: AuthContext, current: GroupRow, input: GroupPatch): Promise<void> {
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
}
