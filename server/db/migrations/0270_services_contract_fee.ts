import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `services.contract_fee` says which price of the learner's contract a service is (« registration »
 * for the registration fee, « theory » for the code, « exam » for the exam accompaniment): a new
 * contract's fees are read from the lines the learner is billed, never typed twice. Existing services
 * are classified from their usual codes, names and units; the others stay unclassified.
 */
export const servicesContractFee: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('services').addColumn('contract_fee', 'text').execute();
    await sql`update services set contract_fee = 'registration' where upper(code) = 'INSC' or lower(name) like '%frais d%inscription%'`.execute(db);
    await sql`update services set contract_fee = 'theory' where contract_fee is null and (upper(code) in ('CODE', 'CODESALLE') or lower(name) like '%code%')`.execute(db);
    await sql`update services set contract_fee = 'exam' where contract_fee is null and unit = 'exam'`.execute(db);
  },
};
