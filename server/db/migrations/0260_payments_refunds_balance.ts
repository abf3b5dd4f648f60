import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Payments become movements of money either way: `kind` 'payment' (a receipt) or 'refund' (money given
 * back to the customer, with a negative amount), and `balance_after_cents` freezes what each receipt
 * prints: the invoice's balance right after that movement (negative when a refund is owed), never
 * what later payments or credit notes make of it. The rows recorded before are given the balance
 * their own events made: the payments up to them and the credit notes validated before them.
 */
export const paymentsRefundsBalance: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payments').addColumn('kind', 'text', (c) => c.notNull().defaultTo('payment')).execute();
    await db.schema.alterTable('payments').addColumn('balance_after_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`
      update payments set balance_after_cents =
        (select b.total_ttc_cents from bills b where b.id = payments.bill_id)
        - (select coalesce(sum(p.amount_cents), 0) from payments p where p.bill_id = payments.bill_id and p.id <= payments.id)
        - (select coalesce(sum(c.total_ttc_cents), 0) from bills c
           where c.source_id = payments.bill_id and c.kind = 'credit_note' and c.validated_at <= payments.created_at)
    `.execute(db);
  },
};
