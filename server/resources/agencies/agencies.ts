import { agencyPatchSchema, agencyRequestItemSchema, agencyRequestSchema, agencySchema, type AgencyPatch, type AgencyRequestInput } from '../../../src/modules/agencies/schema';
import type { AgencyRequest } from '../../../src/modules/agencies/types';
import type { Agency } from '../../../src/shared/references/types';
import { badRequest } from '../../core/errors';
import { iri, jsonLd, singlePage } from '../../core/hydra';
import { crudDeclarations } from '../../core/routes/crud';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { AGENCIES_PATH, AGENCY_LIST, agencyJsonLd, fold, selectAgencies, toAgency } from './agency-store';
import { givenColumns, ifGiven } from '../../core/patch';

/**
 * The agencies of the caller's structure (`/agencies`: structure, isPrincipal, simplesearch; 30 a
 * page), the principal-agency search and the requests for a new agency. Read by every signed-in user
 * (their agencies); changed with isViewAgencies.
 */
export const AGENCY_ROUTES: readonly RouteDeclaration[] = [
  ...crudDeclarations({
    path: AGENCIES_PATH,
    type: 'Agency',
    output: agencySchema,
    access: { read: 'authenticated', update: ['isViewAgencies'] },
    summaries: {
      list: 'Lists the caller’s agencies, principal first.',
      read: 'Reads one of the caller’s agencies.',
      update: 'Updates an agency’s identity and legal numbers (merge-patch).',
    },
    select: selectAgencies,
    idColumn: 'agencies.id',
    toItem: toAgency,
    list: AGENCY_LIST,
    update: {
      schema: agencyPatchSchema,
      async apply(deps, _auth, current, input: AgencyPatch) {
        await deps.db
          .updateTable('agencies')
          .set(
            givenColumns({
              name: input.name,
              siret: input.siret,
              vat_number: input.vatNumber,
              approval_number: ifGiven(input.approvalNumber, (number) => number?.replace(/\s+/g, '').toUpperCase() ?? null),
              address: input.address,
              postal_code: input.postalCode,
              city: input.city,
              phone: input.phone,
              email: input.email,
            }),
          )
          .where('id', '=', current.id)
          .execute();
      },
    },
  }),

  /**
   * The structure's principal agency by default; `isPrincipal=0` the others; `searchPrincipal` keeps
   * those whose name, city or postal code contains the words (case and accents ignored); `idCenter`
   * keeps that one agency of the structure.
   */
  collectionRoute<Agency>({
    method: 'GET',
    path: `${AGENCIES_PATH}/principal`,
    access: 'authenticated',
    hydraClass: 'Agency',
    summary: 'Lists the structure’s principal agency (or, with `isPrincipal=0`, the others), searched by `searchPrincipal` or `idCenter`.',
    output: agencySchema,
    async handle({ deps, auth, query, url }) {
      const isPrincipal = query.isPrincipal?.[0];
      if (isPrincipal !== undefined && !['0', '1', 'true', 'false'].includes(isPrincipal)) throw badRequest('Le filtre isPrincipal attend true ou false.');
      const idCenter = query.idCenter?.[0];
      if (idCenter !== undefined && !/^\d{1,10}$/.test(idCenter)) throw badRequest('Le filtre idCenter attend l’identifiant d’une agence.');
      const words = fold(query.searchPrincipal?.[0] ?? '').split(/\s+/).filter(Boolean);
      let select = deps.db
        .selectFrom('agencies')
        .selectAll()
        .where('structure_id', '=', auth.structureId)
        .where('is_principal', '=', isPrincipal === '0' || isPrincipal === 'false' ? 0 : 1);
      if (idCenter !== undefined) select = select.where('id', '=', Number(idCenter));
      const rows = (await select.orderBy('id').execute()).filter((row) => {
        const haystack = fold(`${row.name} ${row.city ?? ''} ${row.postal_code ?? ''}`);
        return words.every((word) => haystack.includes(word));
      });
      return singlePage(url, rows.map(agencyJsonLd));
    },
  }),

  itemRoute<AgencyRequestInput, AgencyRequest>({
    method: 'POST',
    path: '/agency/request',
    access: ['isViewAgencies'],
    hydraClass: 'AgencyRequest',
    summary: 'Asks the platform for a new agency.',
    input: agencyRequestSchema,
    status: 201,
    output: agencyRequestItemSchema,
    async handle({ deps, auth, body }) {
      const row = await deps.db
        .insertInto('agency_requests')
        .values({ structure_id: auth.structureId, user_id: auth.userId, name: body.name, city: body.city, message: body.message })
        .returningAll()
        .executeTakeFirstOrThrow();
      return jsonLd<AgencyRequest>('AgencyRequest', iri('/agency/request', row.id), {
        id: row.id,
        name: row.name,
        city: row.city,
        message: row.message,
        status: 'pending',
        createdAt: row.created_at,
      });
    },
  }),
];
