import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { zPassword } from '../../src/modules/users/schema';
import { AUTH_PATHS, LEARNER_SPACE_PATH } from '../../src/shared/auth/paths';
import { setPasswordEndingSessions } from '../auth/password-change';
import { RESET_PAGE_PATH, userOfResetToken } from '../auth/reset-link';
import type { AppEnv } from '../core/env';
import { readFields } from './form';
import { messagePage, ssoPage } from './login-page';
import { fromPublicOrigin } from './login-ticket';

type Ctx = Context<AppEnv>;

const EXPIRED = 'Ce lien n’est plus valable (déjà utilisé, remplacé par une demande plus récente, ou expiré). Demandez une nouvelle réinitialisation.';
const MISMATCH = 'Les deux mots de passe ne correspondent pas.';
const CROSS_SITE = 'Cette demande ne vient pas de la page de Volant.';

/** The form to choose a password; the token travels in a hidden field (the page's own URL is not sent again). */
function passwordPage(token: string, error?: string) {
  return ssoPage(
    'Nouveau mot de passe',
    html`<h1>Nouveau mot de passe</h1>
      <p class="lead">Choisissez le mot de passe de votre compte Volant : 10 caractères au moins, dont une majuscule, une minuscule et un chiffre.</p>
      ${error ? html`<p class="error" role="alert" id="password-error">${error}</p>` : ''}
      <form method="post" action="${RESET_PAGE_PATH}" ${error ? html`aria-describedby="password-error"` : ''}>
        <label for="password">Nouveau mot de passe</label>
        <input id="password" name="password" type="password" autocomplete="new-password" required autofocus />
        <label for="confirmation">Confirmation</label>
        <input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required />
        <input type="hidden" name="token" value="${token}" />
        <button type="submit">Enregistrer</button>
      </form>`,
  );
}

const expired = (c: Ctx) => c.html(messagePage('Lien expiré', EXPIRED), 400);

/**
 * `/sso/password`: the page a reset e-mail's one-time link opens (server/auth/reset-link.ts). The new
 * password ends every session of the user; the link then stops working.
 */
export const ssoPassword = new Hono<AppEnv>();

ssoPassword.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

ssoPassword.get('/password', async (c) => {
  const token = c.req.query('token') ?? '';
  if ((await userOfResetToken(c.var.deps, token)) === null) return expired(c);
  return c.html(passwordPage(token));
});

ssoPassword.post('/password', async (c) => {
  if (!fromPublicOrigin(c)) return c.html(messagePage('Demande refusée', CROSS_SITE), 403);
  const form = await readFields(c, ['token', 'password', 'confirmation']);
  const userId = await userOfResetToken(c.var.deps, form.token);
  if (userId === null) return expired(c);
  const checked = zPassword.safeParse(form.password);
  if (!checked.success) return c.html(passwordPage(form.token, checked.error.issues[0]?.message), 422);
  if (form.password !== form.confirmation) return c.html(passwordPage(form.token, MISMATCH), 422);
  await setPasswordEndingSessions(c.var.deps, userId, form.password, null);
  // A learner (his invitation's link) signs in to his own space; staff to the back office.
  const account = await c.var.deps.db.selectFrom('users').select('learner_id').where('id', '=', userId).executeTakeFirst();
  const next = account?.learner_id == null ? { href: AUTH_PATHS.login, label: 'Se connecter à Volant' } : { href: LEARNER_SPACE_PATH, label: 'Se connecter à mon espace élève' };
  return c.html(
    ssoPage(
      'Mot de passe enregistré',
      html`<h1>Mot de passe enregistré</h1><p role="status">Votre nouveau mot de passe est enregistré.</p><p><a href="${next.href}">${next.label}</a></p>`,
    ),
  );
});
