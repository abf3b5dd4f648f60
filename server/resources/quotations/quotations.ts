import type { Kysely } from 'kysely';
import { quotationCreateSchema, quotationDetailsSchema, quotationPatchSchema, quotationSchema } from '../../../src/modules/quotations/schema';
import type { Quotation } from '../../../src/modules/quotations/types';
import { BILL_STATUS, canMoveQuotation, isQuotationDeletable, isQuotationEditable } from '../../../src/shared/accounting/status';
import { QUOTATIONS } from '../../../src/shared/auth/permission-groups';
import type { Permission } from '../../../src/shared/auth/permissions';
import { conflict } from '../../core/errors';
import { assertPermission } from '../../core/permissions';
import { collectionRoute, emptyRoute, itemRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import type { Database } from '../../db/schema';
import { fileResponse } from '../../pdf/response';
import { billJsonLd, getBill, quotationDetails, renderBill, toQuotation } from '../bills/documents';
import { BILL_LIST_SPEC, BILL_PATHS, countBills, partyColumns, replaceLines, resolveParty, selectBills } from '../bills/model';
import { insertWithLines } from '../bills/drafts';
import { issueQuotation } from '../bills/quotation-issue';
import { insertQuotation, NOT_FOUND } from './quotation-store';
import { givenColumns } from '../../core/patch';

const EDIT: Permission[] = ['isCreateQuotation', 'isUpdateQuotation'];
const PATH = BILL_PATHS.quotation;

/**
 * The quotations of the caller's agencies (`/accounting/quotations`, spec part 1 §7): list, read
 * with lines, create a numbered draft, merge-patch (fields, or the status: send, validate, refuse —
 * each asks its own permission), delete one not invoiced, and its PDF.
 */
export const QUOTATION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Quotation>({
    method: 'GET',
    path: PATH,
    access: QUOTATIONS,
    hydraClass: 'Quotation',
    summary: 'Lists the quotations of the caller’s agencies (filters, search, order; 100 a page at most).',
    output: quotationSchema,
    cached: true,
    handle: ({ deps, auth, paginate }) =>
      paginate(
        selectBills(deps.db, auth, 'quotation'),
        {
          spec: { ...BILL_LIST_SPEC, maxItemsPerPage: 100 },
          idColumn: 'bills.id',
          toJsonLd: (row) => billJsonLd('quotation', row.id, toQuotation(row)),
        },
        countBills(deps.db, auth, 'quotation'),
      ),
  }),

  itemRoute({
    method: 'GET',
    path: `${PATH}/{id}`,
    access: QUOTATIONS,
    hydraClass: 'Quotation',
    summary: 'Reads a quotation with its lines and VAT breakdown.',
    output: quotationDetailsSchema,
    cached: true,
    handle: async ({ deps, auth, id }) => quotationDetails(deps.db, await getBill(deps.db, auth, 'quotation', id(), NOT_FOUND)),
  }),

  itemRoute({
    method: 'POST',
    path: PATH,
    access: ['isCreateQuotation'],
    hydraClass: 'Quotation',
    summary: 'Creates a draft quotation, numbered, with its lines.',
    input: quotationCreateSchema,
    status: 201,
    output: quotationDetailsSchema,
    async handle({ deps, auth, body: input }) {
      assertAgency(auth, input.agency);
      const id = await insertWithLines(deps, auth, input, (trx, draft) => insertQuotation(trx, deps, auth, { ...draft, validityDate: input.validityDate }));
      return quotationDetails(deps.db, await getBill(deps.db, auth, 'quotation', id));
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: `${PATH}/{id}`,
    access: ['isCreateQuotation', 'isUpdateQuotation', 'isValidateQuotation', 'isRejectQuotation'],
    hydraClass: 'Quotation',
    summary: 'Updates a quotation (merge-patch): its fields while editable, or its status (each move asks its own permission).',
    input: quotationPatchSchema,
    output: quotationDetailsSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await getBill(deps.db, auth, 'quotation', id(), NOT_FOUND);
      const { status, ...fields } = input;
      const editsFields = Object.keys(fields).length > 0;
      // Changing an existing quotation (its lines, party, dates…) is « Modifier un devis »: « Créer un devis »
      // alone creates new ones only (issue 24 point 21, docs/decisions.md).
      if (editsFields) assertPermission(auth, ['isUpdateQuotation']);
      if (status === BILL_STATUS.validated) assertPermission(auth, ['isValidateQuotation']);
      if (status === BILL_STATUS.refused) assertPermission(auth, ['isRejectQuotation']);
      if (status === BILL_STATUS.pending) assertPermission(auth, [...EDIT, 'isValidateQuotation']);
      if (!editsFields && status === undefined) throw conflict('Aucune modification demandée.');
      if (current.invoice_id !== null) throw conflict('Ce devis a été facturé : il ne peut plus être modifié.');
      if (editsFields && !isQuotationEditable(current.status)) {
        throw conflict('Ce devis ne peut plus être modifié : seuls les devis en brouillon, en attente ou en cours le peuvent.');
      }
      if (status !== undefined && status !== current.status && !canMoveQuotation(current.status, status)) {
        throw conflict('Ce changement de statut n’est pas possible pour ce devis.');
      }
      const now = deps.now().toISOString();
      const party =
        fields.learner !== undefined || fields.organization !== undefined
          ? await resolveParty(deps.db, auth, fields.learner ?? current.learner_id ?? 0, fields.organization === undefined ? current.organization_id : fields.organization)
          : null;
      const changes = givenColumns({
        ...(party
          ? partyColumns(party)
          : {}),
        title: fields.title,
        notes: fields.notes,
        issue_date: fields.issueDate,
        validity_date: fields.validityDate,
        ...(status !== undefined ? { status } : {}),
        ...(status === BILL_STATUS.validated ? { validated_at: now } : {}),
        updated_at: now,
      });
      // The quotation's row is written last and, without new lines, alone: one statement is atomic by itself,
      // and without BEGIN and COMMIT round trips the row is locked only while the server runs it.
      const write = (db: Kysely<Database>) => db.updateTable('bills').set(changes).where('id', '=', current.id).execute();
      const lines = fields.lines;
      if (lines === undefined) await write(deps.db);
      else {
        await deps.db.transaction().execute(async (trx) => {
          await replaceLines(trx, current, lines, now);
          await write(trx);
        });
      }
      await issueQuotation(deps.db, current.id, party !== null);
      return quotationDetails(deps.db, await getBill(deps.db, auth, 'quotation', current.id));
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${PATH}/{id}`,
    access: ['isDeleteQuotation'],
    hydraClass: 'Quotation',
    summary: 'Deletes a quotation that was not invoiced, with its lines.',
    async handle({ deps, auth, id }) {
      const current = await getBill(deps.db, auth, 'quotation', id(), NOT_FOUND);
      if (current.invoice_id !== null) throw conflict('Ce devis a été facturé : il ne peut pas être supprimé.');
      if (!isQuotationDeletable({ status: current.status, invoiced: false })) throw conflict('Ce devis a été accepté par l’apprenant : il ne peut pas être supprimé.');
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('bill_lines').where('bill_id', '=', current.id).execute();
        await trx.deleteFrom('bills').where('id', '=', current.id).execute();
      });
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${PATH}/{id}/pdf`,
    access: ['isPrintQuotation'],
    hydraClass: 'Quotation',
    summary: 'The PDF of a quotation.',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const row = await getBill(deps.db, auth, 'quotation', id(), NOT_FOUND);
      const file = await renderBill(deps, auth, row, 'download');
      return fileResponse(c, file.bytes, file.filename);
    },
  }),
];
