import { examOperatorSchema, operatorConfigurationSchema } from '../../../src/modules/private-operators/schema';
import type { ExamOperator, OperatorConfiguration } from '../../../src/modules/private-operators/types';
import { notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { collectionRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { routeId } from '../../core/scope';

const toOperator = (row: { id: number; code: string; name: string; website: string | null }): ExamOperator => ({
  id: row.id,
  code: row.code,
  name: row.name,
  website: row.website,
});

/** The exam operators and the structure's settings for them (spec part 1 §7, Partners). */
export const EXAM_OPERATOR_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<ExamOperator>({
    method: 'GET',
    path: '/structure/operators',
    access: 'authenticated',
    hydraClass: 'ExamOperator',
    summary: 'Lists the exam operators (page 1, 30000 per page).',
    output: examOperatorSchema,
    handle: ({ deps, paginate }) =>
      paginate(deps.db.selectFrom('exam_operators').select(['exam_operators.id', 'exam_operators.code', 'exam_operators.name', 'exam_operators.website']), {
        idColumn: 'exam_operators.id',
        spec: {
          defaultItemsPerPage: 30_000,
          maxItemsPerPage: 30_000,
          order: { name: 'exam_operators.name', code: 'exam_operators.code' },
          defaultOrder: [['exam_operators.name', 'asc']],
          search: ['exam_operators.name', 'exam_operators.code'],
          exact: { code: { column: 'exam_operators.code', kind: 'string' } },
        },
        toJsonLd: (row) => jsonLd('ExamOperator', iri('/structure/operators', row.id), toOperator(row)),
      }),
  }),

  collectionRoute<OperatorConfiguration>({
    method: 'GET',
    path: '/structure/operator-configuration',
    access: 'authenticated',
    hydraClass: 'OperatorConfiguration',
    summary: 'Lists the structure’s settings for each exam operator (structure.id).',
    output: operatorConfigurationSchema,
    async handle({ deps, auth, query, url }) {
      const raw = queryValue(query, 'structure.id');
      if (raw !== undefined && raw !== '' && routeId(raw) !== auth.structureId) throw notFound('Cette structure est introuvable.');
      const operators = await deps.db.selectFrom('exam_operators').selectAll().orderBy('name').execute();
      const configurations = await deps.db.selectFrom('operator_configurations').selectAll().where('structure_id', '=', auth.structureId).execute();
      const members = operators.map((operator) => {
        const configuration = configurations.find((row) => row.operator_id === operator.id);
        const body: OperatorConfiguration = {
          id: configuration?.id ?? null,
          operator: toOperator(operator),
          isEnabled: configuration?.is_enabled === 1,
          accountNumber: configuration?.account_number ?? null,
        };
        return jsonLd('OperatorConfiguration', `/api/structure/operator-configuration/${operator.id}`, body);
      });
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),
];
