import { deName } from '../../../src/shared/i18n/elision';
import { Hono } from 'hono';
import { noticeCreateSchema, noticeReportSchema, remindSchema, requestCreateSchema } from '../../../src/modules/notices/schema';
import type { Notice, NoticeRequest, NoticeStatus, Reason, RequestStatus } from '../../../src/modules/notices/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { assertAgency, found, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { agencyRef, fieldError, learnerOfPayload } from '../learners/common';

function selectRequests(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('notice_requests')
      .innerJoin('learners', 'learners.id', 'notice_requests.learner_id')
      .innerJoin('agencies', 'agencies.id', 'notice_requests.agency_id')
      .selectAll('notice_requests')
      .select(['learners.first_name', 'learners.last_name', 'learners.email', 'agencies.name as agency_name']),
    auth,
    { structure: 'notice_requests.structure_id', agency: 'notice_requests.agency_id' },
  );
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

const toRequest = (row: RequestRow): NoticeRequest => ({
  id: row.id,
  learner: { id: row.learner_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
  agency: agencyRef(row.agency_id, row.agency_name),
  requestDate: row.request_date,
  status: row.status as RequestStatus,
  noticeStatus: row.notice_status as NoticeStatus,
  postedNoticeDate: row.posted_notice_date,
  remindedAt: row.reminded_at,
  remindCount: row.remind_count,
});

const REQUESTS_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { requestDate: 'notice_requests.request_date', postedNoticeDate: 'notice_requests.posted_notice_date', learner: 'learners.last_name' },
  defaultOrder: [['notice_requests.request_date', 'desc']],
  search: ['learners.last_name', 'learners.first_name', 'learners.email'],
  exact: {
    agency: { column: 'notice_requests.agency_id', kind: 'int' },
    status: { column: 'notice_requests.status', kind: 'string' },
    noticeStatus: { column: 'notice_requests.notice_status', kind: 'string' },
    learner: { column: 'notice_requests.learner_id', kind: 'int' },
  },
  date: { requestDate: 'notice_requests.request_date', postedNoticeDate: 'notice_requests.posted_notice_date' },
};

function selectNotices(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('notices')
      .innerJoin('agencies', 'agencies.id', 'notices.agency_id')
      .leftJoin('learners', 'learners.id', 'notices.learner_id')
      .leftJoin('notice_reasons', 'notice_reasons.id', 'notices.report_reason_id')
      .selectAll('notices')
      .select(['agencies.name as agency_name', 'learners.first_name', 'learners.last_name', 'notice_reasons.label as reason_label']),
    auth,
    { structure: 'notices.structure_id', agency: 'notices.agency_id' },
  );
}

type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotices>['executeTakeFirstOrThrow']>>;

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  agency: agencyRef(row.agency_id, row.agency_name),
  learner: row.learner_id === null ? null : { id: row.learner_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
  authorName: row.author_name,
  rating: row.rating,
  comment: row.comment,
  verified: row.verified === 1 ? 1 : 0,
  reported: row.reported === 1,
  reportReason: row.report_reason_id === null ? null : { id: row.report_reason_id, label: row.reason_label ?? '' },
  reportComment: row.report_comment,
  noticeDate: row.notice_date,
  createdAt: row.created_at,
});

const NOTICES_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { noticeDate: 'notices.notice_date', rating: 'notices.rating', createdAt: 'notices.created_at' },
  defaultOrder: [['notices.notice_date', 'desc']],
  search: ['notices.author_name', 'notices.comment'],
  exact: {
    verified: { column: 'notices.verified', kind: 'int' },
    structureId: { column: 'notices.structure_id', kind: 'int' },
    agency: { column: 'notices.agency_id', kind: 'int' },
    reported: { column: 'notices.reported', kind: 'bool' },
    rating: { column: 'notices.rating', kind: 'int' },
  },
  date: { noticeDate: 'notices.notice_date' },
};

const requestJson = (row: RequestRow) => jsonLd('NoticeRequest', iri('/requests', row.id), toRequest(row));
const noticeJson = (row: NoticeRow) => jsonLd('Notice', iri('/notices', row.id), toNotice(row));

