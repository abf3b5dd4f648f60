import { Hono } from 'hono';
import type { ExamOperator, OperatorConfiguration } from '../../../src/modules/private-operators/types';
import type { AppEnv, AuthContext } from '../../core/env';
import { notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import { routeId } from '../../core/scope';

function ownStructureId(auth: AuthContext, raw: string | undefined): number {
  const id = routeId(raw);
  if (id !== auth.structureId) throw notFound('Cette structure est introuvable.');
  return id;
}

const toOperator = (row: { id: number; code: string; name: string; website: string | null }): ExamOperator => ({
  id: row.id,
  code: row.code,
  name: row.name,
  website: row.website,
});

/**
 * Partners (spec part 1 §7): the exam operators and the structure's settings for them (the structure's
 * configuration writes are declared in ../agencies/structure-settings.ts). `GET /structure/structure/{id}`
 * and `GET /agency/config/{id}` are the agencies area's.
 */
export const partnerRoutes = new Hono<AppEnv>();

/** `GET /structure/operators` (page 1, 30000 per page): the exam operators. */
partnerRoutes.get('/structure/operators', async (c) =>
  c.json(
    await paginate(c.var.deps.db.selectFrom('exam_operators').select(['exam_operators.id', 'exam_operators.code', 'exam_operators.name', 'exam_operators.website']), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: c.var.deps.dialect,
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
  ),
);

/** `GET /structure/operator-configuration` (structure.id): the structure's settings for each operator. */
partnerRoutes.get('/structure/operator-configuration', async (c) => {
  const { deps, auth } = c.var;
  const raw = c.req.query('structure.id');
  if (raw !== undefined && raw !== '') ownStructureId(auth, raw);
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
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

