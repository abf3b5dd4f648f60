import { Hono, type Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import {
  antsAuthenticateSchema,
  antsDemandeActionSchema,
  antsDisconnectSchema,
  antsDraftSchema,
  ANTS_PAGE_MAX_BYTES,
  ANTS_PAGE_TYPES,
  antsPjPageSchema,
  antsRequestPatchSchema,
  antsSimulatorAdvanceSchema,
} from '../../../src/modules/ants/schema';
import {
  ANTS_EDITABLE_STATUSES,
  ANTS_ERROR_CODES,
  ANTS_MAX_PJ_PAGES,
  ANTS_PJ_TYPES,
  ANTS_REQUIRED_PJ,
  ANTS_STATUSES,
  type AntsAgency,
  type AntsDemande,
  type AntsPjType,
  type AntsRequest,
  type AntsRequestDetails,
  type AntsStatistics,
  type AntsStatus,
} from '../../../src/modules/ants/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict, errorBody, handleApiError, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import { assertAgency, found, isRowId, routeId, scoped } from '../../core/scope';
import { deleteStoredFile, readMultipart, storeFile, takeFile, type UploadRules } from '../../core/uploads';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import {
  advanceDemande,
  AntsFailure,
  assertAcceptsDocuments,
  cancelDemande,
  checkAntsCredentials,
  createDraftDemande,
  findDemande,
  isAntsSessionExpired,
  listDemandes,
  openAntsSession,
  requireAntsSession,
  submitDemande,
  updateDraftDemande,
  type AntsSessionRow,
  type AntsSimDemandeRow,
} from '../../simulators/ants';
import { learnerSearch, learnerSearchFirst } from '../learners/search';
import { LEARNER_ORDER, selectLearners, toLearnerSummary } from '../learners/select';

/** Spec part 1 §5: the text shown for a refused ANTS authentication. */
export const ANTS_CREDENTIALS_ERROR = 'Vérifiez votre identifiant, mot de passe et numéro d’agrément.';

/** Requests that no longer block a new one for the same learner and category. */
const CLOSED_STATUSES: readonly AntsStatus[] = ['ANNULEE', 'REJET_FICHIERS', 'REJET_INSTRUCTION'];

type Db = Kysely<Database>;

/**
 * An ANTS refusal as the API answers it. Authentication failures carry ANTS's own answer in
 * `hydra:member` (first member: status 500 and the ANTS message) so the front end applies the
 * spec's rule; session errors keep ANTS's code at the start of the message.
 */
function antsProblem(c: Context, failure: AntsFailure) {
  const member = [{ status: failure.antsStatus, message: failure.code === ANTS_ERROR_CODES.authentication ? failure.code : failure.message }];
  let status: 400 | 409 | 503 = 409;
  let detail = failure.message;
  if (failure.code === ANTS_ERROR_CODES.authentication) {
    status = 400;
    detail = ANTS_CREDENTIALS_ERROR;
  } else if (failure.code === 'SERVICE_INDISPONIBLE') {
    status = 503;
  } else if (failure.code === ANTS_ERROR_CODES.sessionExpired || failure.code === ANTS_ERROR_CODES.unknownSession) {
    detail = `${failure.code} : ${failure.message}`;
  }
  return c.json({ ...errorBody(status, detail), 'hydra:member': member }, status, { 'Content-Type': 'application/problem+json; charset=utf-8' });
}

// --- connections ------------------------------------------------------------------------------

function toAntsAgency(
  type: 'principal' | 'agency',
  agency: { id: number; name: string } | null,
  session: AntsSessionRow | undefined,
  now: Date,
): AntsAgency {
  const expired = session ? isAntsSessionExpired(session, now) : false;
  return {
    type,
    agencyId: agency?.id ?? null,
    agencyName: agency?.name ?? null,
    idSession: session?.id_session ?? null,
    isLogged: session !== undefined && !expired,
    expired,
    login: session?.login ?? null,
    approvalNumber: session?.approval_number ?? null,
    connectedAt: session?.connected_at ?? null,
    expiresAt: session?.expires_at ?? null,
  };
}

const connectionIri = (connection: AntsAgency, structureId: number) =>
  connection.agencyId === null ? `/api/ants/agencies/structure-${structureId}` : `/api/ants/agencies/${connection.agencyId}`;

async function structureMode(db: Db, structureId: number): Promise<number> {
  const row = await db.selectFrom('structures').select('mode_ants').where('id', '=', structureId).executeTakeFirstOrThrow();
  return row.mode_ants;
}

/** The structure's connection (global) or one connection per agency of the caller. */
async function listConnections(deps: AppDeps, auth: AuthContext, global: boolean): Promise<AntsAgency[]> {
  const now = deps.now();
  const sessions = await deps.db.selectFrom('ants_sessions').selectAll().where('structure_id', '=', auth.structureId).execute();
  if (global) return [toAntsAgency('principal', null, sessions.find((s) => s.agency_id === null), now)];
  if (auth.agencyIds.length === 0) return [];
  const agencies = await deps.db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('structure_id', '=', auth.structureId)
    .where('id', 'in', auth.agencyIds)
    .orderBy('is_principal', 'desc')
    .orderBy('name')
    .execute();
  return agencies.map((agency) => toAntsAgency('agency', agency, sessions.find((s) => s.agency_id === agency.id), now));
}

function readBoolParam(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ApiError(400, `Le filtre « ${name} » attend true ou false.`);
}

/** `structure` in a query must be the caller's own (another structure is not found). */
function assertOwnStructure(auth: AuthContext, raw: string | undefined): void {
  if (raw === undefined || raw === '') return;
  const id = /^\/api\/structure\/structure\/(\d+)$/.exec(raw)?.[1] ?? raw;
  if (!/^\d+$/.test(id) || Number(id) !== auth.structureId) throw notFound('Cette structure est introuvable.');
}

// --- requests ---------------------------------------------------------------------------------

function selectRequests(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('ants_requests')
      .innerJoin('agencies', 'agencies.id', 'ants_requests.agency_id')
      .leftJoin('learners', 'learners.id', 'ants_requests.learner_id')
      .select([
        'ants_requests.id',
        'ants_requests.id_demande',
        'ants_requests.id_session',
        'ants_requests.status',
        'ants_requests.request_type',
        'ants_requests.category',
        'ants_requests.birth_city',
        'ants_requests.neph',
        'ants_requests.submitted_at',
        'ants_requests.status_changed_at',
        'ants_requests.created_at',
        'ants_requests.updated_at',
        'ants_requests.agency_id',
        'agencies.name as agency_name',
        'ants_requests.learner_id',
        'learners.first_name as learner_first_name',
        'learners.last_name as learner_last_name',
        'learners.neph as learner_neph',
      ]),
    auth,
    { structure: 'ants_requests.structure_id', agency: 'ants_requests.agency_id' },
  );
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

function toAntsRequest(row: RequestRow): AntsRequest {
  return {
    id: row.id,
    idDemande: row.id_demande,
    idSession: row.id_session,
    status: row.status as AntsStatus,
    requestType: row.request_type as AntsRequest['requestType'],
    category: row.category,
    birthCity: row.birth_city,
    neph: row.neph,
    learner:
      row.learner_id === null
        ? null
        : {
            '@id': `/api/learners/${row.learner_id}`,
            id: row.learner_id,
            firstName: row.learner_first_name ?? '',
            lastName: row.learner_last_name ?? '',
            neph: row.learner_neph ?? null,
          },
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
    submittedAt: row.submitted_at,
    statusChangedAt: row.status_changed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const PATH = '/ants';

async function loadRequest(deps: AppDeps, auth: AuthContext, where: { id: number } | { idDemande: string }): Promise<RequestRow> {
  let query = selectRequests(deps, auth);
  query = 'id' in where ? query.where('ants_requests.id', '=', where.id) : query.where('ants_requests.id_demande', '=', where.idDemande);
  return found(await query.executeTakeFirst(), 'Cette demande ANTS est introuvable.');
}

async function requestDetails(deps: AppDeps, auth: AuthContext, id: number): Promise<AntsRequestDetails> {
  const row = await loadRequest(deps, auth, { id });
  const pages = await deps.db
    .selectFrom('ants_attachment_pages')
    .select(['id', 'id_pj', 'page_number', 'original_name', 'mime_type', 'size', 'created_at'])
    .where('request_id', '=', row.id)
    .orderBy('id_pj')
    .orderBy('page_number')
    .execute();
  return {
    ...toAntsRequest(row),
    attachments: ANTS_PJ_TYPES.map((idPJ) => ({
      idPJ,
      required: ANTS_REQUIRED_PJ.includes(idPJ),
      pages: pages
        .filter((page) => page.id_pj === idPJ)
        .map((page) => ({ id: page.id, pageNumber: page.page_number, originalName: page.original_name, mimeType: page.mime_type, size: page.size, createdAt: page.created_at })),
    })),
  };
}

const detailsJsonLd = async (deps: AppDeps, auth: AuthContext, id: number) => jsonLd('AntsRequest', iri(PATH, id), await requestDetails(deps, auth, id));

/** Copies what ANTS says about a request into Volant's record (inside the caller's transaction). */
async function mirrorDemande(trx: Db, requestId: number, demande: AntsSimDemandeRow, now: string, idSession?: string): Promise<void> {
  await trx
    .updateTable('ants_requests')
    .set({
      status: demande.status,
      status_changed_at: now,
      neph: demande.neph,
      request_type: demande.request_type,
      category: demande.category,
      birth_city: demande.birth_city,
      updated_at: now,
      ...(idSession ? { id_session: idSession } : {}),
    })
    .where('id', '=', requestId)
    .execute();
}

/** A learner of the caller's agencies, not archived (422 on `field` otherwise). */
async function requireLearner(deps: AppDeps, auth: AuthContext, learnerId: number, field = 'learner') {
  const learner = await scoped(
    deps.db.selectFrom('learners').select(['id', 'agency_id', 'first_name', 'last_name', 'birth_date', 'neph', 'archived']).where('id', '=', learnerId),
    auth,
    { structure: 'learners.structure_id', agency: 'learners.agency_id' },
  ).executeTakeFirst();
  if (!learner || learner.archived === 1) {
    const message = 'Cet apprenant est introuvable ou archivé.';
    throw new ApiError(422, message, [{ propertyPath: field, message }]);
  }
  return learner;
}

async function countPages(db: Db, requestId: number): Promise<number> {
  const row = await db.selectFrom('ants_attachment_pages').select((eb) => eb.fn.countAll<number | string>().as('n')).where('request_id', '=', requestId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const antsRoutes = new Hono<AppEnv>();
antsRoutes.onError((err, c) => (err instanceof AntsFailure ? antsProblem(c, err) : handleApiError(err, c)));

/** `GET /ants/agencies` (structure, isGlobal): the ANTS connections (spec part 1 §7). */
antsRoutes.get('/ants/agencies', async (c) => {
  const { deps, auth } = c.var;
  assertOwnStructure(auth, c.req.query('structure'));
  const global = readBoolParam(c.req.query('isGlobal'), 'isGlobal') ?? (await structureMode(deps.db, auth.structureId)) === 1;
  const connections = await listConnections(deps, auth, global);
  const members = connections.map((connection) => jsonLd('AntsAgency', connectionIri(connection, auth.structureId), connection));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

/** `POST /ants/authenticate`: connects an agency (mode 0) or the whole structure (mode 1). */
antsRoutes.post('/ants/authenticate', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, antsAuthenticateSchema);
  let accepted: string[];
  let agency: { id: number; name: string } | null = null;
  if (input.mode === 0) {
    const agencyId = input.agencyId!;
    assertAgency(auth, agencyId, 'agencyId');
    const row = await deps.db.selectFrom('agencies').select(['id', 'name', 'approval_number']).where('id', '=', agencyId).executeTakeFirstOrThrow();
    if (!row.approval_number) {
      const message = 'Cette agence n’a pas de numéro d’agrément : renseignez-le dans sa fiche avant de la connecter à l’ANTS.';
      throw new ApiError(422, message, [{ propertyPath: 'agencyId', message }]);
    }
    accepted = [row.approval_number];
    agency = { id: row.id, name: row.name };
  } else {
    const rows = await deps.db.selectFrom('agencies').select('approval_number').where('structure_id', '=', auth.structureId).execute();
    accepted = rows.map((r) => r.approval_number).filter((n): n is string => n !== null);
  }
  checkAntsCredentials(input, accepted);
  const session = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('structures').set({ mode_ants: input.mode }).where('id', '=', auth.structureId).execute();
    return openAntsSession(deps, trx, {
      structureId: auth.structureId,
      agencyId: agency?.id ?? null,
      login: input.login,
      approvalNumber: input.approvalNumber,
      userId: auth.userId,
    });
  });
  const connection = toAntsAgency(agency ? 'agency' : 'principal', agency, session, deps.now());
  return c.json(
    jsonLd('AntsAuthentication', connectionIri(connection, auth.structureId), {
      'hydra:member': [{ status: 200, message: 'AUTHENTIFICATION_REUSSIE' }],
      connection,
    }),
  );
});

/** `POST /ants/disconnect` (agencyId, idSession): closes a connection. */
antsRoutes.post('/ants/disconnect', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, antsDisconnectSchema);
  const session = await deps.db
    .selectFrom('ants_sessions')
    .selectAll()
    .where('structure_id', '=', auth.structureId)
    .where('id_session', '=', input.idSession)
    .executeTakeFirst();
  if (!session || session.agency_id !== input.agencyId || (session.agency_id !== null && !auth.agencyIds.includes(session.agency_id))) {
    throw notFound('Cette connexion ANTS est introuvable.');
  }
  await deps.db.deleteFrom('ants_sessions').where('id', '=', session.id).execute();
  return c.body(null, 204);
});

/** `GET /ants/statistics` (agency): one counter per status, changed requests and the last sync date. */
antsRoutes.get('/ants/statistics', async (c) => {
  const { deps, auth } = c.var;
  const agencyRaw = c.req.query('agency');
  let agencyIds = auth.agencyIds;
  if (agencyRaw) {
    if (!isRowId(agencyRaw)) throw new ApiError(400, 'Le filtre « agency » attend un nombre entier.');
    agencyIds = auth.agencyIds.filter((id) => id === Number(agencyRaw));
  }
  const counts =
    agencyIds.length === 0
      ? []
      : await deps.db
          .selectFrom('ants_requests')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('structure_id', '=', auth.structureId)
          .where('agency_id', 'in', agencyIds)
          .groupBy('status')
          .execute();
  const lastSync = await deps.db
    .selectFrom('ants_syncs')
    .select(['synced_at', 'changed_count'])
    .where('structure_id', '=', auth.structureId)
    .where((eb) => (agencyIds.length === 0 ? eb('agency_id', 'is', null) : eb.or([eb('agency_id', 'is', null), eb('agency_id', 'in', agencyIds)])))
    .orderBy('synced_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const statistics = Object.fromEntries(ANTS_STATUSES.map((status) => [status, Number(counts.find((r) => r.status === status)?.n ?? 0)])) as Record<AntsStatus, number>;
  const body: AntsStatistics = {
    ...statistics,
    changedRequests: lastSync?.changed_count ?? 0,
    lastSyncDate: lastSync?.synced_at ?? null,
    syncDate: lastSync?.synced_at ?? null,
  };
  return c.json(jsonLd('AntsStatistics', '/api/ants/statistics', body));
});

/**
 * `GET /ants/demandes` (idSession): the requests ANTS holds for the session's scope. Volant's copy is
 * synchronised on the way (statuses, NEPH, requests created on ANTS directly), which the statistics
 * report as the last sync date and the changed requests.
 */
antsRoutes.get('/ants/demandes', async (c) => {
  const { deps, auth } = c.var;
  const idSession = c.req.query('idSession');
  if (!idSession) throw new ApiError(400, 'Le paramètre « idSession » est obligatoire : connectez-vous à l’ANTS.');
  const session = await requireAntsSession(deps, auth.structureId, idSession);
  const demandes = await listDemandes(deps, session, auth.agencyIds);
  const now = deps.now().toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    let count = 0;
    for (const demande of demandes) {
      const local = await trx.selectFrom('ants_requests').select(['id', 'status', 'learner_id', 'neph']).where('id_demande', '=', demande.id_demande).executeTakeFirst();
      if (!local) {
        const match = demande.neph
          ? await trx.selectFrom('learners').select('id').where('agency_id', '=', demande.agency_id).where('neph', '=', demande.neph).executeTakeFirst()
          : undefined;
        await trx
          .insertInto('ants_requests')
          .values({
            structure_id: demande.structure_id,
            agency_id: demande.agency_id,
            learner_id: match?.id ?? null,
            id_demande: demande.id_demande,
            id_session: session.id_session,
            status: demande.status,
            request_type: demande.request_type,
            category: demande.category,
            birth_city: demande.birth_city,
            neph: demande.neph,
            submitted_at: null,
            status_changed_at: now,
            created_at: demande.created_at,
            updated_at: now,
          })
          .execute();
        count += 1;
        continue;
      }
      if (local.status === demande.status && local.neph === demande.neph) continue;
      await mirrorDemande(trx, local.id, demande, now);
      count += 1;
      if (demande.neph && local.learner_id !== null) {
        await trx.updateTable('learners').set({ neph: demande.neph, updated_at: now }).where('id', '=', local.learner_id).where('neph', 'is', null).execute();
      }
    }
    await trx.insertInto('ants_syncs').values({ structure_id: auth.structureId, agency_id: session.agency_id, synced_at: now, changed_count: count, user_id: auth.userId }).execute();
    return count;
  });
  const members = demandes.map((d) =>
    jsonLd<AntsDemande>('AntsDemande', `/api/ants/demandes/${d.id_demande}`, {
      idDemande: d.id_demande,
      status: d.status as AntsStatus,
      requestType: d.request_type as AntsDemande['requestType'],
      category: d.category,
      lastName: d.last_name,
      firstName: d.first_name,
      neph: d.neph,
      agencyId: d.agency_id,
      updatedAt: d.updated_at,
    }),
  );
  return c.json({ ...collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }), syncDate: now, changedRequests: changed });
});

