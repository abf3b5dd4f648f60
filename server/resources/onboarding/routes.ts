import { Hono } from 'hono';
import {
  applicationSettingSchema,
  onboardingApplicationsSchema,
  onboardingTrainingSchema,
  registrationSettingSchema,
} from '../../../src/modules/account-setup/schema';
import type {
  AgencyApplication,
  ApplicationSetting,
  ApplicationSummary,
  OnboardingTraining,
  RegistrationSetting,
  TrainingApplication,
} from '../../../src/modules/account-setup/types';
import { ONBOARDING_APPLICATIONS_PAGE_SIZE } from '../../../src/shared/constants';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { assertAgency, isRowId } from '../../core/scope';
import { parseJson } from '../../core/validation';

/** Writes of the onboarding: any configuration permission (the route permissions of the wizard). */

function agencyParam(auth: AuthContext, raw: string | undefined, name = 'agency'): number {
  if (raw === undefined || !isRowId(raw)) throw badRequest(`Le paramètre « ${name} » est obligatoire (identifiant numérique).`);
  const id = Number(raw);
  if (!auth.agencyIds.includes(id)) throw notFound('Agence introuvable.');
  return id;
}

const trainingRef = (row: { training_id: number; training_code: string; training_name: string }) => ({
  '@id': iri('/educations/trainings', row.training_id),
  id: row.training_id,
  code: row.training_code,
  name: row.training_name,
});

const list = <T extends object>(url: string, members: (T & { '@id': string; '@type': string })[]) =>
  collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });

async function trainingApplications(deps: AppDeps, agency: number, trainingIds: number[]) {
  let query = deps.db
    .selectFrom('training_applications')
    .innerJoin('onboarding_applications', 'onboarding_applications.id', 'training_applications.application_id')
    .leftJoin('trainings', 'trainings.id', 'training_applications.training_id')
    .select([
      'training_applications.id',
      'training_applications.is_active',
      'training_applications.training_id',
      'onboarding_applications.id as application_id',
      'onboarding_applications.code as application_code',
      'onboarding_applications.name as application_name',
      'trainings.code as training_code',
      'trainings.name as training_name',
    ])
    .where('training_applications.agency_id', '=', agency);
  if (trainingIds.length > 0) query = query.where('training_applications.training_id', 'in', trainingIds);
  return query.orderBy('onboarding_applications.index_order').orderBy('trainings.id').execute();
}

/**
 * Onboarding (spec part 2 §7): the trainings an agency offers, its applications (as a whole or per
 * training, isActive), the student-application and registration settings per agency, and the
 * software settings. Reads are open to the agency's staff (other areas list the offered trainings);
 * writes need one of the configuration permissions.
 */
export const onboardingRoutes = new Hono<AppEnv>();

onboardingRoutes.get('/onboardings/training', async (c) => {
  const { deps, auth } = c.var;
  const agency = agencyParam(auth, c.req.query('agency'));
  const rows = await deps.db
    .selectFrom('onboarding_trainings')
    .innerJoin('trainings', 'trainings.id', 'onboarding_trainings.training_id')
    .select(['onboarding_trainings.training_id', 'trainings.code as training_code', 'trainings.name as training_name'])
    .where('onboarding_trainings.agency_id', '=', agency)
    .orderBy('trainings.id')
    .execute();
  return c.json(
    list(
      c.req.url,
      rows.map((row) => jsonLd<OnboardingTraining>('OnboardingTraining', `/api/onboardings/training/${agency}-${row.training_id}`, { agency, training: trainingRef(row) })),
    ),
  );
});

onboardingRoutes.post('/onboardings/training', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, onboardingTrainingSchema);
  assertAgency(auth, input.agency);
  const ids = [...new Set(input.trainings)];
  if (ids.length > 0) {
    const known = await deps.db.selectFrom('trainings').select('id').where('id', 'in', ids).execute();
    if (known.length !== ids.length) throw new ApiError(422, 'Formation inconnue.', [{ propertyPath: 'trainings', message: 'Formation inconnue.' }]);
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('onboarding_trainings').where('agency_id', '=', input.agency).execute();
    if (ids.length > 0) await trx.insertInto('onboarding_trainings').values(ids.map((training_id) => ({ agency_id: input.agency, training_id }))).execute();
    // Per-training applications of trainings no longer offered are switched off.
    let off = trx.updateTable('training_applications').set({ is_active: 0 }).where('agency_id', '=', input.agency).where('training_id', 'is not', null);
    if (ids.length > 0) off = off.where('training_id', 'not in', ids);
    await off.execute();
  });
  return c.json({ agency: input.agency, trainings: ids });
});

