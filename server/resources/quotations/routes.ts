import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { billActionSchema, mailValidationSchema, publicValidationSchema, quotationCreateSchema, quotationPatchSchema } from '../../../src/modules/quotations/schema';
import type { PublicQuotation } from '../../../src/modules/quotations/types';
import { BILL_STATUS, canMoveQuotation, isQuotationEditable } from '../../../src/shared/accounting/status';
import { toEuros } from '../../../src/shared/accounting/totals';
import type { Permission } from '../../../src/shared/auth/permissions';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { conflict, notFound } from '../../core/errors';
import { cachedAnswer } from '../../core/cache';
import { paginate } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { assertAgency, routeId } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { mailAnswer } from '../mail/answer';
import { markSentForValidation } from '../bills/mail';
import { issueQuotation } from '../bills/quotation-issue';
import { documentSeller } from '../bills/seller';
import { documentBuyer } from '../bills/buyer';
import { MAIL_SEND_PERMISSIONS } from '../../../src/shared/mail/permissions';
import { lockRow } from '../../db/sql';
import { fileResponse } from '../../pdf/response';
import { sellerIdentity } from '../billing/identity';
import { billConditions } from '../bills/conditions';
import { legalFooter } from '../bills/pdf';
import { billJsonLd, getBill, invoiceDetails, quotationDetails, renderBill, toQuotation } from '../bills/documents';
import { addDays, BILL_LIST_SPEC, BILL_PATHS, copyLines, loadLines, parisDate, replaceLines, resolveParty, countBills, selectBills, vatBreakdown, type BillRow } from '../bills/model';
import { formatDocumentNumber, nextSequence } from '../ledger/chain';
import { QUOTATIONS } from '../../../src/shared/auth/permission-groups';

export const QUOTATION_PERMISSIONS = QUOTATIONS;
const EDIT: Permission[] = ['isCreateQuotation', 'isUpdateQuotation'];
const NOT_FOUND = 'Ce devis est introuvable';
/** Statuses in which the learner may still accept a quotation through its link. */
const AWAITING_ANSWER = new Set<number>([BILL_STATUS.pending, BILL_STATUS.inProgress, BILL_STATUS.validated]);

async function quotationNumber(trx: Transaction<Database>, structureId: number, agencyId: number, issueDate: string): Promise<string> {
  const seller = await sellerIdentity(trx, agencyId);
  const { value } = await nextSequence(trx, structureId, 'quotation');
  return formatDocumentNumber({
    prefix: seller.quotationPrefix,
    year: Number(issueDate.slice(0, 4)),
    withYear: seller.numberWithYear,
    padding: seller.numberPadding,
    value,
  });
}

/** Inserts a draft quotation with its number and public uuid; answers its id. */
export async function insertQuotation(
  trx: Transaction<Database>,
  deps: AppDeps,
  auth: AuthContext,
  values: { agencyId: number; learnerId: number; organizationId: number | null; title: string | null; notes: string | null; issueDate?: string; validityDate?: string | null },
): Promise<number> {
  const party = await resolveParty(trx, auth, values.learnerId, values.organizationId);
  const now = deps.now();
  const issueDate = values.issueDate ?? parisDate(now);
  const seller = await sellerIdentity(trx, values.agencyId);
  const row = await trx
    .insertInto('bills')
    .values({
      structure_id: auth.structureId,
      agency_id: values.agencyId,
      kind: 'quotation',
      status: BILL_STATUS.draft,
      number: await quotationNumber(trx, auth.structureId, values.agencyId, issueDate),
      uuid: randomUUID(),
      learner_id: party.learnerId,
      organization_id: party.organizationId,
      customer_name: party.customerName,
      customer_address: party.customerAddress,
      customer_email: party.customerEmail,
      title: values.title,
      notes: values.notes,
      issue_date: issueDate,
      validity_date: values.validityDate ?? addDays(issueDate, seller.quotationValidityDays),
      payment_terms_days: seller.paymentTermsDays,
      created_by: auth.userId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The origin the public link is built on: the caller's page origin, else this server's. */
function publicOrigin(c: Context): string {
  const origin = c.req.header('origin');
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return new URL(c.req.url).origin;
}

function isExpired(row: BillRow, today: string): boolean {
  return row.validity_date !== null && row.validity_date < today;
}

/** A quotation by its public uuid: 404 for an unknown one and for a draft (not sent yet). */
async function publicRow(db: AppDeps['db'], uuid: string): Promise<BillRow> {
  const row = await db
    .selectFrom('bills')
    .innerJoin('agencies', 'agencies.id', 'bills.agency_id')
    .leftJoin('learners', 'learners.id', 'bills.learner_id')
    .leftJoin('organizations', 'organizations.id', 'bills.organization_id')
    .leftJoin('bills as src', 'src.id', 'bills.source_id')
    .leftJoin('bills as inv', (join) => join.onRef('inv.source_id', '=', 'bills.id').on('inv.kind', '=', 'invoice'))
    .selectAll('bills')
    .select([
      'src.number as source_number',
      'inv.id as invoice_id',
      'inv.number as invoice_number',
      'agencies.name as agency_name',
      'learners.first_name as learner_first_name',
      'learners.last_name as learner_last_name',
      'learners.email as learner_email',
      'organizations.name as organization_name',
    ])
    .where('bills.kind', '=', 'quotation')
    .where('bills.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row || row.status === BILL_STATUS.draft) throw notFound(NOT_FOUND);
  return row;
}

function checkUuid(raw: string | undefined): string {
  const parsed = publicValidationSchema.safeParse({ uuid: raw });
  if (!parsed.success) throw notFound(NOT_FOUND);
  return parsed.data.uuid;
}

const router = new Hono<AppEnv>();

router.get(BILL_PATHS.quotation, cachedAnswer(), async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, QUOTATION_PERMISSIONS);
  const body = await paginate(selectBills(deps.db, auth, 'quotation'), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: { ...BILL_LIST_SPEC, maxItemsPerPage: 100 },
    dialect: deps.dialect,
    idColumn: 'bills.id',
    toJsonLd: (row) => billJsonLd('quotation', row.id, toQuotation(row)),
  }, countBills(deps.db, auth, 'quotation'));
  return c.json(body);
});

router.get(`${BILL_PATHS.quotation}/:id`, cachedAnswer(), async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, QUOTATION_PERMISSIONS);
  return c.json(await quotationDetails(deps.db, await getBill(deps.db, auth, 'quotation', routeId(c.req.param('id')), NOT_FOUND)));
});