/** `POST /ants/demandes`: a draft request for a learner, created in ANTS (BROUILLON). */
antsRoutes.post('/ants/demandes', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, antsDraftSchema);
  const learner = await requireLearner(deps, auth, input.learner);
  const session = await requireAntsSession(deps, auth.structureId, input.idSession, learner.agency_id);
  const open = await deps.db
    .selectFrom('ants_requests')
    .select('id')
    .where('learner_id', '=', learner.id)
    .where('category', '=', input.category)
    .where('status', 'not in', [...CLOSED_STATUSES])
    .executeTakeFirst();
  if (open) throw conflict('Cet apprenant a déjà une demande ANTS en cours pour cette catégorie.');
  const id = await deps.db.transaction().execute(async (trx) => {
    const demande = await createDraftDemande(deps, trx, auth.structureId, {
      agencyId: learner.agency_id,
      lastName: learner.last_name,
      firstName: learner.first_name,
      birthDate: learner.birth_date,
      birthCity: input.birthCity,
      requestType: input.requestType,
      category: input.category,
    });
    const row = await trx
      .insertInto('ants_requests')
      .values({
        structure_id: auth.structureId,
        agency_id: learner.agency_id,
        learner_id: learner.id,
        id_demande: demande.id_demande,
        id_session: session.id_session,
        status: demande.status,
        request_type: demande.request_type,
        category: demande.category,
        birth_city: demande.birth_city,
        neph: null,
        submitted_at: null,
        status_changed_at: demande.created_at,
        created_at: demande.created_at,
        updated_at: demande.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return c.json(await detailsJsonLd(deps, auth, id), 201);
});

/** `POST /ants/demandes/submit` (idSession, idDemande): sends a draft to ANTS. */
antsRoutes.post('/ants/demandes/submit', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, antsDemandeActionSchema);
  const request = await loadRequest(deps, auth, { idDemande: input.idDemande });
  await requireAntsSession(deps, auth.structureId, input.idSession, request.agency_id);
  if (request.learner_id === null) throw new ApiError(422, 'Rattachez un apprenant à la demande avant de l’envoyer.');
  if ((await countPages(deps.db, request.id)) === 0) throw new ApiError(422, 'Ajoutez au moins une pièce justificative avant d’envoyer la demande.');
  const demande = found(await findDemande(deps.db, auth.structureId, request.id_demande), 'Cette demande ANTS est introuvable.');
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const sent = await submitDemande(deps, trx, demande);
    await mirrorDemande(trx, request.id, sent, now, input.idSession);
    await trx.updateTable('ants_requests').set({ submitted_at: now }).where('id', '=', request.id).execute();
  });
  return c.json(await detailsJsonLd(deps, auth, request.id));
});