onboardingRoutes.get('/onboardings/applications/by', async (c) => {
  const { deps, auth } = c.var;
  const agency = agencyParam(auth, c.req.query('agencyId'), 'agencyId');
  const catalogue = await deps.db.selectFrom('onboarding_applications').selectAll().orderBy('index_order').execute();
  const active = await deps.db
    .selectFrom('training_applications')
    .select('application_id')
    .where('agency_id', '=', agency)
    .where('training_id', 'is', null)
    .where('is_active', '=', 1)
    .execute();
  const members = catalogue.map((row) =>
    jsonLd<AgencyApplication>('OnboardingApplication', iri('/onboardings/applications', row.id), {
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      perTraining: row.per_training === 1,
      isActive: active.some((a) => a.application_id === row.id),
    }),
  );
  return c.json(list(c.req.url, members));
});

function trainingFilter(c: { req: { queries: (name: string) => string[] | undefined } }): number[] {
  return [...(c.req.queries('training') ?? []), ...(c.req.queries('training[]') ?? [])]
    .filter((v) => v !== '')
    .map((v) => {
      if (!isRowId(v)) throw badRequest('Le filtre « training » attend un identifiant.');
      return Number(v);
    });
}

function checkPageSize(raw: string | undefined): void {
  if (raw !== undefined && (!/^\d{1,9}$/.test(raw) || Number(raw) > ONBOARDING_APPLICATIONS_PAGE_SIZE)) {
    throw badRequest(`Le paramètre « itemsPerPage » ne peut pas dépasser ${ONBOARDING_APPLICATIONS_PAGE_SIZE}.`);
  }
}

onboardingRoutes.get('/onboardings/applications/summary', async (c) => {
  const { deps, auth } = c.var;
  checkPageSize(c.req.query('itemsPerPage'));
  const agency = agencyParam(auth, c.req.query('agency'));
  const rows = await trainingApplications(deps, agency, trainingFilter(c));
  const catalogue = await deps.db.selectFrom('onboarding_applications').selectAll().orderBy('index_order').execute();
  const members = catalogue.map((app) => {
    const mine = rows.filter((r) => r.application_id === app.id && r.is_active === 1);
    return jsonLd<ApplicationSummary>('ApplicationSummary', `/api/onboardings/applications/summary/${agency}-${app.id}`, {
      application: { '@id': iri('/onboardings/applications', app.id), id: app.id, code: app.code, name: app.name },
      isActive: mine.some((r) => r.training_id === null),
      activeTrainings: mine.filter((r) => r.training_id !== null).length,
    });
  });
  return c.json(list(c.req.url, members));
});

onboardingRoutes.get('/onboardings/applications', async (c) => {
  const { deps, auth } = c.var;
  checkPageSize(c.req.query('itemsPerPage'));
  const agency = agencyParam(auth, c.req.query('agency'));
  const rows = await trainingApplications(deps, agency, trainingFilter(c));
  const members = rows.map((row) =>
    jsonLd<TrainingApplication>('TrainingApplication', iri('/onboardings/training-applications', row.id), {
      id: row.id,
      application: { '@id': iri('/onboardings/applications', row.application_id), id: row.application_id, code: row.application_code, name: row.application_name },
      training:
        row.training_id === null || row.training_code === null || row.training_name === null
          ? null
          : trainingRef({ training_id: row.training_id, training_code: row.training_code, training_name: row.training_name }),
      agency,
      isActive: row.is_active === 1,
    }),
  );
  return c.json(list(c.req.url, members));
});

