import { onboardingTrainingItemSchema, onboardingTrainingSchema, onboardingTrainingsSavedSchema, type OnboardingTrainingInput } from '../../../src/modules/account-setup/schema';
import type { OnboardingTraining } from '../../../src/modules/account-setup/types';
import { CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { invalidField } from '../../core/errors';
import { jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { agencyParam, trainingRef } from './onboarding-store';

/**
 * The trainings an agency offers (spec part 2 §3), read by the agency's staff (other areas list
 * them) and replaced by the configuration wizard (any configuration permission).
 */
export const ONBOARDING_TRAINING_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<OnboardingTraining>({
    method: 'GET',
    path: '/onboardings/training',
    access: 'authenticated',
    hydraClass: 'OnboardingTraining',
    summary: 'Lists the trainings the agency `?agency=` offers, on one page.',
    output: onboardingTrainingItemSchema,
    async handle({ deps, auth, query, url }) {
      const agency = agencyParam(auth, query);
      const rows = await deps.db
        .selectFrom('onboarding_trainings')
        .innerJoin('trainings', 'trainings.id', 'onboarding_trainings.training_id')
        .select(['onboarding_trainings.training_id', 'trainings.code as training_code', 'trainings.name as training_name'])
        .where('onboarding_trainings.agency_id', '=', agency)
        .orderBy('trainings.id')
        .execute();
      const members = rows.map((row) =>
        jsonLd<OnboardingTraining>('OnboardingTraining', `/api/onboardings/training/${agency}-${row.training_id}`, { agency, training: trainingRef(row) }),
      );
      return singlePage(url, members);
    },
  }),

  jsonRoute<OnboardingTrainingInput, { agency: number; trainings: number[] }>({
    method: 'POST',
    path: '/onboardings/training',
    access: CONFIGURATION,
    hydraClass: 'OnboardingTraining',
    summary: 'Replaces the trainings an agency offers; the per-training applications of the others are switched off.',
    input: onboardingTrainingSchema,
    output: onboardingTrainingsSavedSchema,
    async handle({ deps, auth, body }) {
      assertAgency(auth, body.agency);
      const ids = [...new Set(body.trainings)];
      if (ids.length > 0) {
        const known = await deps.db.selectFrom('trainings').select('id').where('id', 'in', ids).execute();
        if (known.length !== ids.length) throw invalidField('trainings', 'Formation inconnue.');
      }
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('onboarding_trainings').where('agency_id', '=', body.agency).execute();
        if (ids.length > 0) await trx.insertInto('onboarding_trainings').values(ids.map((training_id) => ({ agency_id: body.agency, training_id }))).execute();
        // Per-training applications of trainings no longer offered are switched off.
        let off = trx.updateTable('training_applications').set({ is_active: 0 }).where('agency_id', '=', body.agency).where('training_id', 'is not', null);
        if (ids.length > 0) off = off.where('training_id', 'not in', ids);
        await off.execute();
      });
      return { agency: body.agency, trainings: ids };
    },
  }),
];