/** `POST /ants/demandes/delete` (idSession, idDemande): deletes a draft (ANTS keeps it as ANNULEE). */
antsRoutes.post('/ants/demandes/delete', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, antsDemandeActionSchema);
  const request = await loadRequest(deps, auth, { idDemande: input.idDemande });
  await requireAntsSession(deps, auth.structureId, input.idSession, request.agency_id);
  const demande = found(await findDemande(deps.db, auth.structureId, request.id_demande), 'Cette demande ANTS est introuvable.');
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const cancelled = await cancelDemande(deps, trx, demande);
    await mirrorDemande(trx, request.id, cancelled, now, input.idSession);
  });
  return c.json(await detailsJsonLd(deps, auth, request.id));
});

/** A page of a supporting document: what the ANTS accepts (1 Mo at most, PDF, JPEG or PNG). */
const ANTS_PAGE_RULES: UploadRules = { maxBytes: ANTS_PAGE_MAX_BYTES, types: ANTS_PAGE_TYPES };

/** `POST /ants/pj/page` (multipart: idPJ, idDemande, idSession, file): adds a page to a supporting document. */
antsRoutes.post('/ants/pj/page', async (c) => {
  const { deps, auth } = c.var;
  const form = await readMultipart(c);
  const fields = antsPjPageSchema.safeParse({ idPJ: form.idPJ, idDemande: form.idDemande, idSession: form.idSession });
  if (!fields.success) {
    throw new ApiError(
      422,
      'Données invalides.',
      fields.error.issues.map((issue) => ({ propertyPath: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
  const { idPJ, idDemande, idSession } = fields.data;
  const request = await loadRequest(deps, auth, { idDemande });
  await requireAntsSession(deps, auth.structureId, idSession, request.agency_id);
  const demande = found(await findDemande(deps.db, auth.structureId, request.id_demande), 'Cette demande ANTS est introuvable.');
  assertAcceptsDocuments(demande);
  const upload = await takeFile(form, 'file', ANTS_PAGE_RULES);
  const existing = await deps.db
    .selectFrom('ants_attachment_pages')
    .select((eb) => eb.fn.max('page_number').as('last'))
    .where('request_id', '=', request.id)
    .where('id_pj', '=', idPJ)
    .executeTakeFirst();
  const last = Number(existing?.last ?? 0);
  if (last >= ANTS_MAX_PJ_PAGES) {
    const message = `Cette pièce compte déjà ${ANTS_MAX_PJ_PAGES} pages, le maximum accepté par l’ANTS.`;
    throw new ApiError(422, message, [{ propertyPath: 'file', message }]);
  }
  const stored = await storeFile(deps, auth.structureId, upload);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ants_attachment_pages')
        .values({
          structure_id: auth.structureId,
          request_id: request.id,
          id_pj: idPJ as AntsPjType,
          page_number: last + 1,
          storage_key: stored.storageKey,
          original_name: stored.originalName,
          mime_type: stored.mimeType,
          size: stored.size,
        })
        .execute();
      await trx.updateTable('ants_requests').set({ updated_at: deps.now().toISOString(), id_session: idSession }).where('id', '=', request.id).execute();
    });
  } catch (err) {
    await deleteStoredFile(deps, stored.storageKey);
    throw err;
  }
  return c.json(await detailsJsonLd(deps, auth, request.id), 201);
});

/** `GET /ants` (status[], agency, learner, category, simplesearch, order, page): the ANTS requests. */
antsRoutes.get(PATH, async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectRequests(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'ants_requests.id',
      spec: {
        defaultItemsPerPage: 10,
        maxItemsPerPage: 5000,
        order: {
          createdAt: 'ants_requests.created_at',
          updatedAt: 'ants_requests.updated_at',
          statusChangedAt: 'ants_requests.status_changed_at',
          status: 'ants_requests.status',
          learner: 'learners.last_name',
          agency: 'agencies.name',
        },
        defaultOrder: [['ants_requests.updated_at', 'desc']],
        search: ['ants_requests.id_demande', 'ants_requests.neph', 'learners.last_name', 'learners.first_name'],
        exact: {
          status: { column: 'ants_requests.status', kind: 'string' },
          agency: { column: 'ants_requests.agency_id', kind: 'int' },
          learner: { column: 'ants_requests.learner_id', kind: 'int' },
          category: { column: 'ants_requests.category', kind: 'string' },
          requestType: { column: 'ants_requests.request_type', kind: 'string' },
        },
        date: { createdAt: 'ants_requests.created_at', updatedAt: 'ants_requests.updated_at' },
      },
      toJsonLd: (row) => jsonLd('AntsRequest', iri(PATH, row.id), toAntsRequest(row)),
    }),
  );
});

