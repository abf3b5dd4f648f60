import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { learnerArchiveSchema, learnerCreateSchema, learnerPatchSchema, type LearnerCreate, type LearnerPatch } from '../../../src/modules/learners/schema';
import type { Learner } from '../../../src/modules/learners/types';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { LEARNERS_PATH } from './common';
import { learnerSchema } from '../../../src/modules/learners/schema';
import { LEARNER_LIST, listLearners, loadLearner } from './learner-store';
import { archiveLearner, createLearner, deleteLearner, patchLearner } from './learner-writes';

/**
 * The learners (spec part 2 §7 « Learners »): the list with its filters, the record (create, read,
 * merge-patch update, delete) and the archive action.
 */
export const LEARNER_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Learner>({
    method: 'GET',
    path: LEARNERS_PATH,
    access: 'authenticated',
    hydraClass: 'Learner',
    summary: 'Lists the learners of the caller’s agencies, with filters, search and order.',
    output: learnerSchema,
    list: LEARNER_LIST,
    cached: true,
    handle: ({ deps, auth, query, url }) => listLearners(deps, auth, query, url),
  }),
  itemRoute<undefined, Learner>({
    method: 'GET',
    path: `${LEARNERS_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Learner',
    summary: 'Reads a learner’s record.',
    output: learnerSchema,
    cached: true,
    handle: ({ deps, auth, id }) => loadLearner(deps, auth, id()),
  }),
  itemRoute<LearnerCreate, Learner>({
    method: 'POST',
    path: LEARNERS_PATH,
    access: LEARNER_WRITE,
    hydraClass: 'Learner',
    summary: 'Creates a learner, with a first registration to a training when one is given.',
    input: learnerCreateSchema,
    status: 201,
    output: learnerSchema,
    handle: async ({ deps, auth, body }) => loadLearner(deps, auth, await createLearner(deps, auth, body)),
  }),
  itemRoute<LearnerPatch, Learner>({
    method: 'PATCH',
    path: `${LEARNERS_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'Learner',
    summary: 'Updates a learner’s record (merge-patch); a new current training must be one of its registrations.',
    input: learnerPatchSchema,
    output: learnerSchema,
    handle: async ({ deps, auth, id, body }) => loadLearner(deps, auth, await patchLearner(deps, auth, id(), body)),
  }),
  emptyRoute({
    method: 'DELETE',
    path: `${LEARNERS_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'Learner',
    summary: 'Deletes a learner without a signed contract nor accounting documents, with its files.',
    handle: ({ deps, auth, id }) => deleteLearner(deps, auth, id()),
  }),
  itemRoute<{ archived: true }, Learner>({
    method: 'PATCH',
    path: '/learner-archive/{id}',
    access: LEARNER_WRITE,
    hydraClass: 'Learner',
    summary: 'Archives a learner.',
    input: learnerArchiveSchema,
    output: learnerSchema,
    handle: async ({ deps, auth, id }) => {
      await archiveLearner(deps, auth, id());
      return loadLearner(deps, auth, id());
    },
  }),
];
