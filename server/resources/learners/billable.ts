import type { Learner } from '../../../src/modules/learners/types';
import { INVOICES, QUOTATIONS } from '../../../src/shared/auth/permission-groups';
import { invalidField } from '../../core/errors';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { learnerSchema } from '../../../src/modules/learners/schema';
import { listLearners } from './learner-store';

const AGENCY_REQUIRED = 'Précisez l’agence du document à établir.';

/**
 * `GET /learner/bill?agency.id={id}` (spec part 1 §4): the learners a quotation or an invoice of that
 * agency may be addressed to — its non-archived learners, searched and paged like `/learners` — for
 * the customer picker of « Nouveau devis » and « Nouvelle facture ».
 */
export const BILLABLE_LEARNER_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Learner>({
    method: 'GET',
    path: '/learner/bill',
    access: [...QUOTATIONS, ...INVOICES],
    hydraClass: 'Learner',
    summary: 'Lists the non-archived learners of one agency (`agency.id` required) a document may be addressed to.',
    refusals: [404, 422],
    output: learnerSchema,
    handle: ({ deps, auth, query, url }) => {
      const { 'agency.id': agency = [], ...rest } = query;
      if (agency.length !== 1 || !/^[1-9][0-9]*$/.test(agency[0]!)) {
        throw invalidField('agency.id', AGENCY_REQUIRED);
      }
      assertAgency(auth, Number(agency[0]), 'agency.id');
      return listLearners(deps, auth, { ...rest, agency: [agency[0]!], archived: ['0'] }, url);
    },
  }),
];
