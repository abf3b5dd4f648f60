import { getFrontVersion, getUser } from '../../../src/shared/auth/api';
import { isNewerVersion } from '../../../src/shared/session/version-compare';
import { CheckFailure, type SmokeArea } from '../types';

/**
 * Sign-in, session refresh and version. The sign-in itself is the run's first step (runner.ts): every
 * other check needs it, so it is reported in this area whatever --only and --skip say.
 */
export const sessionArea: SmokeArea = {
  id: 'session',
  title: 'Session',
  checks: () => [
    {
      id: 'session.user',
      title: 'Profil de l’utilisateur connecté',
      run: async (ctx) => {
        const user = await getUser(ctx.client, ctx.user.id);
        if (user.email !== ctx.user.email) throw new CheckFailure(`GET /users/${ctx.user.id} répond ${user.email} au lieu de ${ctx.user.email}`);
        return `${user.email}, ${user.roles[0] ?? 'sans rôle'}, ${user.permissions.length} droits`;
      },
    },
    {
      id: 'session.refresh',
      title: 'Rafraîchissement de la session',
      run: async (ctx) => {
        const before = ctx.session.session.refresh_token;
        await ctx.session.refresh();
        // The renewed access token must be accepted.
        await getUser(ctx.client, ctx.user.id);
        return ctx.session.session.refresh_token === before ? 'nouveau jeton accepté' : 'nouveau jeton accepté, jeton de rafraîchissement renouvelé';
      },
    },
    {
      id: 'session.version',
      title: 'Version de l’application',
      run: async (ctx) => {
        const api = await getFrontVersion(ctx.client);
        const served = ctx.session.environment.frontVersion;
        if (!api) throw new CheckFailure('GET /project-versions n’annonce aucune version (hydra:member[0].frontVersion)');
        if (isNewerVersion(api, served)) {
          throw new CheckFailure(`l’API annonce la version ${api}, plus récente que l’application servie (${served}) : chaque vérification de version déconnecterait les utilisateurs`);
        }
        return `application ${served}, API ${api}`;
      },
    },
  ],
};
