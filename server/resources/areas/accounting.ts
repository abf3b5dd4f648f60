import type { DeclaredArea } from '../../core/routes/types';
import { LEARNER_BILL_ROUTES } from '../bills/learner-bills';
import { BILLABLE_LEARNER_ROUTES } from '../learners/billable';
import { PACKAGE_ROUTES } from '../packages/packages';
import { TVA_ROUTES } from '../vat/tvas';
import { BILL_ROUTES } from '../bills/bills';

/** The accounting area: VAT rates, packages, a learner's bills and the learners one may bill. */
export const ACCOUNTING_AREA: DeclaredArea = {
  area: 'Comptabilité',
  routes: [
    ...TVA_ROUTES,
    ...LEARNER_BILL_ROUTES,
    ...BILLABLE_LEARNER_ROUTES,
    ...PACKAGE_ROUTES,
    ...BILL_ROUTES,
  ],
};
