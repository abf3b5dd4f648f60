import type { LearnerLight } from '../../shared/references/types';
import type { MailSendInput, MailSent } from '../../shared/mail/send';
import type { MailDelivery } from '../../shared/mail/types';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type {
  LearnerSlotsMail,
  MonitorPdf,
  OperationHistoryCreate,
  SlotBackground,
  SlotCreate,
  SlotLearnerCreate,
  SlotLearnerPatch,
  SlotMailConvocation,
  SlotPatch,
  SlotRecurrent,
} from './schema';
import type {
  AgendaTooltip,
  LearnerSituation,
  OccurrenceTooltip,
  OperationHistory,
  PaymentDeadlinesTooltip,
  Slot,
  SlotLearner,
  SlotMonitor,
  SlotDateBound,
} from './types';

export const SLOTS_PATH = '/plannings/slots';
export const SLOT_LEARNERS_PATH = '/plannings/slot-learners';
export const OPERATIONS_PATH = '/plannings/operation-histories';
export const SITUATIONS_PATH = '/learners/situation';
export const MONITOR_PATH = '/plannings/slots/monitor';

/** `GET /plannings/slots` (agenda[], date[after], date[before], slotLearners.learner, up to 5000 per page). */
export function listSlots(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Slot>> {
  return client.list<Slot>(SLOTS_PATH, params, { signal });
}

/** `GET /plannings/slots?itemsPerPage=5000&page=1&slotLearners.learner={id}`: a learner's slots (past or future ones: `date[before]`/`date[after]` today). */
export function listLearnerSlots(client: ApiClient, learnerId: number, bound: SlotDateBound = {}, signal?: AbortSignal): Promise<Page<Slot>> {
  return listSlots(client, { itemsPerPage: 5000, page: 1, 'slotLearners.learner': learnerId, ...bound, order: { date: 'desc' } }, signal);
}

export function createSlot(client: ApiClient, payload: SlotCreate): Promise<JsonLd<Slot>> {
  return client.post<JsonLd<Slot>>(SLOTS_PATH, payload);
}

/** `POST /plannings/slot/recurrent`: answers the created occurrences. */
export async function createRecurrentSlot(client: ApiClient, payload: SlotRecurrent): Promise<JsonLd<Slot>[]> {
  const body = await client.post<{ 'hydra:member': JsonLd<Slot>[] }>('/plannings/slot/recurrent', payload);
  return body['hydra:member'];
}

export function createBackgroundSlot(client: ApiClient, payload: SlotBackground): Promise<JsonLd<Slot>> {
  return client.post<JsonLd<Slot>>('/plannings/slot/background', payload);
}

/** `PATCH /plannings/slots/{id}`: move, resize, edit. */
export function updateSlot(client: ApiClient, id: number, patch: SlotPatch): Promise<JsonLd<Slot>> {
  return client.patch<JsonLd<Slot>>(`${SLOTS_PATH}/${id}`, patch);
}

/** `DELETE /plannings/slots/{id}` (`following`: this occurrence and the next ones of its recurrence). */
export function deleteSlot(client: ApiClient, id: number, scope: 'one' | 'following' = 'one'): Promise<void> {
  return client.delete(`${SLOTS_PATH}/${id}${scope === 'following' ? '?scope=following' : ''}`);
}

export function addSlotLearner(client: ApiClient, payload: SlotLearnerCreate): Promise<JsonLd<SlotLearner>> {
  return client.post<JsonLd<SlotLearner>>(SLOT_LEARNERS_PATH, payload);
}

export function updateSlotLearner(client: ApiClient, id: number, patch: SlotLearnerPatch): Promise<JsonLd<SlotLearner>> {
  return client.patch<JsonLd<SlotLearner>>(`${SLOT_LEARNERS_PATH}/${id}`, patch);
}

export function removeSlotLearner(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${SLOT_LEARNERS_PATH}/${id}`);
}

export function getOccurrenceTooltip(client: ApiClient, slotId: number, signal?: AbortSignal): Promise<OccurrenceTooltip> {
  return client.get<OccurrenceTooltip>('/plannings/occurrence-tooltip', { slot: slotId }, { signal });
}

export function getAgendaTooltip(client: ApiClient, agendaId: number, date: string, signal?: AbortSignal): Promise<AgendaTooltip> {
  return client.get<AgendaTooltip>('/plannings/agenda-tooltip', { agenda: agendaId, date }, { signal });
}

export function getPaymentDeadlinesTooltip(client: ApiClient, slotId: number, signal?: AbortSignal): Promise<PaymentDeadlinesTooltip> {
  return client.get<PaymentDeadlinesTooltip>('/plannings/payment-deadlines-tooltip', { slot: slotId }, { signal });
}

/** `GET /plannings/operation-histories` (20 per page). */
export function listOperations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<OperationHistory>> {
  return client.list<OperationHistory>(OPERATIONS_PATH, params, { signal });
}

export function createOperation(client: ApiClient, payload: OperationHistoryCreate): Promise<JsonLd<OperationHistory>> {
  return client.post<JsonLd<OperationHistory>>(OPERATIONS_PATH, payload);
}

/** `POST /plannings/operation-histories/bulk {ids}`: deletes them. */
export function deleteOperations(client: ApiClient, ids: readonly number[]): Promise<{ deleted: number }> {
  return client.post<{ deleted: number }>(`${OPERATIONS_PATH}/bulk`, { ids });
}

export function getSlotMonitor(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<SlotMonitor> {
  return client.get<SlotMonitor>(MONITOR_PATH, params, { signal });
}

/** `POST /plannings/slot/monitor-pdf` (file; e-mailed too when `email` is given). */
export function downloadMonitorPdf(client: ApiClient, payload: MonitorPdf): Promise<DownloadedFile> {
  return client.download('/plannings/slot/monitor-pdf', undefined, { method: 'POST', body: payload });
}

/** `GET /plannings/payment-deadlines-pdf`. */
export function downloadPaymentDeadlinesPdf(client: ApiClient, params: QueryParams): Promise<DownloadedFile> {
  return client.download('/plannings/payment-deadlines-pdf', params);
}

/** `GET /plannings/slot-convocation-pdf/{slotId}`: « Convocations-{title} ». */
export function downloadConvocation(client: ApiClient, slotId: number): Promise<DownloadedFile> {
  return client.download(`/plannings/slot-convocation-pdf/${slotId}`);
}

/** What `POST /plannings/slot-mail-convocation` answers: 200 once every convocation was accepted by the SMTP server, 202 while queued. */
export interface ConvocationMail extends MailDelivery {
  /** Convocations queued (learners with an e-mail, not excused). */
  sent: number;
  skipped: string[];
}

/** What `POST /plannings/planning-mail` answers (200 once accepted, 202 while queued). */
export interface PlanningMail extends MailDelivery {
  to: string;
  agenda: number;
}

/** `POST /plannings/slot-mail-convocation {id, data?}`. */
export function mailConvocation(client: ApiClient, payload: SlotMailConvocation): Promise<ConvocationMail> {
  return client.post<ConvocationMail>('/plannings/slot-mail-convocation', payload);
}

/** `GET /learners/available` (date, startTime, endTime, agency): learners whose availability covers the slot. */
export function listAvailableLearners(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerLight>> {
  return client.list<LearnerLight>('/learners/available', params, { signal });
}

/** `GET /learners/sort` (agency, simplesearch, order): the slot form's learner picker, by name. */
export function listSortedLearners(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerLight>> {
  return client.list<LearnerLight>('/learners/sort', { order: { lastName: 'asc', firstName: 'asc' }, ...params }, { signal });
}

/** `POST /mail/send`: a message about a slot to its learners and/or trainer; 200 once accepted by the SMTP server, 202 while queued. */
export function sendSlotMail(client: ApiClient, payload: MailSendInput): Promise<MailSent> {
  return client.post<MailSent>('/mail/send', payload);
}

/** `GET /plannings/slot-attendance-sheet-pdf/{slotId}`: « Feuille d'émargement ». */
export function downloadAttendanceSheet(client: ApiClient, slotId: number): Promise<DownloadedFile> {
  return client.download(`/plannings/slot-attendance-sheet-pdf/${slotId}`);
}

/** `GET /plannings/slot-attendance-sheet-by-learner-pdf/{learnerId}`: the appointment list with `withTeamMember`, else the sheet from `startDate`. */
export function downloadLearnerSheet(client: ApiClient, learnerId: number, query: { withTeamMember: true } | { startDate: string }): Promise<DownloadedFile> {
  return client.download(`/plannings/slot-attendance-sheet-by-learner-pdf/${learnerId}`, query);
}

/** `GET /plannings/slot-rdv/{agenda}?startDate&endDate`: « Liste de RDV » of an agenda. */
export function downloadAgendaAppointments(client: ApiClient, agendaId: number, startDate: string, endDate: string): Promise<DownloadedFile> {
  return client.download(`/plannings/slot-rdv/${agendaId}`, { startDate, endDate });
}

/** `POST /plannings/planning-mail` (multipart: file, email, agendaId). */
export function mailPlanning(client: ApiClient, file: Blob, filename: string, email: string, agendaId: number): Promise<PlanningMail> {
  const form = new FormData();
  form.append('file', file, filename);
  form.append('email', email);
  form.append('agendaId', String(agendaId));
  return client.upload<PlanningMail>('/plannings/planning-mail', form);
}

/** `POST /plannings/learner-slots-mail` (file response). */
export function mailLearnerSlots(client: ApiClient, payload: LearnerSlotsMail): Promise<DownloadedFile> {
  return client.download('/plannings/learner-slots-mail', undefined, { method: 'POST', body: payload });
}

/** `GET /learners/situation?itemsPerPage=500000&page=1` with structureId, date, agendaId[]. */
export function listSituations(client: ApiClient, params: { structureId: number; date: string; agendaId: readonly number[] }, signal?: AbortSignal): Promise<Page<LearnerSituation>> {
  return client.list<LearnerSituation>(SITUATIONS_PATH, { itemsPerPage: 500_000, page: 1, ...params }, { signal });
}

/** `GET /learners/situation-pdf` (same filters). */
export function downloadSituations(client: ApiClient, params: { structureId: number; date: string; agendaId: readonly number[] }): Promise<DownloadedFile> {
  return client.download('/learners/situation-pdf', params);
}
