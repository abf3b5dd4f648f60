import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What is left to credit on each line of an invoice, in hundredths: its quantity less the quantities
 * of the credit notes already issued against it. The credit note the API issues and the amount its
 * dialog shows beforehand both read it.
 */
export async function creditableQuantities(db: Db, invoiceId: number, lines: readonly { id: number; quantity_centi: number }[]): Promise<Map<number, number>> {
  const credited = await db
    .selectFrom('bill_lines')
    .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
    .select(['bill_lines.source_line_id', (eb) => eb.fn.sum<number | string>('bill_lines.quantity_centi').as('quantity')])
    .where('bills.source_id', '=', invoiceId)
    .where('bills.kind', '=', 'credit_note')
    .groupBy('bill_lines.source_line_id')
    .execute();
  return new Map(lines.map((l) => [l.id, l.quantity_centi - Number(credited.find((c) => c.source_line_id === l.id)?.quantity ?? 0)]));
}