/** The invitation (or reminder) e-mail of a request, pointing at the structure's notice page. */
async function sendRequestEmail(
  deps: AppDeps,
  auth: AuthContext,
  learner: { id: number; agency_id: number; first_name: string; email: string },
  reminder: boolean,
): Promise<number> {
  const structure = await deps.db.selectFrom('structures').select(['name', 'survey_link']).where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  if (!structure.survey_link) throw conflict('Aucune page de dépôt d’avis n’est configurée pour votre structure.');
  return queueEmail(deps, {
    structureId: auth.structureId,
    agencyId: learner.agency_id,
    learnerId: learner.id,
    document: 'noticeRequest',
    to: learner.email,
    subject: reminder ? `Rappel : votre avis sur ${structure.name}` : `Votre avis sur ${structure.name}`,
    text: [
      `Bonjour ${learner.first_name},`,
      '',
      reminder
        ? `Vous n’avez pas encore donné votre avis sur votre formation chez ${structure.name}. Il ne vous faudra qu’une minute :`
        : `Votre formation chez ${structure.name} touche à sa fin : votre avis certifié aidera les futurs élèves à choisir leur auto-école.`,
      '',
      structure.survey_link,
      '',
      `Merci et bonne route,\nL’équipe ${deName(structure.name)}`,
    ].join('\n'),
  });
}

/**
 * Certified notices (spec part 2 §7 « Notices »): requests sent to learners (sorted by requestDate
 * descending, with agency, date bounds, status[] and noticeStatus[]), notices (verified 0/1) with
 * create and report, the report reasons, and the reminder.
 */
export const noticeRoutes = new Hono<AppEnv>();

noticeRoutes.get('/requests', async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectRequests(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec: REQUESTS_SPEC,
      dialect: deps.dialect,
      idColumn: 'notice_requests.id',
      toJsonLd: requestJson,
    }),
  );
});

noticeRoutes.post('/requests', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, requestCreateSchema);
  const learner = await learnerOfPayload(deps.db, auth, input.learner);
  if (!learner.email) throw fieldError('learner', 'Cet apprenant n’a pas d’adresse e-mail : la demande ne peut pas lui être envoyée.');
  const pending = await deps.db
    .selectFrom('notice_requests')
    .select('id')
    .where('learner_id', '=', learner.id)
    .where('notice_status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw fieldError('learner', 'Une demande d’avis est déjà en attente pour cet apprenant : relancez-la.');
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
  return c.json(answer.body, 201);
});

noticeRoutes.post('/remind', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, remindSchema);
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
  return c.json(answer.body, answer.status);
});

noticeRoutes.get('/notices', async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectNotices(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec: NOTICES_SPEC,
      dialect: deps.dialect,
      idColumn: 'notices.id',
      toJsonLd: noticeJson,
    }),
  );
});

noticeRoutes.post('/notices', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, noticeCreateSchema);
  assertAgency(auth, input.agency);
  if (input.learner !== null) {
    const learner = await learnerOfPayload(deps.db, auth, input.learner);
    if (learner.agency_id !== input.agency) throw fieldError('learner', 'Cet apprenant n’appartient pas à cette agence.');
  }
  if (input.noticeDate > deps.now().toISOString().slice(0, 10)) throw fieldError('noticeDate', 'La date de l’avis ne peut pas être dans le futur.');
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
  return c.json(noticeJson(await selectNotices(deps, auth).where('notices.id', '=', row.id).executeTakeFirstOrThrow()), 201);
});

noticeRoutes.post('/notices/report', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, noticeReportSchema);
  const notice = await selectNotices(deps, auth).where('notices.id', '=', input.notice).executeTakeFirst();
  if (!notice) throw fieldError('notice', 'Avis introuvable.');
  if (notice.reported === 1) throw conflict('Cet avis a déjà été signalé.');
  const reason = await deps.db.selectFrom('notice_reasons').select('id').where('id', '=', input.reason).executeTakeFirst();
  if (!reason) throw fieldError('reason', 'Motif inconnu.');
  await deps.db
    .updateTable('notices')
    .set({ reported: 1, report_reason_id: reason.id, report_comment: input.comment, reported_at: deps.now().toISOString() })
    .where('id', '=', notice.id)
    .execute();
  return c.json(noticeJson(await selectNotices(deps, auth).where('notices.id', '=', notice.id).executeTakeFirstOrThrow()));
});

noticeRoutes.get('/reasons', async (c) => {
  const { deps } = c.var;
  return c.json(
    await paginate(deps.db.selectFrom('notice_reasons').selectAll(), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'notice_reasons.id',
      spec: { defaultItemsPerPage: 30, maxItemsPerPage: 1000, order: { label: 'notice_reasons.label' }, defaultOrder: [['notice_reasons.id', 'asc']] },
      toJsonLd: (row) => jsonLd<Reason>('Reason', iri('/reasons', row.id), { id: row.id, label: row.label }),
    }),
  );
});
