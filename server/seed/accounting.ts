import type { Transaction } from 'kysely';
import type { BillLineInput } from '../../src/shared/accounting/lines';
import { BILL_STATUS } from '../../src/shared/accounting/status';
import type { AppDeps, AuthContext } from '../core/env';
import type { Database } from '../db/schema';
import { getBill } from '../resources/bills/documents';
import { replaceLines } from '../resources/bills/model';
import { parisDate } from '../../src/shared/i18n/paris-date';
import { issueQuotation } from '../resources/bills/quotation-issue';
import { createCreditNoteTx, recordPaymentTx, validateInvoiceTx } from '../resources/invoices/operations';
import { fiscalTransaction } from '../resources/ledger/witness-keeper';
import { insertQuotation } from '../resources/quotations/quotation-store';
import { DEMO_MEDIATOR } from './mediator';
import type { DemoIds, Seeder } from './types';

/** The Centre bills as one company; each agency keeps its own SIRET and approval number. */
const CENTRE_BILLING = {
  legal_name: 'Auto-école du Centre',
  legal_form: 'SARL',
  share_capital: '20 000 €',
  rcs: 'RCS Orléans 812 345 678',
  insurer_name: 'MMA IARD',
  insurer_policy: '114 887 512',
  mediator_name: DEMO_MEDIATOR.name,
  mediator_url: DEMO_MEDIATOR.url,
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPPXXX',
  /** The example creditor identifier of the French banks' documentation. */
  creditor_id: 'FR72ZZZ123456',
  footer_note: 'Merci de votre confiance. Bonne route !',
} as const;

/** Packages each agency sells: service codes (see services.ts) with their quantities. */
const DEMO_PACKAGES = [
  { name: 'Permis B – Formule 20 h', training: 'B', description: 'Inscription, évaluation, code en ligne, 20 leçons de conduite et l’accompagnement à l’examen.', items: [['INSC', 1], ['EVAL', 1], ['CODE', 1], ['LECB', 20], ['EXAM', 1]] },
  { name: 'Permis B – Conduite accompagnée', training: 'B', description: 'Apprentissage anticipé de la conduite dès 15 ans : 20 leçons puis la conduite avec un accompagnateur.', items: [['INSC', 1], ['EVAL', 1], ['CODE', 1], ['CODESALLE', 4], ['LECB', 20], ['EXAM', 1]] },
  { name: 'Permis A2 – Formule 20 h', training: 'A2', description: 'Moto : code, 20 heures de conduite plateau et circulation.', items: [['INSC', 1], ['CODE', 1], ['LECA2', 20], ['EXAM', 1]] },
  { name: 'Code de la route seul', training: null, description: 'L’accès au code en ligne et dix cours en salle.', items: [['INSC', 1], ['CODE', 1], ['CODESALLE', 10]] },
] as const;

type Db = Transaction<Database>;

/** A manager of the structure acting on these agencies: the seeders write through the API's own functions as him. */
export function actorFor(structureId: number, agencyIds: number[], userId: number): AuthContext {
  return {
    userId,
    structureId,
    roles: ['MANAGER'],
    role: 'MANAGER',
    agencyIds,
    allAgencies: true,
    isConfigGeneral: true,
    adminType: null,
    permissions: new Set(),
    readOnly: false,
    learnerId: null,
  };
}

async function seedBilling(deps: AppDeps, ids: DemoIds): Promise<void> {
  await deps.db
    .updateTable('billings')
    .set({ ...CENTRE_BILLING, updated_at: deps.now().toISOString() })
    .where('structure_id', '=', ids.centre.structureId)
    .where('legal_name', 'is', null)
    .execute();
  for (const agencyId of [ids.centre.agencies.orleans, ids.centre.agencies.blois]) {
    if (await deps.db.selectFrom('customer_accounts').select('id').where('agency_id', '=', agencyId).executeTakeFirst()) continue;
    await deps.db
      .insertInto('customer_accounts')
      .values({
        structure_id: ids.centre.structureId,
        agency_id: agencyId,
        customer_account: '411000',
        auxiliary_per_learner: agencyId === ids.centre.agencies.orleans ? 1 : 0,
        sales_account: '706000',
        vat_account: '445710',
        bank_account: '512000',
        sales_journal: 'VE',
        bank_journal: 'BQ',
      })
      .execute();
  }
}