/** `GET /ants/{id}`: a request with its supporting documents. */
antsRoutes.get(`${PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  return c.json(await detailsJsonLd(deps, auth, routeId(c.req.param('id'))));
});

/** `PATCH /ants/{id}`: attaches or detaches a learner, or updates a draft in ANTS (with idSession). */
antsRoutes.patch(`${PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const request = await loadRequest(deps, auth, { id: routeId(c.req.param('id')) });
  const input = await parseJson(c, antsRequestPatchSchema);
  let learner: Awaited<ReturnType<typeof requireLearner>> | null | undefined;
  if (input.learner !== undefined && input.learner !== null) {
    learner = await requireLearner(deps, auth, input.learner);
    if (learner.agency_id !== request.agency_id) {
      const message = 'Cet apprenant n’appartient pas à l’agence de la demande.';
      throw new ApiError(422, message, [{ propertyPath: 'learner', message }]);
    }
  } else if (input.learner === null) {
    learner = null;
  }
  const draftChanges = input.requestType !== undefined || input.category !== undefined || input.birthCity !== undefined;
  let demande: AntsSimDemandeRow | undefined;
  if (draftChanges) {
    await requireAntsSession(deps, auth.structureId, input.idSession!, request.agency_id);
    demande = found(await findDemande(deps.db, auth.structureId, request.id_demande), 'Cette demande ANTS est introuvable.');
    if (!ANTS_EDITABLE_STATUSES.includes(demande.status as AntsStatus)) {
      throw conflict('Cette demande a déjà été envoyée à l’ANTS : elle ne peut plus être modifiée.');
    }
  }
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (learner !== undefined) {
      await trx.updateTable('ants_requests').set({ learner_id: learner?.id ?? null, updated_at: now }).where('id', '=', request.id).execute();
    }
    if (demande) {
      const identity = learner ?? (learner === null ? null : await currentLearner(trx, request.learner_id));
      const updated = await updateDraftDemande(deps, trx, demande, {
        requestType: input.requestType,
        category: input.category,
        birthCity: input.birthCity,
        ...(identity ? { lastName: identity.last_name, firstName: identity.first_name, birthDate: identity.birth_date } : {}),
      });
      await mirrorDemande(trx, request.id, updated, now, input.idSession);
    }
  });
  return c.json(await detailsJsonLd(deps, auth, request.id));
});

