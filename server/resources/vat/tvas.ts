import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import { VAT_WRITE } from '../../../src/shared/auth/permission-groups';
import { tvaCreateSchema, tvaPatchSchema, tvaSchema, type TvaCreate, type TvaPatch } from '../../../src/modules/vat/schema';
import type { Tva } from '../../../src/modules/vat/types';
import { conflict, invalidField } from '../../core/errors';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { assertRateFree, clearDefault, loadTva, selectTvas, toBasisPoints, TVA_LIST, TVAS_PATH, tvaJsonLd } from './tva-store';

/** The text the front end shows for a refused deletion (spec part 2 §5); the screen matches its problem type. */
const DELETE_REFUSED = 'La suppression de cette TVA n’est pas autorisée';

/**
 * The VAT rates of the agencies (`/billing/tvas`): list, create, read, update (merge-patch) and
 * delete. The default rate of an agency and a rate used by services cannot be deleted.
 */
export const TVA_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Tva>({
    method: 'GET',
    path: TVAS_PATH,
    access: 'authenticated',
    hydraClass: 'Tva',
    summary: 'Lists the VAT rates of the caller’s agencies.',
    output: tvaSchema,
    list: TVA_LIST,
    handle: ({ deps, auth, paginate }) => paginate(selectTvas(deps, auth), { idColumn: 'tvas.id', toJsonLd: tvaJsonLd }),
  }),

  itemRoute<undefined, Tva>({
    method: 'GET',
    path: `${TVAS_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Tva',
    summary: 'Reads a VAT rate.',
    output: tvaSchema,
    handle: async ({ deps, auth, id }) => tvaJsonLd(await loadTva(deps, auth, id())),
  }),

  itemRoute<TvaCreate, Tva>({
    method: 'POST',
    path: TVAS_PATH,
    access: VAT_WRITE,
    hydraClass: 'Tva',
    summary: 'Creates a VAT rate; the first rate of an agency becomes its default.',
    input: tvaCreateSchema,
    status: 201,
    output: tvaSchema,
    async handle({ deps, auth, body }) {
      assertAgency(auth, body.agency);
      const rateBp = toBasisPoints(body.rate);
      const id = await deps.db.transaction().execute(async (trx) => {
        await assertRateFree(trx, body.agency, rateBp);
        const first = !(await trx.selectFrom('tvas').select('id').where('agency_id', '=', body.agency).executeTakeFirst());
        const isDefault = body.isDefault || first;
        if (isDefault) await clearDefault(trx, body.agency);
        const row = await trx
          .insertInto('tvas')
          .values({
            structure_id: auth.structureId,
            agency_id: body.agency,
            label: body.label,
            rate_bp: rateBp,
            is_default: isDefault ? 1 : 0,
            legal_mention: body.legalMention,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return tvaJsonLd(await loadTva(deps, auth, id));
    },
  }),

  itemRoute<TvaPatch, Tva>({
    method: 'PATCH',
    path: `${TVAS_PATH}/{id}`,
    access: VAT_WRITE,
    hydraClass: 'Tva',
    summary: 'Updates a VAT rate (merge-patch); setting it as default clears the agency’s other default.',
    input: tvaPatchSchema,
    output: tvaSchema,
    async handle({ deps, auth, id, body }) {
      const current = await loadTva(deps, auth, id());
      // An empty merge-patch changes nothing (RFC 7396): the item is answered as it is.
      if (Object.values(body).every((value) => value === undefined)) return tvaJsonLd(current);
      const rateBp = body.rate === undefined ? current.rate_bp : toBasisPoints(body.rate);
      const legalMention = body.legalMention === undefined ? current.legal_mention : body.legalMention;
      if (rateBp === 0 && legalMention === null) {
        throw invalidField('legalMention', 'Un taux exonéré (0 %) doit porter sa mention légale.');
      }
      if (body.isDefault === false && current.is_default === 1) {
        throw conflict('Choisissez un autre taux par défaut pour cette agence plutôt que de retirer celui-ci.');
      }
      await deps.db.transaction().execute(async (trx) => {
        await assertRateFree(trx, current.agency_id, rateBp, current.id);
        if (body.isDefault) await clearDefault(trx, current.agency_id);
        await trx
          .updateTable('tvas')
          .set({ label: body.label ?? current.label, rate_bp: rateBp, legal_mention: legalMention, ...(body.isDefault ? { is_default: 1 } : {}) })
          .where('id', '=', current.id)
          .execute();
      });
      return tvaJsonLd(await loadTva(deps, auth, current.id));
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${TVAS_PATH}/{id}`,
    access: VAT_WRITE,
    hydraClass: 'Tva',
    summary: 'Deletes a VAT rate that is not its agency’s default and that no service uses.',
    async handle({ deps, auth, id }) {
      const current = await loadTva(deps, auth, id());
      if (current.is_default === 1) {
        throw conflict(`${DELETE_REFUSED} : c’est le taux par défaut de l’agence.`, PROBLEM_TYPES.vatDeleteRefused);
      }
      const usedBy = await deps.db.selectFrom('services').select('id').where('tva_id', '=', current.id).executeTakeFirst();
      if (usedBy) throw conflict(`${DELETE_REFUSED} : des prestations l’utilisent.`, PROBLEM_TYPES.vatDeleteRefused);
      await deps.db.deleteFrom('tvas').where('id', '=', current.id).execute();
    },
  }),
];
