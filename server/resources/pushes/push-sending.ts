import { sql, type Transaction } from 'kysely';
import { PUSH_TITLE_MAX } from '../../../src/modules/pushes/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import type { Database } from '../../db/schema';
import { frenchDay } from '../planning/dates';
import { emptyGroup, groupLearners, insertPush, today, type Db, type PushRow } from './push-store';

// The actions of the public API base on a push: send, relaunch (both written to the delivery log)
// and duplicate.

/** The learners a push goes to now (group or learner), refused when there is nobody. */
async function recipientsOf(db: Db, push: PushRow): Promise<{ learnerIds: number[]; groupId: number | null }> {
  if (push.target === 'group') {
    if (push.group_id === null) throw conflict(`Le groupe « ${push.recipient_label} » n’existe plus : aucune notification n’a été envoyée.`);
    const learnerIds = await groupLearners(db, push.group_id);
    if (learnerIds.length === 0) throw conflict(emptyGroup(push.group_name ?? push.recipient_label));
    return { learnerIds, groupId: push.group_id };
  }
  const learner = push.learner_id === null ? undefined : await db.selectFrom('learners').select(['id', 'archived']).where('id', '=', push.learner_id).executeTakeFirst();
  if (!learner || learner.archived === 1) throw conflict(`${push.recipient_label} ne reçoit plus de notifications (apprenant archivé ou supprimé) : rien n’a été envoyé.`);
  return { learnerIds: [learner.id], groupId: null };
}

async function logDeliveries(trx: Transaction<Database>, push: PushRow, auth: AuthContext, kind: 'send' | 'relaunch', at: string, recipients: { learnerIds: number[]; groupId: number | null }) {
  const rows = recipients.learnerIds.map((learner_id) => ({
    push_id: push.id,
    structure_id: push.structure_id,
    learner_id,
    group_id: recipients.groupId,
    kind,
    delivered_at: at,
    delivered_by: auth.userId,
  }));
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('push_deliveries').values(rows.slice(i, i + 500)).execute();
}

export async function send(deps: AppDeps, auth: AuthContext, push: PushRow): Promise<void> {
  if (push.state !== 'draft') throw conflict('Ce push a déjà été envoyé. Utilisez « Relancer » pour le renvoyer à ses destinataires.');
  if (push.end_date < today(deps)) throw conflict(`La date de fin de ce push (${frenchDay(push.end_date)}) est passée : modifiez-la avant de l’envoyer.`);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const recipients = await recipientsOf(trx, push);
    const updated = await trx
      .updateTable('pushes')
      .set({ state: 'published', sent_at: at, sent_by: auth.userId, updated_at: at })
      .where('id', '=', push.id)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict('Ce push a déjà été envoyé.');
    await logDeliveries(trx, push, auth, 'send', at, recipients);
  });
}

export async function relaunch(deps: AppDeps, auth: AuthContext, push: PushRow): Promise<void> {
  if (push.status === 'draft') throw conflict('Ce push n’a pas encore été envoyé : envoyez-le d’abord.');
  if (push.status === 'scheduled') throw conflict(`Ce push n’est pas encore diffusé : il commence le ${frenchDay(push.start_date)}.`);
  if (push.status === 'ended') throw conflict(`Ce push est terminé depuis le ${frenchDay(push.end_date)} : dupliquez-le pour l’envoyer de nouveau.`);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const recipients = await recipientsOf(trx, push);
    await trx
      .updateTable('pushes')
      .set({ relaunch_count: sql`relaunch_count + 1`, last_relaunched_at: at, updated_at: at })
      .where('id', '=', push.id)
      .execute();
    await logDeliveries(trx, push, auth, 'relaunch', at, recipients);
  });
}

const COPY_SUFFIX = ' (copie)';

export async function duplicate(deps: AppDeps, auth: AuthContext, push: PushRow): Promise<number> {
  const now = deps.now().toISOString();
  const title = push.title.length + COPY_SUFFIX.length > PUSH_TITLE_MAX ? `${push.title.slice(0, PUSH_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}` : `${push.title}${COPY_SUFFIX}`;
  return insertPush(
    deps.db,
    auth,
    {
      structure_id: push.structure_id,
      agency_id: push.agency_id,
      title,
      message: push.message,
      target: push.target,
      learner_id: push.learner_id,
      group_id: push.group_id,
      recipient_label: push.recipient_label,
      start_date: push.start_date,
      end_date: push.end_date,
      duplicated_from_id: push.id,
    },
    now,
  );
}
