import { CheckSkipped, type SmokeArea } from '../types';

/**
 * Push notifications (spec part 2 §7: GET/POST /pushes, PATCH …?action=send, DELETE) are not in this
 * version of Volant yet: there is no `src/modules/pushes/api.ts` to call, so the flow says so as a
 * skipped check. When the pushes module lands, this entry becomes its create-and-delete flow.
 */
export const pushFlow: SmokeArea = {
  id: 'push-flow',
  title: 'Parcours notifications push (bac à sable)',
  writes: true,
  checks: () => [
    {
      id: 'push-flow.create-delete',
      title: 'Création et suppression d’une notification push',
      run: async () => {
        throw new CheckSkipped('les notifications push ne sont pas encore livrées dans cette version de volant (pas de module pushes)');
      },
    },
  ],
};
