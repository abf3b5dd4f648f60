import { html, raw } from 'hono/html';

export interface LoginPageOptions {
  service: string | null;
  /** The CSRF login ticket of this form (login-ticket.ts). */
  lt: string;
  /** CAS renew: credentials asked for even with a live SSO session. */
  renew?: boolean;
  username?: string;
  error?: string;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5f9; color: #1b2330; }
  main { width: min(24rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 8px 24px rgb(20 30 60 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  p.lead { margin: 0 0 1.5rem; color: #4a5568; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.35rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.65rem 0.75rem; font: inherit; border: 1px solid #a0aec0; border-radius: 8px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; font: inherit; font-weight: 600; color: #fff;
    background: #1f4f8f; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: #173d6f; }
  .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 8px; background: #fde8e8; color: #8a1c1c; border: 1px solid #f5b5b5; }
`;

/** Shared frame of the SSO pages (French, no script). */
export function ssoPage(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${title} — Volant</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

/** The sign-in form; the field to fill next has the focus. */
export function loginPage({ service, lt, renew = false, username = '', error }: LoginPageOptions) {
  const action = service ? `/sso/login?service=${encodeURIComponent(service)}` : '/sso/login';
  return ssoPage(
    'Connexion',
    html`<h1>Connexion</h1>
      <p class="lead">Accédez à votre espace Volant.</p>
      ${error ? html`<p class="error" role="alert" id="login-error">${error}</p>` : ''}
      <form method="post" action="${action}" ${error ? html`aria-describedby="login-error"` : ''}>
        <label for="username">Adresse e-mail</label>
        <input id="username" name="username" type="email" autocomplete="username" required
          value="${username}" ${username ? '' : html`autofocus`} />
        <label for="password">Mot de passe</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required
          ${username ? html`autofocus` : ''} />
        ${service ? html`<input type="hidden" name="service" value="${service}" />` : ''}
        ${renew ? html`<input type="hidden" name="renew" value="true" />` : ''}
        <input type="hidden" name="lt" value="${lt}" />
        <button type="submit">Se connecter</button>
      </form>`,
  );
}

/** A short message page (refused service, signed in without a destination, signed out). */
export function messagePage(title: string, message: string) {
  return ssoPage(title, html`<h1>${title}</h1><p role="status">${message}</p><p><a href="/">Aller à l’accueil</a></p>`);
}
