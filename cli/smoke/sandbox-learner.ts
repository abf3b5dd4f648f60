import { isHttpError } from '../../src/shared/api/http-error';
import { createLearner, deleteLearner, updateLearner } from '../../src/modules/learners/api';
import { learnerCreateSchema } from '../../src/modules/learners/schema';
import { agencyId } from './checks';
import type { CheckContext } from './types';

/** Last name of every sandbox learner: `volant learners list --search volant-smoke` finds them. */
export const SANDBOX_LEARNER_LAST_NAME = 'VOLANT-SMOKE';

export interface SandboxLearner {
  id: number;
  name: string;
}

/** A prospect of the checked agency, named after the sandbox, with an address nobody reads. */
export async function createSandboxLearner(ctx: CheckContext): Promise<SandboxLearner> {
  const payload = learnerCreateSchema.parse({
    civility: null,
    firstName: `Bac à sable ${ctx.sandbox.tag}`,
    lastName: SANDBOX_LEARNER_LAST_NAME,
    email: `${ctx.sandbox.name}@example.com`,
    phone: null,
    birthDate: null,
    birthPlace: null,
    // An invoice is issued only to a customer with a postal address (art. 242 nonies A CGI).
    address: '1 rue du Bac à sable',
    postalCode: '45000',
    city: 'Orléans',
    neph: null,
    agency: agencyId(ctx),
    isProspect: true,
    registration: null,
  });
  const learner = await createLearner(ctx.client, payload);
  return { id: learner.id, name: `${learner.firstName} ${learner.lastName}` };
}

/** Deletes the sandbox learner, or archives it when documents it carries must be kept (409). */
export async function removeSandboxLearner(ctx: CheckContext, learner: SandboxLearner): Promise<string> {
  try {
    await deleteLearner(ctx.client, learner.id);
    return 'apprenant supprimé';
  } catch (error) {
    if (!isHttpError(error) || error.status !== 409) throw error;
    await updateLearner(ctx.client, learner.id, { archived: true });
    return 'apprenant archivé';
  }
}
