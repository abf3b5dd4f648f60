import { observationCreateSchema, observationPatchSchema } from '../../../src/modules/learners/schema';
import type { Observation } from '../../../src/modules/learners/types';
import { observationRights } from '../../../src/shared/learners/observation-rights';
import type { AuthContext } from '../../core/env';
import { forbidden } from '../../core/errors';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import { learnerIri, learnerOfPayload, userRef } from './common';
import { observationSchema } from '../../../src/modules/learners/schema';

const NOT_AUTHOR_REWRITE = 'Seul l’auteur d’une observation peut la modifier.';
const NOT_AUTHOR_REMOVE = 'Seul l’auteur d’une observation, ou un gestionnaire des apprenants, peut la supprimer.';

const rightsOf = (auth: AuthContext, row: { author_id: number | null }) => observationRights(row.author_id, auth.userId, [...auth.permissions]);

/**
 * `/observations`: notes on a learner, newest first; the author is the caller. Only the author
 * rewrites one, the author or a record manager deletes it (`observationRights`, issue 36 S5).
 */
export const OBSERVATION_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: '/observations',
  type: 'Observation',
  output: observationSchema,
  access: { read: 'authenticated', write: 'authenticated' },
  summaries: {
    list: 'Lists the observations on the caller’s learners (`learner` filter), newest first.',
    read: 'Reads an observation.',
    create: 'Writes an observation on a learner; the caller is its author.',
    update: 'Rewrites an observation: its author only (403 for anyone else).',
    remove: 'Deletes an observation: its author, or a holder of isModifyLearners (403 for anyone else).',
  },
  select: (deps, auth) =>
    deps.db
      .selectFrom('observations')
      .innerJoin('learners', 'learners.id', 'observations.learner_id')
      .leftJoin('users', 'users.id', 'observations.author_id')
      .select([
        'observations.id',
        'observations.learner_id',
        'observations.author_id',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
        'observations.content',
        'observations.created_at',
        'observations.updated_at',
      ])
      .$call(inCallerAgencies(auth, 'learners')),
  idColumn: 'observations.id',
  toItem: (row): Observation => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    author: userRef(row.author_id, row.author_first_name, row.author_last_name),
    content: row.content,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 1000,
    order: { createdAt: 'observations.created_at' },
    defaultOrder: [['observations.created_at', 'desc']],
    search: ['observations.content'],
    exact: { learner: { column: 'observations.learner_id', kind: 'int' } },
  },
  create: {
    schema: observationCreateSchema,
    async insert(deps, auth, input) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      const now = deps.now().toISOString();
      const row = await deps.db
        .insertInto('observations')
        .values({ structure_id: auth.structureId, learner_id: learner.id, author_id: auth.userId, content: input.content, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: observationPatchSchema,
    async apply(deps, auth, current, input) {
      if (!rightsOf(auth, current).rewrite) throw forbidden(NOT_AUTHOR_REWRITE);
      await deps.db.updateTable('observations').set({ content: input.content, updated_at: deps.now().toISOString() }).where('id', '=', current.id).execute();
    },
  },
  remove: {
    async apply(deps, auth, current) {
      if (!rightsOf(auth, current).remove) throw forbidden(NOT_AUTHOR_REMOVE);
      await deps.db.deleteFrom('observations').where('id', '=', current.id).execute();
    },
  },
});