onboardingRoutes.post('/onboardings/applications', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, onboardingApplicationsSchema);
  assertAgency(auth, input.agency);
  const catalogue = await deps.db.selectFrom('onboarding_applications').select('id').execute();
  const trainings = await deps.db.selectFrom('trainings').select('id').execute();
  input.applications.forEach((item, index) => {
    if (!catalogue.some((a) => a.id === item.application)) {
      throw new ApiError(422, 'Application inconnue.', [{ propertyPath: `applications.${index}.application`, message: 'Application inconnue.' }]);
    }
    if (item.training !== null && !trainings.some((t) => t.id === item.training)) {
      throw new ApiError(422, 'Formation inconnue.', [{ propertyPath: `applications.${index}.training`, message: 'Formation inconnue.' }]);
    }
  });
  await deps.db.transaction().execute(async (trx) => {
    for (const item of input.applications) {
      let existing = trx
        .selectFrom('training_applications')
        .select('id')
        .where('agency_id', '=', input.agency)
        .where('application_id', '=', item.application);
      existing = item.training === null ? existing.where('training_id', 'is', null) : existing.where('training_id', '=', item.training);
      const row = await existing.executeTakeFirst();
      if (row) await trx.updateTable('training_applications').set({ is_active: item.isActive ? 1 : 0 }).where('id', '=', row.id).execute();
      else {
        await trx
          .insertInto('training_applications')
          .values({ agency_id: input.agency, application_id: item.application, training_id: item.training, is_active: item.isActive ? 1 : 0 })
          .execute();
      }
    }
  });
  return c.json({ agency: input.agency, saved: input.applications.length });
});

async function applicationSetting(deps: AppDeps, agency: number): Promise<ApplicationSetting> {
  const row = await deps.db.selectFrom('application_settings').selectAll().where('agency_id', '=', agency).executeTakeFirst();
  return { agency, welcomeMessage: row?.welcome_message ?? null, contactEmail: row?.contact_email ?? null, showPrices: (row?.show_prices ?? 1) === 1 };
}

async function registrationSetting(deps: AppDeps, agency: number): Promise<RegistrationSetting> {
  const row = await deps.db.selectFrom('registration_settings').selectAll().where('agency_id', '=', agency).executeTakeFirst();
  return {
    agency,
    onlineRegistration: row?.online_registration === 1,
    requiredDocuments: row?.required_documents ?? null,
    autoValidate: row?.auto_validate === 1,
    deposit: (row?.deposit_cents ?? 0) / 100,
  };
}

onboardingRoutes.get('/onboardings/application-setting', async (c) => {
  const agency = agencyParam(c.var.auth, c.req.query('agency'));
  return c.json(jsonLd('ApplicationSetting', iri('/onboardings/application-setting', agency), await applicationSetting(c.var.deps, agency)));
});

onboardingRoutes.patch('/onboardings/application-setting', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, applicationSettingSchema);
  assertAgency(auth, input.agency);
  const current = await applicationSetting(deps, input.agency);
  const values = {
    welcome_message: input.welcomeMessage === undefined ? current.welcomeMessage : input.welcomeMessage,
    contact_email: input.contactEmail === undefined ? current.contactEmail : input.contactEmail,
    show_prices: (input.showPrices ?? current.showPrices) ? 1 : 0,
  };
  await deps.db
    .insertInto('application_settings')
    .values({ agency_id: input.agency, ...values })
    .onConflict((oc) => oc.column('agency_id').doUpdateSet(values))
    .execute();
  return c.json(jsonLd('ApplicationSetting', iri('/onboardings/application-setting', input.agency), await applicationSetting(deps, input.agency)));
});

onboardingRoutes.get('/registrations/application-setting', async (c) => {
  const agency = agencyParam(c.var.auth, c.req.query('agency'));
  return c.json(jsonLd('RegistrationSetting', iri('/registrations/application-setting', agency), await registrationSetting(c.var.deps, agency)));
});

onboardingRoutes.patch('/registrations/application-setting', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, registrationSettingSchema);
  assertAgency(auth, input.agency);
  const current = await registrationSetting(deps, input.agency);
  const values = {
    online_registration: (input.onlineRegistration ?? current.onlineRegistration) ? 1 : 0,
    required_documents: input.requiredDocuments === undefined ? current.requiredDocuments : input.requiredDocuments,
    auto_validate: (input.autoValidate ?? current.autoValidate) ? 1 : 0,
    deposit_cents: Math.round((input.deposit ?? current.deposit) * 100),
  };
  await deps.db
    .insertInto('registration_settings')
    .values({ agency_id: input.agency, ...values })
    .onConflict((oc) => oc.column('agency_id').doUpdateSet(values))
    .execute();
  return c.json(jsonLd('RegistrationSetting', iri('/registrations/application-setting', input.agency), await registrationSetting(deps, input.agency)));
});
