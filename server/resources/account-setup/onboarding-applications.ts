import {
  agencyApplicationSchema,
  applicationSummarySchema,
  onboardingApplicationsSavedSchema,
  onboardingApplicationsSchema,
  trainingApplicationSchema,
  type OnboardingApplicationsInput,
} from '../../../src/modules/account-setup/schema';
import type { AgencyApplication, ApplicationSummary, TrainingApplication } from '../../../src/modules/account-setup/types';
import { CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { agencyParam, applicationCatalogue, checkPageSize, trainingApplications, trainingFilter, trainingRef } from './onboarding-store';

const APPLICATIONS_PATH = '/onboardings/applications';

/** The agency `?agency=` and its applications (`training` filter), for a single-page list (`itemsPerPage` checked). */
async function applicationsAsked(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>) {
  checkPageSize(query);
  const agency = agencyParam(auth, query);
  return { agency, rows: await trainingApplications(deps, agency, trainingFilter(query)) };
}

/**
 * The applications an agency switches on (spec part 2 §3), as a whole or per training (isActive):
 * read by the agency's staff, saved by the configuration wizard (any configuration permission).
 */
export const ONBOARDING_APPLICATION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<AgencyApplication>({
    method: 'GET',
    path: `${APPLICATIONS_PATH}/by`,
    access: 'authenticated',
    hydraClass: 'OnboardingApplication',
    summary: 'Lists the application catalogue with what the agency `?agencyId=` switched on as a whole.',
    output: agencyApplicationSchema,
    async handle({ deps, auth, query, url }) {
      const agency = agencyParam(auth, query, 'agencyId');
      const catalogue = await applicationCatalogue(deps);
      const active = await deps.db
        .selectFrom('training_applications')
        .select('application_id')
        .where('agency_id', '=', agency)
        .where('training_id', 'is', null)
        .where('is_active', '=', 1)
        .execute();
      const members = catalogue.map((row) =>
        jsonLd<AgencyApplication>('OnboardingApplication', iri(APPLICATIONS_PATH, row.id), {
          id: row.id,
          code: row.code,
          name: row.name,
          description: row.description,
          perTraining: row.per_training === 1,
          isActive: active.some((a) => a.application_id === row.id),
        }),
      );
      return singlePage(url, members);
    },
  }),

  collectionRoute<ApplicationSummary>({
    method: 'GET',
    path: `${APPLICATIONS_PATH}/summary`,
    access: 'authenticated',
    hydraClass: 'ApplicationSummary',
    summary: 'Summarises each application of the agency `?agency=`: on as a whole, and on how many trainings (`training` filter).',
    output: applicationSummarySchema,
    async handle({ deps, auth, query, url }) {
      const { agency, rows } = await applicationsAsked(deps, auth, query);
      const catalogue = await applicationCatalogue(deps);
      const members = catalogue.map((app) => {
        const mine = rows.filter((r) => r.application_id === app.id && r.is_active === 1);
        return jsonLd<ApplicationSummary>('ApplicationSummary', `/api/onboardings/applications/summary/${agency}-${app.id}`, {
          application: { '@id': iri(APPLICATIONS_PATH, app.id), id: app.id, code: app.code, name: app.name },
          isActive: mine.some((r) => r.training_id === null),
          activeTrainings: mine.filter((r) => r.training_id !== null).length,
        });
      });
      return singlePage(url, members);
    },
  }),

  collectionRoute<TrainingApplication>({
    method: 'GET',
    path: APPLICATIONS_PATH,
    access: 'authenticated',
    hydraClass: 'TrainingApplication',
    summary: 'Lists the applications of the agency `?agency=`, as a whole and per training (`training` filter).',
    output: trainingApplicationSchema,
    async handle({ deps, auth, query, url }) {
      const { agency, rows } = await applicationsAsked(deps, auth, query);
      const members = rows.map((row) =>
        jsonLd<TrainingApplication>('TrainingApplication', iri('/onboardings/training-applications', row.id), {
          id: row.id,
          application: { '@id': iri(APPLICATIONS_PATH, row.application_id), id: row.application_id, code: row.application_code, name: row.application_name },
          training:
            row.training_id === null || row.training_code === null || row.training_name === null
              ? null
              : trainingRef({ training_id: row.training_id, training_code: row.training_code, training_name: row.training_name }),
          agency,
          isActive: row.is_active === 1,
        }),
      );
      return singlePage(url, members);
    },
  }),

  jsonRoute<OnboardingApplicationsInput, { agency: number; saved: number }>({
    method: 'POST',
    path: APPLICATIONS_PATH,
    access: CONFIGURATION,
    hydraClass: 'TrainingApplication',
    summary: 'Switches the agency’s applications on or off, as a whole or per training.',
    input: onboardingApplicationsSchema,
    output: onboardingApplicationsSavedSchema,
    async handle({ deps, auth, body }) {
      assertAgency(auth, body.agency);
      const catalogue = await deps.db.selectFrom('onboarding_applications').select('id').execute();
      const trainings = await deps.db.selectFrom('trainings').select('id').execute();
      body.applications.forEach((item, index) => {
        if (!catalogue.some((a) => a.id === item.application)) {
          throw invalidField(`applications.${index}.application`, 'Application inconnue.');
        }
        if (item.training !== null && !trainings.some((t) => t.id === item.training)) {
          throw invalidField(`applications.${index}.training`, 'Formation inconnue.');
        }
      });
      await deps.db.transaction().execute(async (trx) => {
        for (const item of body.applications) {
          let existing = trx.selectFrom('training_applications').select('id').where('agency_id', '=', body.agency).where('application_id', '=', item.application);
          existing = item.training === null ? existing.where('training_id', 'is', null) : existing.where('training_id', '=', item.training);
          const row = await existing.executeTakeFirst();
          if (row) await trx.updateTable('training_applications').set({ is_active: item.isActive ? 1 : 0 }).where('id', '=', row.id).execute();
          else {
            await trx
              .insertInto('training_applications')
              .values({ agency_id: body.agency, application_id: item.application, training_id: item.training, is_active: item.isActive ? 1 : 0 })
              .execute();
          }
        }
      });
      return { agency: body.agency, saved: body.applications.length };
    },
  }),
];
