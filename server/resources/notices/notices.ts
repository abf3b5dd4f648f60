import { z } from 'zod';
import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { noticeCreateSchema, noticeReportSchema, noticeRequestSchema, noticeSchema, reasonSchema, remindSchema, requestCreateSchema, type NoticeCreate, type NoticeReport } from '../../../src/modules/notices/schema';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { MailDelivery } from '../../../src/shared/mail/types';
import type { Notice, NoticeRequest, Reason } from '../../../src/modules/notices/types';
import { conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { answered } from '../../core/routes/answered';
import { collectionRoute, itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, found } from '../../core/scope';
import { mailsAnswer } from '../mail/answer';
import { learnerOfPayload } from '../learners/common';
import { NOTICES_SPEC, noticeJson, REQUESTS_SPEC, requestJson, selectNotices, selectRequests, sendRequestEmail } from './notice-store';

/** A request just sent: the request with where its e-mail stands (`sentAt`, null while queued). */
const sentRequestSchema = noticeRequestSchema.extend({ '@id': z.string(), '@type': z.string(), sentAt: z.string().nullable() });


/**
 * Certified notices (spec part 2 §7 « Notices »): requests sent to learners (sorted by requestDate
 * descending, with agency, date bounds, status[] and noticeStatus[]), notices (verified 0/1) with
 * create and report, the report reasons, and the reminder.
 */
export const NOTICE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<NoticeRequest>({
    method: 'GET',
    path: '/requests',
    access: 'authenticated',
    hydraClass: 'NoticeRequest',
    summary: 'Lists the notice requests sent to the caller’s learners.',
    output: noticeRequestSchema,
    list: REQUESTS_SPEC,
    handle: ({ deps, auth, paginate }) => paginate(selectRequests(deps, auth), { idColumn: 'notice_requests.id', toJsonLd: requestJson }),
  }),
  // The request exists whatever became of its e-mail: always 201, with `sentAt` (a refusal is a 502).
  jsonRoute<{ learner: number }, JsonLd<NoticeRequest> & MailDelivery>({
    method: 'POST',
    path: '/requests',
    access: LEARNER_WRITE,
    hydraClass: 'NoticeRequest',
    summary: 'E-mails a learner a request for a certified notice; answers the request with `sentAt`.',
    input: requestCreateSchema,
    status: 201,
    output: sentRequestSchema,
    async handle({ deps, auth, body: input }) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      if (!learner.email) throw invalidField('learner', 'Cet apprenant n’a pas d’adresse e-mail : la demande ne peut pas lui être envoyée.');
      const pending = await deps.db
        .selectFrom('notice_requests')
        .select('id')
        .where('learner_id', '=', learner.id)
        .where('notice_status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw invalidField('learner', 'Une demande d’avis est déjà en attente pour cet apprenant : relancez-la.');
      const { id, outboxId } = await deps.db.transaction().execute(async (trx) => {
        const outboxId = await sendRequestEmail({ ...deps, db: trx }, auth, { id: learner.id, agency_id: learner.agency_id, first_name: learner.first_name, email: learner.email! }, false);
        const row = await trx
          .insertInto('notice_requests')
          .values({
            structure_id: auth.structureId,
            agency_id: learner.agency_id,
            learner_id: learner.id,
            request_date: deps.now().toISOString().slice(0, 10),
            created_at: deps.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, outboxId };
      });
      // The request exists either way: 201 with where its e-mail stands (sentAt, null while queued); a refusal is a 502.
      const answer = await mailsAnswer(deps, [outboxId], requestJson(await selectRequests(deps, auth).where('notice_requests.id', '=', id).executeTakeFirstOrThrow()));
      return answer.body;
    },
  }),
  // As every mail call, 200 once the SMTP server accepted the reminder, 202 while it is queued.
  jsonRoute({
    method: 'POST',
    path: '/remind',
    access: LEARNER_WRITE,
    hydraClass: 'NoticeRequest',
    summary: 'Reminds a learner of a pending notice request (`request_id`); 200 sent, 202 queued.',
    output: sentRequestSchema,
    statuses: [200, 202],
    input: remindSchema,
    refusals: [404, 502],
    async handle({ deps, auth, body: input }) {
      const request = found(await selectRequests(deps, auth).where('notice_requests.id', '=', input.request_id).executeTakeFirst(), 'Demande introuvable.');
      if (request.notice_status === 'posted') throw conflict('Cet apprenant a déjà déposé son avis : inutile de le relancer.');
      if (!request.email) throw conflict('Cet apprenant n’a pas d’adresse e-mail : il ne peut pas être relancé.');
      const outboxId = await deps.db.transaction().execute(async (trx) => {
        const outboxId = await sendRequestEmail({ ...deps, db: trx }, auth, { id: request.learner_id, agency_id: request.agency_id, first_name: request.first_name, email: request.email! }, true);
        await trx
          .updateTable('notice_requests')
          .set({ reminded_at: deps.now().toISOString(), remind_count: request.remind_count + 1 })
          .where('id', '=', request.id)
          .execute();
        return outboxId;
      });
      const answer = await mailsAnswer(deps, [outboxId], requestJson(await selectRequests(deps, auth).where('notice_requests.id', '=', request.id).executeTakeFirstOrThrow()));
      return answered(answer.status, answer.body);
    },
  }),
  collectionRoute<Notice>({
    method: 'GET',
    path: '/notices',
    access: 'authenticated',
    hydraClass: 'Notice',
    summary: 'Lists the notices of the caller’s agencies (verified 1: certified).',
    output: noticeSchema,
    list: NOTICES_SPEC,
    handle: ({ deps, auth, paginate }) => paginate(selectNotices(deps, auth), { idColumn: 'notices.id', toJsonLd: noticeJson }),
  }),
  itemRoute<NoticeCreate, Notice>({
    method: 'POST',
    path: '/notices',
    access: LEARNER_WRITE,
    hydraClass: 'Notice',
    summary: 'Records a notice (not verified) of an agency, optionally of one of its learners.',
    input: noticeCreateSchema,
    status: 201,
    output: noticeSchema,
    async handle({ deps, auth, body: input }) {
      assertAgency(auth, input.agency);
      if (input.learner !== null) {
        const learner = await learnerOfPayload(deps.db, auth, input.learner);
        if (learner.agency_id !== input.agency) throw invalidField('learner', 'Cet apprenant n’appartient pas à cette agence.');
      }
      if (input.noticeDate > deps.now().toISOString().slice(0, 10)) throw invalidField('noticeDate', 'La date de l’avis ne peut pas être dans le futur.');
      const row = await deps.db
        .insertInto('notices')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          learner_id: input.learner,
          author_name: input.authorName,
          rating: input.rating,
          comment: input.comment,
          verified: 0,
          notice_date: input.noticeDate,
          created_at: deps.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return noticeJson(await selectNotices(deps, auth).where('notices.id', '=', row.id).executeTakeFirstOrThrow());
    },
  }),
  itemRoute<NoticeReport, Notice>({
    method: 'POST',
    path: '/notices/report',
    access: LEARNER_WRITE,
    hydraClass: 'Notice',
    summary: 'Reports a notice once, with a reason and a comment.',
    input: noticeReportSchema,
    output: noticeSchema,
    async handle({ deps, auth, body: input }) {
      const notice = await selectNotices(deps, auth).where('notices.id', '=', input.notice).executeTakeFirst();
      if (!notice) throw invalidField('notice', 'Avis introuvable.');
      if (notice.reported === 1) throw conflict('Cet avis a déjà été signalé.');
      const reason = await deps.db.selectFrom('notice_reasons').select('id').where('id', '=', input.reason).executeTakeFirst();
      if (!reason) throw invalidField('reason', 'Motif inconnu.');
      await deps.db
        .updateTable('notices')
        .set({ reported: 1, report_reason_id: reason.id, report_comment: input.comment, reported_at: deps.now().toISOString() })
        .where('id', '=', notice.id)
        .execute();
      return noticeJson(await selectNotices(deps, auth).where('notices.id', '=', notice.id).executeTakeFirstOrThrow());
    },
  }),
  collectionRoute<Reason>({
    method: 'GET',
    path: '/reasons',
    access: 'authenticated',
    hydraClass: 'Reason',
    summary: 'Lists the reasons a notice may be reported for.',
    output: reasonSchema,
    handle: ({ deps, paginate }) =>
      paginate(deps.db.selectFrom('notice_reasons').selectAll(), {
        idColumn: 'notice_reasons.id',
        spec: { defaultItemsPerPage: 30, maxItemsPerPage: 1000, order: { label: 'notice_reasons.label' }, defaultOrder: [['notice_reasons.id', 'asc']] },
        toJsonLd: (row) => jsonLd<Reason>('Reason', iri('/reasons', row.id), { id: row.id, label: row.label }),
      }),
  }),
];
