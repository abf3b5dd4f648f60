import { createPush, deletePush, listPushDeliveries, listPushes, pushAction } from '../../../src/modules/pushes/api';
import { pushCreateSchema } from '../../../src/modules/pushes/schema';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createSandboxLearner, removeSandboxLearner, type SandboxLearner } from '../sandbox-learner';
import { CheckFailure, type CheckContext, type SmokeArea, type SmokeCheck } from '../types';

interface PushState {
  learner?: SandboxLearner;
  push?: { id: number; title: string };
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new CheckFailure(`${what} manquant : l’étape précédente n’a pas abouti`);
  return value;
}

/**
 * Sandbox learner → push to that learner alone (spec part 2 §7: `POST /pushes`, then
 * `PATCH {public API base}/pushes/{id}?action=send`) → the delivery log names the learner → the push is
 * deleted and the learner removed. Nobody else receives anything: the push targets the sandbox learner.
 */
function pushChecks(): SmokeCheck[] {
  const state: PushState = {};
  return [
    {
      id: 'push-flow.create',
      title: 'Notification push à l’apprenant du bac à sable',
      run: async (ctx) => {
        state.learner = await createSandboxLearner(ctx);
        // Shown today only. The server compares the end with its Paris day: from 23:00 UTC in winter the
        // UTC day is still yesterday there, and a push ending « yesterday » is refused.
        const today = parisDate(new Date());
        const payload = pushCreateSchema.parse({
          title: ctx.sandbox.name,
          message: ctx.sandbox.label('Notification de vérification de volant smoke, à ignorer'),
          learner: state.learner.id,
          startDate: today,
          endDate: today,
        });
        const push = await createPush(ctx.client, payload);
        if (push.status !== 'draft') throw new CheckFailure(`la notification créée est au statut « ${push.status} » au lieu de « draft »`);
        state.push = { id: push.id, title: push.title };
        const listed = await listPushes(ctx.client, { simplesearch: push.title, itemsPerPage: 10 });
        if (!listed.items.some((item) => item.id === push.id)) throw new CheckFailure(`la notification n° ${push.id} n’apparaît pas dans la liste`);
        return `notification n° ${push.id} pour ${state.learner.name}`;
      },
    },
    {
      id: 'push-flow.send',
      title: 'Envoi et journal de diffusion',
      run: async (ctx) => {
        const push = need(state.push, 'notification');
        const learner = need(state.learner, 'apprenant');
        const sent = await pushAction(ctx.client, push.id, 'send');
        if (sent.sentAt === null) throw new CheckFailure('la notification envoyée n’a pas de date d’envoi');
        const log = await listPushDeliveries(ctx.client, push.id, { itemsPerPage: 10 });
        const names = log.items.map((line) => line.learner.id);
        if (names.length !== 1 || names[0] !== learner.id) {
          throw new CheckFailure(`le journal de diffusion devrait nommer le seul apprenant n° ${learner.id}, il en compte ${names.length}`);
        }
        return `envoyée, statut « ${sent.status} », 1 destinataire au journal`;
      },
    },
    {
      id: 'push-flow.delete',
      title: 'Suppression de la notification et de l’apprenant',
      always: true,
      run: (ctx) => cleanUp(ctx, state),
    },
  ];
}

/** The flow's last step, and its clean-up whatever happened before. */
async function cleanUp(ctx: CheckContext, state: PushState): Promise<string> {
  const done: string[] = [];
  if (state.push) {
    await deletePush(ctx.client, state.push.id);
    const listed = await listPushes(ctx.client, { simplesearch: state.push.title, itemsPerPage: 10 });
    if (listed.items.some((item) => item.id === state.push?.id)) throw new CheckFailure(`la notification n° ${state.push.id} est toujours listée après sa suppression`);
    done.push('notification supprimée');
  }
  if (state.learner) done.push(await removeSandboxLearner(ctx, state.learner));
  return done.length > 0 ? done.join(', ') : 'rien à nettoyer';
}

export const pushFlow: SmokeArea = {
  id: 'push-flow',
  title: 'Parcours notifications push (bac à sable)',
  writes: true,
  checks: pushChecks,
};
