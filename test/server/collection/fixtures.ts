// What the SEPA tests share: an app whose demo mandates are revoked (so batches hold only the test's
// instalments), learners of Orléans without any instalment, and instalments made for them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { apiAs, type Api } from '../accounting/client';
import { createTestApp, signIn, type TestApp } from '../helpers';

export interface SepaContext {
  t: TestApp;
  gerant: Api;
  secretariat: Api;
  orleans: number;
  today: string;
  /** Orléans learners with no instalment and no mandate. */
  learners: number[];
}

export async function sepaContext(count: number): Promise<SepaContext> {
  const t = await createTestApp();
  const gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  const secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  const orleans = t.ids.centre.agencies.orleans;
  const today = parisDate(t.deps.now());
  await t.deps.db.updateTable('sepa_mandates').set({ status: 'revoked', revoked_on: today }).where('structure_id', '=', t.ids.centre.structureId).execute();
  const rows = await t.deps.db
    .selectFrom('learners')
    .select('id')
    .where('agency_id', '=', orleans)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('learner_payment_deadlines as d').select('d.id').whereRef('d.learner_id', '=', 'learners.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sepa_mandates as m').select('m.id').whereRef('m.learner_id', '=', 'learners.id'))))
    .orderBy('id')
    .limit(count)
    .execute();
  assert.equal(rows.length, count);
  return { t, gerant, secretariat, orleans, today, learners: rows.map((r) => r.id) };
}

/** An unpaid instalment of a learner's payment schedule in Orléans. */
export async function instalment(c: SepaContext, learnerId: number, label: string, dueDate: string, amountCents: number): Promise<number> {
  const row = await c.t.deps.db
    .insertInto('learner_payment_deadlines')
    .values({ structure_id: c.t.ids.centre.structureId, agency_id: c.orleans, learner_id: learnerId, label, due_date: dueDate, amount_cents: amountCents })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A paper mandate's payload for a learner (an ECBS example IBAN). */
export const mandatePayload = (c: SepaContext, learner: number, extra: Record<string, unknown> = {}) => ({
  learner,
  debtorName: 'Élodie Martin',
  iban: 'FR14 2004 1010 0505 0001 3M02 606',
  bic: 'psstfrpp',
  signedOn: c.today,
  ...extra,
});

const XSD = join(import.meta.dirname, '../../fixtures/iso20022/pain.008.001.08.xsd');

/** xmllint's (Debian libxml2-utils) verdict on a file against the pain.008.001.08 schema: its errors, none when valid. */
export function schemaErrors(work: string, xml: string): string {
  const file = join(work, `batch-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}
