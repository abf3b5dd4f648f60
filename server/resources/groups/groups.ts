import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { ROLES } from '../../../src/shared/auth/roles';
import { groupCreateSchema, groupLearnerSchema, groupPatchSchema, groupSchema } from '../../../src/modules/groups/schema';
import type { GroupLearner } from '../../../src/modules/groups/types';
import { badRequest, notFound } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { crudDeclarations } from '../../core/routes/crud';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { isRowId } from '../../core/scope';
import { insertGroup, selectGroups, toGroup, updateGroup } from './group-store';

/**
 * `/groups`: list (agency, trainer, simplesearch, order), create, read, merge-patch update, delete;
 * and `/group-learners?groupe={id}`, the members of a group, oldest first (spec part 2 §9).
 */
export const GROUP_ROUTES: readonly RouteDeclaration[] = [
  ...crudDeclarations({
    path: '/groups',
    type: 'Group',
    output: groupSchema,
    access: { read: 'authenticated', write: LEARNER_WRITE },
    summaries: {
      list: 'Lists the groups of learners of the caller’s agencies.',
      read: 'Reads a group of learners.',
      create: 'Creates a group (name unique in the structure) with its learners and team members.',
      update: 'Updates a group (merge-patch); the learners and team members given replace those of their kind.',
      remove: 'Deletes a group (its learners stay).',
    },
    select: selectGroups,
    idColumn: 'groups.id',
    toItem: toGroup,
    list: {
      defaultItemsPerPage: 10,
      maxItemsPerPage: 10_000,
      order: { name: 'groups.name', createdAt: 'groups.created_at', agency: 'agencies.name' },
      defaultOrder: [['groups.name', 'asc']],
      search: ['groups.name', 'agencies.name', 'users.first_name', 'users.last_name'],
      exact: { agency: { column: 'groups.agency_id', kind: 'int' }, trainer: { column: 'groups.trainer_id', kind: 'int' } },
    },
    create: { schema: groupCreateSchema, insert: insertGroup },
    update: { schema: groupPatchSchema, apply: updateGroup },
    remove: {
      async apply(deps, _auth, current) {
        await deps.db.deleteFrom('groups').where('id', '=', current.id).execute();
      },
    },
  }),
  collectionRoute<GroupLearner>({
    method: 'GET',
    path: '/group-learners',
    access: 'authenticated',
    hydraClass: 'GroupLearner',
    summary: 'Lists the members (learners and team members) of one group (`groupe` required), oldest first.',
    refusals: [404],
    output: groupLearnerSchema,
    async handle({ deps, auth, query, url }) {
      const raw = query.groupe?.at(-1) ?? query.group?.at(-1);
      if (!raw || !isRowId(raw)) throw badRequest('Le paramètre « groupe » est obligatoire.');
      const group = await selectGroups(deps, auth).where('groups.id', '=', Number(raw)).executeTakeFirst();
      if (!group) throw notFound('Groupe introuvable.');
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
      return paginate(base, {
        query: { ...query, groupe: [], group: [] },
        requestUrl: url,
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
      });
    },
  }),
];
