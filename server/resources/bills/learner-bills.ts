import { INVOICES } from '../../../src/shared/auth/permission-groups';
import { invoiceSchema } from '../../../src/modules/invoices/schema';
import type { Invoice } from '../../../src/modules/invoices/types';
import { invalidField } from '../../core/errors';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { billJsonLd, toInvoice } from './documents';
import { BILL_LIST_SPEC, countBills, selectBills } from './model';

const LEARNER_REQUIRED = 'Précisez l’apprenant dont vous voulez les factures.';

/**
 * `GET /accounting/bills?learner={id}` (spec part 2 §4): the invoices of one learner of the caller's
 * agencies, for the learner record's tab « Factures » — drafts included, credit notes left to the
 * sales journal (`/accounting/invoices`), where each one is listed beside its invoice.
 */
export const LEARNER_BILL_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Invoice>({
    method: 'GET',
    path: '/accounting/bills',
    access: INVOICES,
    hydraClass: 'Invoice',
    summary: 'Lists the invoices of one learner (`learner` required) of the caller’s agencies.',
    refusals: [422],
    output: invoiceSchema,
    list: BILL_LIST_SPEC,
    handle: ({ deps, auth, query, paginate }) => {
      const learner = query.learner ?? [];
      if (learner.length !== 1 || !/^[1-9][0-9]*$/.test(learner[0]!)) {
        throw invalidField('learner', LEARNER_REQUIRED);
      }
      return paginate(
        selectBills(deps.db, auth, 'invoice'),
        { idColumn: 'bills.id', toJsonLd: (row) => billJsonLd('invoice', row.id, toInvoice(row)) },
        countBills(deps.db, auth, 'invoice'),
      );
    },
  }),
];
