import { deName } from '../../../src/shared/i18n/elision';
import type { Notice, NoticeRequest, NoticeStatus, RequestStatus } from '../../../src/modules/notices/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { withAgencyName } from '../../core/scope';
import { queueEmail } from '../../mail/outbox';
import { agencyRef } from '../learners/common';
import type { RowOf } from '../../db/rows';

export function selectRequests(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('notice_requests')
    .innerJoin('learners', 'learners.id', 'notice_requests.learner_id')
    .selectAll('notice_requests')
    .select(['learners.first_name', 'learners.last_name', 'learners.email'])
    .$call(withAgencyName(auth, 'notice_requests'));
}

type RequestRow = RowOf<typeof selectRequests>;

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

export const REQUESTS_SPEC: ListSpec = {
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

export function selectNotices(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('notices')
    .leftJoin('learners', 'learners.id', 'notices.learner_id')
    .leftJoin('notice_reasons', 'notice_reasons.id', 'notices.report_reason_id')
    .selectAll('notices')
    .select(['learners.first_name', 'learners.last_name', 'notice_reasons.label as reason_label'])
    .$call(withAgencyName(auth, 'notices'));
}

type NoticeRow = RowOf<typeof selectNotices>;

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

export const NOTICES_SPEC: ListSpec = {
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

export const requestJson = (row: RequestRow) => jsonLd('NoticeRequest', iri('/requests', row.id), toRequest(row));
export const noticeJson = (row: NoticeRow) => jsonLd('Notice', iri('/notices', row.id), toNotice(row));

/** The invitation (or reminder) e-mail of a request, pointing at the structure's notice page. */
export async function sendRequestEmail(
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
