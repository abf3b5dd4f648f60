import { addDays } from '../resources/bills/model';
import { parisDate } from '../../src/shared/i18n/paris-date';
import type { Seeder } from './types';

interface DemoPush {
  group?: string;
  learnerOfAgency?: 'orleans';
  title: string;
  message: string;
  start: number;
  end: number;
  /** Days ago it was sent (absent: a draft). */
  sentDaysAgo?: number;
  relaunchedDaysAgo?: number;
}

const DEMO_PUSHES: DemoPush[] = [
  {
    group: 'Conduite accompagnée',
    title: 'Rendez-vous pédagogique préalable',
    message: 'Le rendez-vous pédagogique avec vos accompagnateurs a lieu samedi à 10 h à l’agence d’Orléans. Pensez à venir avec eux !',
    start: -30,
    end: -20,
    sentDaysAgo: 30,
  },
  {
    group: 'Code du soir — Orléans',
    title: 'Cours de code jeudi soir',
    message: 'Rappel : cours de code jeudi de 18 h 30 à 20 h 30 en salle d’Orléans. Thème : priorités et intersections.',
    start: -2,
    end: 5,
    sentDaysAgo: 2,
    relaunchedDaysAgo: 1,
  },
  {
    group: 'Stage accéléré B — Blois',
    title: 'Début du stage accéléré',
    message: 'Votre stage accéléré commence lundi à 8 h. Apportez votre livret d’apprentissage et une pièce d’identité.',
    start: 3,
    end: 10,
    sentDaysAgo: 0,
  },
  {
    learnerOfAgency: 'orleans',
    title: 'Pièce d’identité à fournir',
    message: 'Il nous manque la copie de votre pièce d’identité pour votre dossier ANTS. Déposez-la depuis l’application.',
    start: 1,
    end: 14,
  },
];

/**
 * Demo push notifications of the Centre: an ended one, a sent (and relaunched) one, a scheduled one
 * and a draft, with the delivery log of those sent. Idempotent: skipped once the Centre has pushes.
 */
export const operationsSeeder: Seeder = {
  name: 'operations',
  async seed(deps, ids) {
    const db = deps.db;
    const structureId = ids.centre.structureId;
    if (await db.selectFrom('pushes').select('id').where('structure_id', '=', structureId).executeTakeFirst()) return;
    const manager = ids.users['gerant@volant.test'] ?? null;
    const now = deps.now();
    const today = parisDate(now);
    const at = (daysAgo: number, hour: number) => new Date(Date.parse(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00.000Z`)).toISOString();
    await db.transaction().execute(async (trx) => {
      for (const push of DEMO_PUSHES) {
        let agencyId: number;
        let recipients: number[];
        let label: string;
        let groupId: number | null = null;
        let learnerId: number | null = null;
        if (push.group) {
          const group = await trx.selectFrom('groups').select(['id', 'name', 'agency_id']).where('structure_id', '=', structureId).where('name', '=', push.group).executeTakeFirst();
          if (!group) continue;
          groupId = group.id;
          agencyId = group.agency_id;
          label = group.name;
          recipients = (
            await trx
              .selectFrom('group_learners as gl')
              .innerJoin('learners as l', 'l.id', 'gl.learner_id')
              .select('l.id')
              .where('gl.group_id', '=', group.id)
              .where('l.archived', '=', 0)
              .execute()
          ).map((r) => r.id);
        } else {
          const learner = await trx
            .selectFrom('learners')
            .select(['id', 'first_name', 'last_name', 'agency_id'])
            .where('agency_id', '=', ids.centre.agencies.orleans)
            .where('archived', '=', 0)
            .orderBy('id')
            .executeTakeFirst();
          if (!learner) continue;
          learnerId = learner.id;
          agencyId = learner.agency_id;
          label = `${learner.first_name} ${learner.last_name}`;
          recipients = [learner.id];
        }
        const sentAt = push.sentDaysAgo === undefined ? null : at(push.sentDaysAgo, 8);
        const relaunchedAt = push.relaunchedDaysAgo === undefined ? null : at(push.relaunchedDaysAgo, 17);
        const created = push.sentDaysAgo === undefined ? at(0, 7) : at(push.sentDaysAgo + 1, 15);
        const { id } = await trx
          .insertInto('pushes')
          .values({
            structure_id: structureId,
            agency_id: agencyId,
            title: push.title,
            message: push.message,
            target: push.group ? 'group' : 'learner',
            learner_id: learnerId,
            group_id: groupId,
            recipient_label: label,
            state: sentAt ? 'published' : 'draft',
            start_date: addDays(today, push.start),
            end_date: addDays(today, push.end),
            sent_at: sentAt,
            sent_by: sentAt ? manager : null,
            relaunch_count: relaunchedAt ? 1 : 0,
            last_relaunched_at: relaunchedAt,
            created_by: manager,
            created_at: created,
            updated_at: relaunchedAt ?? sentAt ?? created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const deliveries = [
          ...(sentAt ? recipients.map((learner_id) => ({ kind: 'send', learner_id, delivered_at: sentAt })) : []),
          ...(relaunchedAt ? recipients.map((learner_id) => ({ kind: 'relaunch', learner_id, delivered_at: relaunchedAt })) : []),
        ];
        if (deliveries.length > 0) {
          await trx
            .insertInto('push_deliveries')
            .values(deliveries.map((d) => ({ ...d, push_id: id, structure_id: structureId, group_id: groupId, delivered_by: manager })))
            .execute();
        }
      }
    });
  },
};
