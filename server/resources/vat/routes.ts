import type { Kysely } from 'kysely';
import { tvaCreateSchema, tvaPatchSchema } from '../../../src/modules/vat/schema';
import type { Tva } from '../../../src/modules/vat/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AuthContext } from '../../core/env';
import { ApiError, conflict } from '../../core/errors';
import { assertAgency, scoped } from '../../core/scope';
import type { Database } from '../../db/schema';

/** The text the front end silences (spec part 2 §5): every refusal starts with it. */
export const VAT_DELETE_REFUSED = 'La suppression de cette TVA n’est pas autorisée';

function selectTvas(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('tvas')
      .innerJoin('agencies', 'agencies.id', 'tvas.agency_id')
      .select([
        'tvas.id',
        'tvas.label',
        'tvas.rate_bp',
        'tvas.is_default',
        'tvas.legal_mention',
        'tvas.agency_id',
        'tvas.created_at',
        'agencies.name as agency_name',
        'agencies.is_principal as agency_is_principal',
      ]),
    auth,
    { structure: 'tvas.structure_id', agency: 'tvas.agency_id' },
  );
}

type TvaRow = Awaited<ReturnType<ReturnType<typeof selectTvas>['executeTakeFirstOrThrow']>>;

const toTva = (row: TvaRow): Tva => ({
  id: row.id,
  label: row.label,
  rate: row.rate_bp / 100,
  isDefault: row.is_default === 1,
  legalMention: row.legal_mention,
  agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name, isPrincipal: row.agency_is_principal === 1 },
  createdAt: row.created_at,
});

const toBasisPoints = (rate: number) => Math.round(rate * 100);

/** One default rate per agency: setting one clears the others (inside the caller's transaction). */
async function clearDefault(trx: Kysely<Database>, agencyId: number): Promise<void> {
  await trx.updateTable('tvas').set({ is_default: 0 }).where('agency_id', '=', agencyId).execute();
}

async function assertRateFree(db: Kysely<Database>, agencyId: number, rateBp: number, exceptId?: number): Promise<void> {
  let query = db.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).where('rate_bp', '=', rateBp);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    const message = 'Ce taux existe déjà pour cette agence.';
    throw new ApiError(422, message, [{ propertyPath: 'rate', message }]);
  }
}

/**
 * `/billing/tvas`: paged (10) with agency, simplesearch and order, or `isDefault` with up to 10000;
 * create, read, update (merge-patch) and delete. The default rate of an agency and a rate used by
 * services cannot be deleted.
 */
export const vatRoutes = crudRoutes({
  path: '/billing/tvas',
  type: 'Tva',
  select: selectTvas,
  idColumn: 'tvas.id',
  rowId: (row) => row.id,
  toItem: toTva,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 10_000,
    order: { label: 'tvas.label', rate: 'tvas.rate_bp', createdAt: 'tvas.created_at', agency: 'agencies.name', isDefault: 'tvas.is_default' },
    defaultOrder: [['agencies.name', 'asc'], ['tvas.rate_bp', 'desc']],
    search: ['tvas.label', 'tvas.legal_mention', 'agencies.name'],
    exact: { agency: { column: 'tvas.agency_id', kind: 'int' }, isDefault: { column: 'tvas.is_default', kind: 'bool' } },
  },
  create: {
    schema: tvaCreateSchema,
    async insert(deps, auth, input) {
      assertAgency(auth, input.agency);
      const rateBp = toBasisPoints(input.rate);
      return deps.db.transaction().execute(async (trx) => {
        await assertRateFree(trx, input.agency, rateBp);
        const first = !(await trx.selectFrom('tvas').select('id').where('agency_id', '=', input.agency).executeTakeFirst());
        const isDefault = input.isDefault || first;
        if (isDefault) await clearDefault(trx, input.agency);
        const row = await trx
          .insertInto('tvas')
          .values({
            structure_id: auth.structureId,
            agency_id: input.agency,
            label: input.label,
            rate_bp: rateBp,
            is_default: isDefault ? 1 : 0,
            legal_mention: input.legalMention,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },
  },
  update: {
    schema: tvaPatchSchema,
    async apply(deps, _auth, current, input) {
      const rateBp = input.rate === undefined ? current.rate_bp : toBasisPoints(input.rate);
      const legalMention = input.legalMention === undefined ? current.legal_mention : input.legalMention;
      if (rateBp === 0 && legalMention === null) {
        const message = 'Un taux exonéré (0 %) doit porter sa mention légale.';
        throw new ApiError(422, message, [{ propertyPath: 'legalMention', message }]);
      }
      if (input.isDefault === false && current.is_default === 1) {
        throw conflict('Choisissez un autre taux par défaut pour cette agence plutôt que de retirer celui-ci.');
      }
      await deps.db.transaction().execute(async (trx) => {
        await assertRateFree(trx, current.agency_id, rateBp, current.id);
        if (input.isDefault) await clearDefault(trx, current.agency_id);
        await trx
          .updateTable('tvas')
          .set({
            label: input.label ?? current.label,
            rate_bp: rateBp,
            legal_mention: legalMention,
            ...(input.isDefault ? { is_default: 1 } : {}),
          })
          .where('id', '=', current.id)
          .execute();
      });
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      if (current.is_default === 1) {
        throw conflict(`${VAT_DELETE_REFUSED} : c’est le taux par défaut de l’agence.`);
      }
      const usedBy = await deps.db.selectFrom('services').select('id').where('tva_id', '=', current.id).executeTakeFirst();
      if (usedBy) throw conflict(`${VAT_DELETE_REFUSED} : des prestations l’utilisent.`);
      await deps.db.deleteFrom('tvas').where('id', '=', current.id).execute();
    },
  },
});
