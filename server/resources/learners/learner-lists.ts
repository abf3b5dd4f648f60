import { LICENCE_CATEGORIES_WITH_DOCUMENTS } from '../../../src/shared/constants';
import type { LearnerLight, LearnerPayment } from '../../../src/modules/learners/types';
import { badRequest } from '../../core/errors';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { intList, LEARNERS_PATH, stringList } from './common';
import { eligibleWhere, withLearnerFilters } from './learner-filters';
import { availableList, lightList, paymentList } from './learner-lists-store';
import { learnerLightSchema, learnerPaymentSchema } from '../../../src/shared/references/schema';
import { selectLearners } from './select';

/** One light list of learners (non-archived unless `archived` is given), paged like `/learners`. */
const lightRoute = (path: string, summary: string, handle: Parameters<typeof collectionRoute<LearnerLight>>[0]['handle']) =>
  collectionRoute<LearnerLight>({
    method: 'GET',
    path: `${LEARNERS_PATH}/${path}`,
    access: 'authenticated',
    hydraClass: 'LearnerLight',
    summary,
    output: learnerLightSchema,
    handle,
  });

/**
 * The light lists of learners for pickers and the special screens: payment (financiers and amounts),
 * group (outside some groups), sort, exam-eligible and available at a time slot.
 */
export const LEARNER_LIST_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LearnerPayment>({
    method: 'GET',
    path: `${LEARNERS_PATH}/payment`,
    access: 'authenticated',
    hydraClass: 'LearnerPayment',
    summary: 'Lists learners with their financiers and the amount of their signed contracts and amendments.',
    output: learnerPaymentSchema,
    handle: ({ deps, auth, query, url }) => paymentList(deps, auth, query, url),
  }),
  lightRoute('group', 'Lists learners with the list’s filters, outside the groups given as `notInGroup`.', ({ deps, auth, query, url }) => {
    const outside = intList(query, 'notInGroup');
    let base = selectLearners(deps, auth);
    if (outside.length) {
      base = base.where((eb) =>
        eb.not(eb.exists(eb.selectFrom('group_learners').select('group_learners.id').whereRef('group_learners.learner_id', '=', 'learners.id').where('group_learners.group_id', 'in', outside))),
      );
    }
    return lightList(deps, withLearnerFilters(base, query), query, url);
  }),
  lightRoute('sort', 'Lists learners with the list’s filters, light rows for sorting screens.', ({ deps, auth, query, url }) =>
    lightList(deps, withLearnerFilters(selectLearners(deps, auth), query), query, url),
  ),
  lightRoute('exam-eligible', 'Lists the learners who may be presented to an exam of the licence categories given (`training.name`).', ({ deps, auth, query, url }) => {
    const requested = stringList(query, 'training.name').map((code) => code.replace(/^Permis\s+/i, '').toUpperCase());
    const unknown = requested.find((code) => !(LICENCE_CATEGORIES_WITH_DOCUMENTS as readonly string[]).includes(code));
    if (unknown) throw badRequest(`Catégorie de permis inconnue : ${unknown}.`);
    const categories = requested.length ? requested : [...LICENCE_CATEGORIES_WITH_DOCUMENTS];
    const base = selectLearners(deps, auth).where(eligibleWhere(categories));
    const { ['training.name']: _codes, ['training.name[]']: _codesList, ...rest } = query;
    return lightList(deps, base, rest, url);
  }),
  lightRoute('available', 'Lists the non-archived learners whose weekly availability covers `date` from `startTime` to `endTime`.', ({ deps, auth, query, url }) =>
    availableList(deps, auth, query, url),
  ),
];