router.post(BILL_PATHS.quotation, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isCreateQuotation']);
  const input = await parseJson(c, quotationCreateSchema);
  assertAgency(auth, input.agency);
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertQuotation(trx, deps, auth, {
      agencyId: input.agency,
      learnerId: input.learner,
      organizationId: input.organization,
      title: input.title,
      notes: input.notes,
      issueDate: input.issueDate,
      validityDate: input.validityDate,
    });
    await replaceLines(trx, { id, structure_id: auth.structureId, agency_id: input.agency }, input.lines, deps.now().toISOString());
    return id;
  });
  return c.json(await quotationDetails(deps.db, await getBill(deps.db, auth, 'quotation', id)), 201);
});

router.patch(`${BILL_PATHS.quotation}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = await getBill(deps.db, auth, 'quotation', routeId(c.req.param('id')), NOT_FOUND);
  const input = await parseJson(c, quotationPatchSchema);
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
  const changes = {
    ...(party
      ? { learner_id: party.learnerId, organization_id: party.organizationId, customer_name: party.customerName, customer_address: party.customerAddress, customer_email: party.customerEmail }
      : {}),
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
    ...(fields.issueDate !== undefined ? { issue_date: fields.issueDate } : {}),
    ...(fields.validityDate !== undefined ? { validity_date: fields.validityDate } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(status === BILL_STATUS.validated ? { validated_at: now } : {}),
    updated_at: now,
  };
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
  return c.json(await quotationDetails(deps.db, await getBill(deps.db, auth, 'quotation', current.id)));
});

router.delete(`${BILL_PATHS.quotation}/:id`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isDeleteQuotation']);
  const current = await getBill(deps.db, auth, 'quotation', routeId(c.req.param('id')), NOT_FOUND);
  if (current.invoice_id !== null) throw conflict('Ce devis a été facturé : il ne peut pas être supprimé.');
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bill_lines').where('bill_id', '=', current.id).execute();
    await trx.deleteFrom('bills').where('id', '=', current.id).execute();
  });
  return c.body(null, 204);
});

router.get(`${BILL_PATHS.quotation}/:id/pdf`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isPrintQuotation']);
  const row = await getBill(deps.db, auth, 'quotation', routeId(c.req.param('id')), NOT_FOUND);
  const file = await renderBill(deps, auth, row, 'download');
  return fileResponse(c, file.bytes, file.filename);
});

/** `POST /accounting/bills/duplicate {bill}`: a new draft copy of a quotation (or of an invoice). */
router.post('/accounting/bills/duplicate', async (c) => {
  const { deps, auth } = c.var;
  const { bill } = await parseJson(c, billActionSchema);
  const kindRow = await deps.db.selectFrom('bills').select('kind').where('id', '=', bill).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!kindRow || kindRow.kind === 'credit_note') throw notFound();
  const kind = kindRow.kind;
  assertPermission(auth, kind === 'quotation' ? ['isDuplicateQuotation'] : ['isCreateInvoice']);
  const source = await getBill(deps.db, auth, kind, bill);
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    let id: number;
    if (kind === 'quotation') {
      id = await insertQuotation(trx, deps, auth, {
        agencyId: source.agency_id,
        learnerId: source.learner_id ?? 0,
        organizationId: source.organization_id,
        title: source.title,
        notes: source.notes,
      });
    } else {
      id = (
        await trx
          .insertInto('bills')
          .values({
            structure_id: auth.structureId,
            agency_id: source.agency_id,
            kind: 'invoice',
            status: BILL_STATUS.draft,
            learner_id: source.learner_id,
            organization_id: source.organization_id,
            customer_name: source.customer_name,
            customer_address: source.customer_address,
            customer_email: source.customer_email,
            title: source.title,
            notes: source.notes,
            issue_date: parisDate(now),
            payment_terms_days: source.payment_terms_days,
            created_by: auth.userId,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    await copyLines(trx, source.id, id);
    await trx
      .updateTable('bills')
      .set({ total_ht_cents: source.total_ht_cents, total_tva_cents: source.total_tva_cents, total_ttc_cents: source.total_ttc_cents })
      .where('id', '=', id)
      .execute();
    return id;
  });
  const created = await getBill(deps.db, auth, kind, id);
  return c.json(kind === 'quotation' ? await quotationDetails(deps.db, created) : await invoiceDetails(deps.db, created), 201);
});

/**
 * `POST /accounting/bills/transform {bill}`: the quotation becomes a draft invoice (same customer,
 * lines and totals), in one transaction. A refused or already invoiced quotation cannot be.
 */
router.post('/accounting/bills/transform', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isCreateInvoice']);
  const { bill } = await parseJson(c, billActionSchema);
  const source = await getBill(deps.db, auth, 'quotation', bill, NOT_FOUND);
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    // Re-read inside the transaction, under the quotation's lock: two clicks must not give two invoices.
    await lockRow(trx, 'bills', source.id);
    const fresh = await trx
      .selectFrom('bills as q')
      .leftJoin('bills as inv', (join) => join.onRef('inv.source_id', '=', 'q.id').on('inv.kind', '=', 'invoice'))
      .select(['q.status', 'inv.number as invoice_number', 'inv.id as invoice_id'])
      .where('q.id', '=', source.id)
      .executeTakeFirstOrThrow();
    if (fresh.invoice_id !== null) throw conflict(`Ce devis a déjà été facturé${fresh.invoice_number ? ` (facture ${fresh.invoice_number})` : ''}.`);
    if (fresh.status === BILL_STATUS.refused) throw conflict('Un devis refusé ne peut pas être facturé.');
    const seller = await sellerIdentity(trx, source.agency_id);
    const { id } = await trx
      .insertInto('bills')
      .values({
        structure_id: auth.structureId,
        agency_id: source.agency_id,
        kind: 'invoice',
        status: BILL_STATUS.draft,
        source_id: source.id,
        learner_id: source.learner_id,
        organization_id: source.organization_id,
        customer_name: source.customer_name,
        customer_address: source.customer_address,
        customer_email: source.customer_email,
        title: source.title ?? (source.number ? `Devis ${source.number}` : null),
        notes: source.notes,
        issue_date: parisDate(now),
        payment_terms_days: seller.paymentTermsDays,
        total_ht_cents: source.total_ht_cents,
        total_tva_cents: source.total_tva_cents,
        total_ttc_cents: source.total_ttc_cents,
        created_by: auth.userId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyLines(trx, source.id, id);
    return id;
  });
  return c.json(await invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', id)), 201);
});

/**
 * `POST /accounting/mail-validation-bill {bill, to?}`: e-mails the public validation link of a quotation
 * (through the outbox, like mail-accounting-attached-pdf: « En attente » once queued, « Envoyé le » once
 * the SMTP server accepted it).
 */
router.post('/accounting/mail-validation-bill', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, MAIL_SEND_PERMISSIONS.validationLink);
  const input = await parseJson(c, mailValidationSchema);
  const row = await getBill(deps.db, auth, 'quotation', input.bill, NOT_FOUND);
  if (row.status === BILL_STATUS.refused || row.invoice_id !== null || row.status === BILL_STATUS.accepted) {
    throw conflict('Ce devis n’attend plus de validation.');
  }
  const to = input.to ?? row.customer_email ?? row.learner_email;
  if (!to) throw conflict('Aucune adresse e-mail n’est connue pour ce client : saisissez-en une.');
  const seller = await sellerIdentity(deps.db, row.agency_id);
  const link = `${publicOrigin(c)}/devis/${row.uuid}`;
  const subject = `Votre devis ${row.number ?? ''} – ${seller.legalName}`.replace(/\s+/g, ' ');
  const id = await queueEmail(deps, {
    structureId: auth.structureId,
    agencyId: row.agency_id,
    learnerId: row.learner_id,
    billId: row.id,
    document: 'validationLink',
    to,
    toName: input.to ? null : row.customer_name,
    fromName: seller.legalName,
    replyTo: seller.email,
    subject,
    text: [
      'Bonjour,',
      '',
      `${seller.legalName} (${seller.agencyName}) vous a adressé le devis ${row.number ?? ''} d’un montant de ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: seller.currency }).format(toEuros(row.total_ttc_cents))} TTC.`,
      `Consultez-le et validez-le en ligne : ${link}`,
      '',
      'Cordialement,',
      seller.legalName,
    ].join('\n'),
  });
  await markSentForValidation(deps, row);
  const answer = await mailAnswer(deps, id, { link });
  return c.json(answer.body, answer.status);
});

// ——— Public calls (no token: their path contains « public ») ———

/** `GET /accounting/public/quotation-details/{uuid}`: the quotation as the learner sees it; the first view marks it « En cours ». */
router.get('/accounting/public/quotation-details/:uuid', async (c) => {
  const { deps } = c.var;
  let row = await publicRow(deps.db, checkUuid(c.req.param('uuid')));
  if (row.status === BILL_STATUS.pending) {
    const now = deps.now().toISOString();
    await deps.db
      .updateTable('bills')
      .set({ status: BILL_STATUS.inProgress, viewed_at: now })
      .where('id', '=', row.id)
      .where('status', '=', BILL_STATUS.pending)
      .execute();
    row = await publicRow(deps.db, row.uuid ?? '');
  }
  const seller = await documentSeller(deps.db, row);
  const lines = (await loadLines(deps.db, [row.id])).get(row.id) ?? [];
  const expired = isExpired(row, parisDate(deps.now()));
  const body: PublicQuotation = {
    uuid: row.uuid ?? '',
    number: row.number,
    status: toQuotation(row).status,
    issueDate: row.issue_date,
    validityDate: row.validity_date,
    acceptedAt: row.accepted_at,
    customerName: row.customer_name,
    learnerName: (await documentBuyer(deps.db, row)).learnerName,
    title: row.title,
    notes: row.notes,
    currency: seller.currency,
    seller: {
      legalName: seller.legalName,
      agencyName: seller.agencyName,
      address: seller.address,
      postalCode: seller.postalCode,
      city: seller.city,
      phone: seller.phone,
      email: seller.email,
      siret: seller.siret,
      vatNumber: seller.vatNumber,
      approvalNumber: seller.approvalNumber,
      legalMentions: legalFooter(seller),
    },
    conditions: billConditions(seller, { kind: 'quotation', issueDate: row.issue_date, dueDate: row.due_date, validityDate: row.validity_date, paymentTermsDays: row.payment_terms_days }),
    lines,
    vat: vatBreakdown(lines),
    totalPriceHt: toEuros(row.total_ht_cents),
    totalTva: toEuros(row.total_tva_cents),
    totalPriceTtc: toEuros(row.total_ttc_cents),
    canValidate: !expired && row.invoice_id === null && AWAITING_ANSWER.has(row.status),
    expired,
  };
  return c.json({ '@id': `/api/accounting/public/quotation-details/${row.uuid}`, '@type': 'PublicQuotation', ...body });
});

/** `POST /accounting/public/validation-bills {uuid}`: the learner accepts the quotation (once). */
router.post('/accounting/public/validation-bills', async (c) => {
  const { deps } = c.var;
  const { uuid } = await parseJson(c, publicValidationSchema);
  const row = await publicRow(deps.db, uuid);
  if (row.status === BILL_STATUS.accepted) throw conflict('Ce devis a déjà été validé.');
  if (row.status === BILL_STATUS.refused) throw conflict('Ce devis a été refusé : il ne peut plus être validé.');
  if (row.invoice_id !== null) throw conflict('Ce devis a déjà été facturé.');
  if (isExpired(row, parisDate(deps.now()))) throw conflict('Ce devis a expiré : demandez-en un nouveau à votre auto-école.');
  const now = deps.now().toISOString();
  const updated = await deps.db
    .updateTable('bills')
    .set({ status: BILL_STATUS.accepted, accepted_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict('Ce devis a déjà été validé.');
  return c.json({ uuid, status: BILL_STATUS.accepted, acceptedAt: now });
});

/** `GET /accounting/public/quotation-pdf/{uuid}`: the PDF the public page offers. */
router.get('/accounting/public/quotation-pdf/:uuid', async (c) => {
  const { deps } = c.var;
  const row = await publicRow(deps.db, checkUuid(c.req.param('uuid')));
  const file = await renderBill(deps, null, row, 'public');
  return fileResponse(c, file.bytes, file.filename);
});

export const quotationRoutes = router;
