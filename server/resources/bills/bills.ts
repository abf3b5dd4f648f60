import type { BillStatus } from '../../../src/shared/accounting/status';
import { billCreateSchema, createdBillSchema, type BillCreate, type CreatedBill, type NewBillKind } from '../../../src/shared/accounting/bill-create';
import type { Permission } from '../../../src/shared/auth/permissions';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import { insertDraftInvoice } from '../invoices/invoice-store';
import { insertQuotation } from '../quotations/quotation-store';
import { getBill } from './documents';
import { BILL_PATHS } from './model';

/** Who may create each kind (the permission of « Nouveau devis », of « Nouvelle facture »). */
const CREATE_PERMISSION: Record<NewBillKind, Permission> = { quotation: 'isCreateQuotation', invoice: 'isCreateInvoice' };

/** The agency of the learner, one of the caller's (else the learner is unknown to them: 422 on the field). */
async function learnerAgency(deps: AppDeps, auth: AuthContext, learnerId: number): Promise<number> {
  const row = await deps.db.selectFrom('learners').select('learners.agency_id').where('learners.id', '=', learnerId).$call(inCallerAgencies(auth, 'learners')).executeTakeFirst();
  if (!row) throw invalidField('learner', 'Apprenant inconnu ou inaccessible.');
  return row.agency_id;
}

/** An empty draft of `kind` for the learner, in their agency; answers its id. */
async function insertDraft(deps: AppDeps, auth: AuthContext, input: BillCreate, agencyId: number): Promise<number> {
  const values = { agencyId, learnerId: input.learner, organizationId: input.organization ?? null, title: input.title ?? null, notes: input.notes ?? null };
  return deps.db.transaction().execute(async (trx) => {
    if (input.kind === 'quotation') return insertQuotation(trx, deps, auth, values);
    return insertDraftInvoice(trx, deps, auth, values);
  });
}

/**
 * `POST /accounting/bills` (spec part 1 §7, the quotations' calls): an empty draft quotation or
 * invoice for a learner, in the learner's agency — the learner record's « Factures » tab starts one
 * there, then its lines are written on the document's own screen. Creating a quotation needs
 * « Créer un devis », an invoice « Créer une facture ».
 */
export const BILL_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<BillCreate, CreatedBill>({
    method: 'POST',
    path: '/accounting/bills',
    access: Object.values(CREATE_PERMISSION),
    hydraClass: 'Bill',
    summary: 'Creates an empty draft quotation or invoice (`kind`) for a learner, in the learner’s agency.',
    input: billCreateSchema,
    status: 201,
    output: createdBillSchema,
    async handle({ deps, auth, body }) {
      assertPermission(auth, [CREATE_PERMISSION[body.kind]]);
      const agencyId = await learnerAgency(deps, auth, body.learner);
      const id = await insertDraft(deps, auth, body, agencyId);
      const row = await getBill(deps.db, auth, body.kind, id);
      return jsonLd<CreatedBill>('Bill', iri(BILL_PATHS[body.kind], row.id), {
        id: row.id,
        kind: body.kind,
        status: row.status as BillStatus,
        number: row.number,
        agency: { '@id': iri('/agencies', row.agency_id), id: row.agency_id, name: row.agency_name },
        learner: { '@id': iri('/learners', body.learner), id: body.learner },
        customerName: row.customer_name,
      });
    },
  }),
];