async function seedPackages(deps: AppDeps, ids: DemoIds): Promise<void> {
  const trainings = await deps.db.selectFrom('trainings').select(['id', 'code']).execute();
  const targets: [number, number][] = [
    ...Object.values(ids.centre.agencies).map((agencyId) => [ids.centre.structureId, agencyId] as [number, number]),
    [ids.port.structureId, ids.port.agencyId],
  ];
  for (const [structureId, agencyId] of targets) {
    if (await deps.db.selectFrom('packages').select('id').where('agency_id', '=', agencyId).executeTakeFirst()) continue;
    const services = await deps.db.selectFrom('services').select(['id', 'code']).where('agency_id', '=', agencyId).execute();
    const packages = agencyId === ids.port.agencyId ? DEMO_PACKAGES.slice(0, 1) : DEMO_PACKAGES;
    await deps.db.transaction().execute(async (trx) => {
      for (const pkg of packages) {
        const { id } = await trx
          .insertInto('packages')
          .values({
            structure_id: structureId,
            agency_id: agencyId,
            name: pkg.name,
            description: pkg.description,
            training_id: trainings.find((t) => t.code === pkg.training)?.id ?? null,
            is_active: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('package_items')
          .values(
            pkg.items.map(([code, quantity], index) => ({
              package_id: id,
              service_id: services.find((s) => s.code === code)!.id,
              position: index + 1,
              quantity_centi: quantity * 100,
              unit_price_cents: null,
            })),
          )
          .execute();
      }
    });
  }
}

/** The lines of a package, as the quotation editor adds them. */
async function packageLines(trx: Db, agencyId: number, packageName: string): Promise<BillLineInput[]> {
  const rows = await trx
    .selectFrom('package_items')
    .innerJoin('packages', 'packages.id', 'package_items.package_id')
    .innerJoin('services', 'services.id', 'package_items.service_id')
    .select(['packages.id as package_id', 'services.id as service_id', 'services.name', 'services.tva_id', 'services.unit_price_cents', 'package_items.unit_price_cents as override', 'package_items.quantity_centi'])
    .where('packages.agency_id', '=', agencyId)
    .where('packages.name', '=', packageName)
    .orderBy('package_items.position')
    .execute();
  return rows.map((r) => ({
    label: r.name,
    quantity: r.quantity_centi / 100,
    unitPrice: (r.override ?? r.unit_price_cents) / 100,
    unitPriceTtc: null,
    tva: r.tva_id,
    service: r.service_id,
    package: r.package_id,
  }));
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

interface DemoQuotation {
  learner: number;
  package: string;
  status: number;
  daysAgo: number;
  organization?: boolean;
}

async function seedDocuments(deps: AppDeps, ids: DemoIds): Promise<void> {
  const gerant = ids.users['gerant@volant.test'] ?? null;
  const centre = actorFor(ids.centre.structureId, Object.values(ids.centre.agencies), gerant ?? 0);
  const port = actorFor(ids.port.structureId, [ids.port.agencyId], ids.users['gerant@port.test'] ?? 0);
  const now = deps.now();
  const learnersOf = (agencyId: number) =>
    deps.db.selectFrom('learners').select('id').where('agency_id', '=', agencyId).where('archived', '=', 0).orderBy('id').limit(12).execute();
  const orleans = await learnersOf(ids.centre.agencies.orleans);
  const blois = await learnersOf(ids.centre.agencies.blois);
  const portLearners = await learnersOf(ids.port.agencyId);
  const opco = await deps.db.selectFrom('organizations').select('id').where('structure_id', '=', ids.centre.structureId).where('name', '=', 'OPCO Mobilités').executeTakeFirst();

  const quotation = async (auth: AuthContext, agencyId: number, q: DemoQuotation): Promise<number> =>
    deps.db.transaction().execute(async (trx) => {
      const created = daysAgo(now, q.daysAgo);
      const id = await insertQuotation(trx, { ...deps, now: () => created }, auth, {
        agencyId,
        learnerId: q.learner,
        organizationId: q.organization ? (opco?.id ?? null) : null,
        title: q.package,
        notes: null,
        issueDate: parisDate(created),
      });
      await replaceLines(trx, { id, structure_id: auth.structureId, agency_id: agencyId }, await packageLines(trx, agencyId, q.package), created.toISOString());
      const at = daysAgo(now, Math.max(0, q.daysAgo - 1)).toISOString();
      await trx
        .updateTable('bills')
        .set({
          status: q.status,
          ...(q.status !== BILL_STATUS.draft ? { sent_at: at } : {}),
          ...(q.status === BILL_STATUS.inProgress || q.status === BILL_STATUS.accepted ? { viewed_at: at } : {}),
          ...(q.status === BILL_STATUS.accepted ? { accepted_at: at } : {}),
          ...(q.status === BILL_STATUS.validated ? { validated_at: at } : {}),
          created_at: created.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await issueQuotation(trx, id);
      return id;
    });

  const o = ids.centre.agencies.orleans;
  const L = (i: number) => orleans[i]!.id;
  await quotation(centre, o, { learner: L(0), package: 'Permis B – Formule 20 h', status: BILL_STATUS.pending, daysAgo: 6 });
  await quotation(centre, o, { learner: L(1), package: 'Permis B – Conduite accompagnée', status: BILL_STATUS.accepted, daysAgo: 9 });
  await quotation(centre, o, { learner: L(2), package: 'Code de la route seul', status: BILL_STATUS.draft, daysAgo: 1 });
  await quotation(centre, o, { learner: L(3), package: 'Permis A2 – Formule 20 h', status: BILL_STATUS.refused, daysAgo: 15 });
  await quotation(centre, o, { learner: L(4), package: 'Permis B – Formule 20 h', status: BILL_STATUS.inProgress, daysAgo: 4 });
  const transformed = await quotation(centre, o, { learner: L(5), package: 'Permis B – Formule 20 h', status: BILL_STATUS.validated, daysAgo: 25, organization: true });
  await quotation(centre, ids.centre.agencies.blois, { learner: blois[0]!.id, package: 'Permis B – Formule 20 h', status: BILL_STATUS.pending, daysAgo: 3 });
  await quotation(port, ids.port.agencyId, { learner: portLearners[0]!.id, package: 'Permis B – Formule 20 h', status: BILL_STATUS.pending, daysAgo: 2 });

  /** A draft invoice with a package's lines (optionally from a quotation), created `days` ago. */
  const invoice = async (agencyId: number, learner: number, packageName: string, days: number, sourceId: number | null = null) =>
    deps.db.transaction().execute(async (trx) => {
      const created = daysAgo(now, days);
      const party = await trx.selectFrom('learners').select(['first_name', 'last_name', 'email']).where('id', '=', learner).executeTakeFirstOrThrow();
      const source = sourceId === null ? null : await trx.selectFrom('bills').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
      const { id } = await trx
        .insertInto('bills')
        .values({
          structure_id: ids.centre.structureId,
          agency_id: agencyId,
          kind: 'invoice',
          status: BILL_STATUS.draft,
          source_id: sourceId,
          learner_id: learner,
          organization_id: source?.organization_id ?? null,
          customer_name: source?.customer_name ?? `${party.first_name} ${party.last_name}`,
          customer_address: source?.customer_address ?? null,
          customer_email: source?.customer_email ?? party.email,
          title: packageName,
          issue_date: parisDate(created),
          payment_terms_days: 30,
          created_by: gerant,
          created_at: created.toISOString(),
          updated_at: created.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceLines(trx, { id, structure_id: ids.centre.structureId, agency_id: agencyId }, await packageLines(trx, agencyId, packageName), created.toISOString());
      return id;
    });
  const fiscalActor = { ...centre, ledgerKey: deps.config.ledgerKey };
  const validate = (id: number, days: number) =>
    fiscalTransaction(deps, centre.structureId, async (trx) => validateInvoiceTx(trx, fiscalActor, await getBill(trx, centre, 'invoice', id), daysAgo(now, days)));
  const pay = (id: number, days: number, amount: number, method: 'card' | 'cheque' | 'transfer' | 'cash') =>
    fiscalTransaction(deps, centre.structureId, async (trx) =>
      recordPaymentTx(trx, fiscalActor, await getBill(trx, centre, 'invoice', id), { amount, method, paidOn: parisDate(daysAgo(now, days)), reference: null }, daysAgo(now, days)),
    );

  // In chronological order, so that the ledger's events follow their dates.
  const paid = await invoice(o, L(6), 'Code de la route seul', 21);
  await validate(paid, 21);
  const fromQuotation = await invoice(o, L(5), 'Permis B – Formule 20 h', 20, transformed);
  await validate(fromQuotation, 20);
  const paidTotal = await deps.db.selectFrom('bills').select('total_ttc_cents').where('id', '=', paid).executeTakeFirstOrThrow();
  await pay(paid, 18, paidTotal.total_ttc_cents / 100, 'card');
  await pay(fromQuotation, 12, 500, 'cheque');
  const unpaid = await invoice(o, L(7), 'Permis B – Formule 20 h', 8);
  await validate(unpaid, 8);
  const bloisInvoice = await invoice(ids.centre.agencies.blois, blois[1]!.id, 'Code de la route seul', 5);
  await validate(bloisInvoice, 5);
  await fiscalTransaction(deps, centre.structureId, async (trx) => {
    const row = await getBill(trx, centre, 'invoice', unpaid);
    const lesson = await trx.selectFrom('bill_lines').select('id').where('bill_id', '=', unpaid).where('label', 'like', 'Leçon%').executeTakeFirstOrThrow();
    return createCreditNoteTx(trx, fiscalActor, row, { reason: 'Deux leçons annulées par l’auto-école', lines: [{ invoiceLine: lesson.id, quantity: 2 }] }, daysAgo(now, 3));
  });
  await invoice(o, L(8), 'Permis A2 – Formule 20 h', 1);
}

/**
 * The accounting area's demo data: the Centre's billing identity and customer accounts, packages of
 * every agency, and a realistic set of quotations, invoices, payments and a credit note, written through
 * the same functions as the API so the NF525 ledger holds a valid chain.
 */
export const accountingSeeder: Seeder = {
  name: 'accounting',
  async seed(deps, ids) {
    await seedBilling(deps, ids);
    await seedPackages(deps, ids);
    if (await deps.db.selectFrom('bills').select('id').where('structure_id', '=', ids.centre.structureId).executeTakeFirst()) return;
    await seedDocuments(deps, ids);
  },
};
