import { tutorialItemSchema, tutorialPatchSchema, tutorialSchema, type TutorialInput, type TutorialPatch } from '../../../src/modules/platform/schema';
import type { Tutorial } from '../../../src/modules/platform/types';
import type { AppDeps } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd, singlePage } from '../../core/hydra';
import { crudDeclarations } from '../../core/routes/crud';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import type { TutorialsTable } from '../../db/tables/administration';
import { givenColumns } from '../../core/patch';

const TUTORIALS_PATH = '/tutorials';

type TutorialRow = Pick<TutorialsTable, 'title' | 'url' | 'route' | 'menu' | 'group_name'> & { id: number; index_order: number };

const toTutorial = (row: TutorialRow): Tutorial => ({
  id: row.id,
  title: row.title,
  url: row.url,
  route: row.route,
  menu: row.menu,
  group: row.group_name,
  indexOrder: row.index_order,
});

const selectTutorials = (deps: AppDeps) => deps.db.selectFrom('tutorials').selectAll('tutorials');

/**
 * The contextual tutorials (`/tutorials`, spec part 2 §7): `GET /tutorials/group` feeds the shell's
 * tutorials of the current screen. Read by every signed-in user, written by the platform ADMIN.
 */
export const TUTORIAL_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Tutorial>({
    method: 'GET',
    path: `${TUTORIALS_PATH}/group`,
    access: 'authenticated',
    hydraClass: 'Tutorial',
    summary: 'Lists every tutorial, by group and order, on one page (the shell picks those of the current screen).',
    output: tutorialItemSchema,
    async handle({ deps, url }) {
      const rows = await selectTutorials(deps).orderBy('group_name').orderBy('index_order').orderBy('title').execute();
      const members = rows.map((row) => jsonLd('Tutorial', iri(TUTORIALS_PATH, row.id), toTutorial(row)));
      return singlePage(url, members);
    },
  }),

  ...crudDeclarations({
    path: TUTORIALS_PATH,
    type: 'Tutorial',
    output: tutorialItemSchema,
    access: { read: 'authenticated', create: 'admin', update: 'admin', remove: 'admin' },
    summaries: {
      list: 'Lists the tutorials, with search and filters on their route or menu.',
      read: 'Reads a tutorial.',
      create: 'Creates a tutorial shown on a route or a learner-record menu.',
      update: 'Updates a tutorial (merge-patch); it keeps a route or a menu.',
      remove: 'Deletes a tutorial.',
    },
    select: selectTutorials,
    idColumn: 'tutorials.id',
    toItem: toTutorial,
    list: {
      defaultItemsPerPage: 10,
      maxItemsPerPage: 1000,
      order: { title: 'tutorials.title', group: 'tutorials.group_name', route: 'tutorials.route', indexOrder: 'tutorials.index_order' },
      defaultOrder: [['tutorials.group_name', 'asc'], ['tutorials.index_order', 'asc']],
      search: ['tutorials.title', 'tutorials.route', 'tutorials.group_name'],
      exact: { route: { column: 'tutorials.route', kind: 'string' }, menu: { column: 'tutorials.menu', kind: 'int' } },
    },
    create: {
      schema: tutorialSchema,
      async insert(deps, _auth, input: TutorialInput) {
        const row = await deps.db
          .insertInto('tutorials')
          .values({ title: input.title, url: input.url, route: input.route, menu: input.menu, group_name: input.group, index_order: input.indexOrder })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    },
    update: {
      schema: tutorialPatchSchema,
      async apply(deps, _auth, current, input: TutorialPatch) {
        const route = input.route === undefined ? current.route : input.route;
        const menu = input.menu === undefined ? current.menu : input.menu;
        if (route === null && menu === null) {
          throw invalidField('route', 'Indiquez la route ou le menu où le tutoriel s’affiche.');
        }
        await deps.db
          .updateTable('tutorials')
          .set(givenColumns({
            title: input.title,
            url: input.url,
            route,
            menu,
            group_name: input.group,
            index_order: input.indexOrder,
          }))
          .where('id', '=', current.id)
          .execute();
      },
    },
    remove: {
      async apply(deps, _auth, current) {
        await deps.db.deleteFrom('tutorials').where('id', '=', current.id).execute();
      },
    },
  }),
];