async function currentLearner(db: Db, learnerId: number | null) {
  if (learnerId === null) return null;
  return (await db.selectFrom('learners').select(['first_name', 'last_name', 'birth_date']).where('id', '=', learnerId).executeTakeFirst()) ?? null;
}

/**
 * `GET /learners/ants`: learners to register with ANTS — not archived, without a NEPH and without a
 * request in progress (agency, training, simplesearch, order, page).
 */
export const antsLearnerRoutes = new Hono<AppEnv>().get('/learners/ants', async (c) => {
  const { deps, auth } = c.var;
  const base = selectLearners(deps, auth)
    .where('learners.archived', '=', 0)
    .where('learners.neph', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ants_requests')
            .select(sql<number>`1`.as('one'))
            .whereRef('ants_requests.learner_id', '=', 'learners.id')
            .where('ants_requests.status', 'not in', [...CLOSED_STATUSES]),
        ),
      ),
    );
  return c.json(
    await paginate(base, {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'learners.id',
      spec: {
        defaultItemsPerPage: 10,
        maxItemsPerPage: 5000,
        order: LEARNER_ORDER,
        defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
        searchIndex: learnerSearch,
        searchFirst: learnerSearchFirst,
        exact: { agency: { column: 'learners.agency_id', kind: 'int' }, training: { column: 'learners.training_id', kind: 'int' } },
      },
      toJsonLd: (row) => jsonLd('Learner', iri('/learners', row.id), toLearnerSummary(row)),
    }),
  );
});

/**
 * Simulator control (reference server only): `POST /simulators/ants/demandes/{idDemande}/advance`
 * moves a request of the caller's structure one step on, or to `status`, now. Synchronise
 * (`GET /ants/demandes`) to see it in Volant.
 */
export const antsSimulatorRoutes = new Hono<AppEnv>().post('/simulators/ants/demandes/:idDemande/advance', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, antsSimulatorAdvanceSchema);
  const demande = await findDemande(deps.db, auth.structureId, c.req.param('idDemande'));
  if (!demande || !auth.agencyIds.includes(demande.agency_id)) throw notFound('Cette demande ANTS est introuvable.');
  const moved = await advanceDemande(deps, demande, input.status);
  return c.json(jsonLd('AntsDemande', `/api/ants/demandes/${moved.id_demande}`, { idDemande: moved.id_demande, status: moved.status, neph: moved.neph, updatedAt: moved.updated_at }));
});

