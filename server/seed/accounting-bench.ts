import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../core/env';
import type { Progress } from './large';
import { seededRandom } from './people';

/** Bills per INSERT (21 columns) and lines per INSERT (10 columns): under both databases' parameter limits. */
const ROWS_PER_INSERT = 1000;

const TITLES = ['Forfait permis B', 'Heures de conduite', 'Code de la route', 'Forfait conduite accompagnée', 'Stage de perfectionnement', 'Évaluation de départ'];

/**
 * Volume data for the API benchmarks: `count` quotations (pending, numbered, with a public link) or
 * invoices (unpaid, numbered) of the first structure, one line each, spread over its agencies and the
 * last two years, for learners taken from the structure. Batched multi-row inserts in transactions;
 * numbers are prefixed « BENCH » so they never collide with the demo's sequences.
 */
export async function generateBills(deps: AppDeps, kind: 'quotation' | 'invoice', count: number, onProgress: Progress = () => {}): Promise<void> {
  const structure = await deps.db.selectFrom('structures').select('id').orderBy('id').executeTakeFirst();
  if (!structure) throw new Error('Aucune structure : lancez d’abord le jeu de démonstration.');
  const agencies = await deps.db.selectFrom('agencies').select('id').where('structure_id', '=', structure.id).orderBy('id').execute();
  const learners = await deps.db
    .selectFrom('learners')
    .select(['id', 'first_name', 'last_name', 'email', 'agency_id'])
    .where('structure_id', '=', structure.id)
    .orderBy('id')
    .limit(5000)
    .execute();
  if (learners.length === 0 || agencies.length === 0) throw new Error('La structure n’a ni agence ni apprenant.');
  const existing = await deps.db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('structure_id', '=', structure.id)
    .where('kind', '=', kind)
    .where('number', 'like', '%BENCH%')
    .executeTakeFirstOrThrow();
  const offset = Number(existing.n);
  const random = seededRandom(count + (kind === 'invoice' ? 1 : 0));
  const today = new Date(deps.now());
  const prefix = kind === 'quotation' ? 'D-BENCH-' : 'F-BENCH-';

  let done = 0;
  while (done < count) {
    const size = Math.min(ROWS_PER_INSERT, count - done);
    await deps.db.transaction().execute(async (trx) => {
      const bills = Array.from({ length: size }, (_, i) => {
        const n = offset + done + i + 1;
        const learner = learners[Math.floor(random() * learners.length)]!;
        const issued = new Date(today.getTime() - Math.floor(random() * 730) * 86_400_000).toISOString().slice(0, 10);
        const ht = 5_000 + Math.floor(random() * 150_000);
        const tva = Math.round(ht * 0.2);
        return {
          structure_id: structure.id,
          agency_id: learner.agency_id,
          kind,
          status: kind === 'quotation' ? 1 : 5,
          number: `${prefix}${String(n).padStart(7, '0')}`,
          sequence: kind === 'invoice' ? n : null,
          uuid: kind === 'quotation' ? randomUUID() : null,
          learner_id: learner.id,
          customer_name: `${learner.first_name} ${learner.last_name}`,
          customer_email: learner.email,
          title: TITLES[n % TITLES.length]!,
          issue_date: issued,
          due_date: kind === 'invoice' ? issued : null,
          validity_date: kind === 'quotation' ? issued : null,
          total_ht_cents: ht,
          total_tva_cents: tva,
          total_ttc_cents: ht + tva,
          validated_at: kind === 'invoice' ? `${issued}T10:00:00.000Z` : null,
        };
      });
      const inserted = await trx.insertInto('bills').values(bills).returning('id').execute();
      const lines = inserted.map((row, i) => ({
        bill_id: row.id,
        position: 1,
        label: bills[i]!.title,
        quantity_centi: 100,
        unit_price_cents: bills[i]!.total_ht_cents,
        tva_rate_bp: 2000,
        tva_label: 'TVA 20 %',
        total_ht_cents: bills[i]!.total_ht_cents,
        total_tva_cents: bills[i]!.total_tva_cents,
      }));
      await trx.insertInto('bill_lines').values(lines).execute();
    });
    done += size;
    onProgress(done, count);
  }
}
