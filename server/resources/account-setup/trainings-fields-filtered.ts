import { sql, type SqlBool } from 'kysely';
import { TRAINING_FIELDS_PAGE_SIZE } from '../../../src/shared/constants';
import { trainingFieldSchema } from '../../../src/shared/references/schema';
import type { TrainingField } from '../../../src/shared/references/types';
import type { AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import type { ListSpec } from '../../core/list-query';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertOwnAgency, isRowId } from '../../core/scope';
import { TRAINING_FIELD_LIST, trainingFieldJsonLd } from '../trainings/training-field-list';

export const TRAINING_FIELDS_FILTERED_PATH = '/onboardings/trainings-fields-filtered';

const SPEC: ListSpec = { ...TRAINING_FIELD_LIST, defaultItemsPerPage: TRAINING_FIELDS_PAGE_SIZE, maxItemsPerPage: TRAINING_FIELDS_PAGE_SIZE };

/** The agencies asked for: `agency` (one of the caller's, 404 otherwise), else every agency of the caller. */
function agenciesOf(auth: AuthContext, query: Record<string, string[]>): number[] {
  const asked = query.agency ?? [];
  if (asked.length === 0) return [...auth.agencyIds];
  if (!asked.every(isRowId)) {
    throw invalidField('agency', 'Le paramètre « agency » doit être un identifiant numérique.');
  }
  const ids = asked.map(Number);
  for (const id of ids) assertOwnAgency(auth, id);
  return ids;
}

/**
 * `GET /onboardings/trainings-fields-filtered?agency=` (spec part 2 §7, learners' trainings): the
 * specialities of the trainings the agency offers (its onboarding), 3000 per page — a learner's
 * training form offers only these. Without `agency`, those of every agency of the caller.
 */
export const TRAINING_FIELDS_FILTERED_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<TrainingField>({
    method: 'GET',
    path: TRAINING_FIELDS_FILTERED_PATH,
    access: 'authenticated',
    hydraClass: 'TrainingField',
    summary: 'Lists the specialities of the trainings the agency (`agency`, else every agency of the caller) offers.',
    refusals: [404, 422],
    output: trainingFieldSchema,
    list: SPEC,
    handle: ({ deps, auth, query, paginate }) => {
      const agencies = agenciesOf(auth, query);
      const base = deps.db
        .selectFrom('training_fields')
        .selectAll('training_fields')
        .where((eb) =>
          agencies.length === 0
            ? sql<SqlBool>`1 = 0`
            : eb.exists(
                eb
                  .selectFrom('onboarding_trainings')
                  .innerJoin('trainings', 'trainings.id', 'onboarding_trainings.training_id')
                  .select('onboarding_trainings.training_id')
                  .whereRef('trainings.code', '=', 'training_fields.training_code')
                  .where('onboarding_trainings.agency_id', 'in', agencies),
              ),
        );
      return paginate(base, { idColumn: 'training_fields.id', toJsonLd: trainingFieldJsonLd });
    },
  }),
];
