/**
 * Which sign-on the back office uses (docs/sign-on.md, « Three modes »):
 * - `embedded`: Volant's own CAS server under /sso (the default);
 * - `cas`: an external CAS server (`VOLANT_CAS_URL`): the app goes to its /login and `POST /api/auth`
 *   validates the ticket against its /p3/serviceValidate;
 * - `oidc`: an OpenID Connect provider (`VOLANT_OIDC_ISSUER`, client id and secret): authorization
 *   code with PKCE under /sso/oidc, then a Volant service ticket as with the embedded SSO.
 * Users are matched by `VOLANT_SSO_MATCH`, the attribute (CAS) or claim (OIDC) that holds their
 * e-mail address (`email` by default).
 */
export type SignOn =
  | { mode: 'embedded' }
  | { mode: 'cas'; casUrl: string }
  | { mode: 'oidc'; issuer: string; clientId: string; clientSecret: string };

export interface SignOnConfig {
  signOn: SignOn;
  /** The CAS attribute or OIDC claim compared with the users' e-mail addresses. */
  signOnMatch: string;
}

type Env = Record<string, string | undefined>;

/** An http(s) URL without a trailing slash, or a French error naming the variable. */
function baseUrl(env: Env, name: string): string {
  const raw = env[name] ?? '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} doit être une adresse http(s) complète (reçu « ${raw} »).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} doit être une adresse http(s) (reçu « ${raw} »).`);
  if (url.search || url.hash) throw new Error(`${name} ne doit contenir ni paramètres ni ancre (reçu « ${raw} »).`);
  return url.toString().replace(/\/+$/, '');
}

export function loadSignOnConfig(env: Env): SignOnConfig {
  const signOnMatch = env.VOLANT_SSO_MATCH || 'email';
  if (!/^[\w:.-]{1,100}$/.test(signOnMatch)) throw new Error(`VOLANT_SSO_MATCH doit nommer un attribut (reçu « ${signOnMatch} »).`);
  if (env.VOLANT_CAS_URL && env.VOLANT_OIDC_ISSUER) {
    throw new Error('VOLANT_CAS_URL et VOLANT_OIDC_ISSUER s’excluent : choisissez un seul fournisseur d’identité.');
  }
  if (env.VOLANT_CAS_URL) return { signOn: { mode: 'cas', casUrl: baseUrl(env, 'VOLANT_CAS_URL') }, signOnMatch };
  if (env.VOLANT_OIDC_ISSUER) {
    const clientId = env.VOLANT_OIDC_CLIENT_ID;
    const clientSecret = env.VOLANT_OIDC_CLIENT_SECRET;
    if (!clientId || !clientSecret) throw new Error('VOLANT_OIDC_CLIENT_ID et VOLANT_OIDC_CLIENT_SECRET sont requis avec VOLANT_OIDC_ISSUER.');
    return { signOn: { mode: 'oidc', issuer: baseUrl(env, 'VOLANT_OIDC_ISSUER'), clientId, clientSecret }, signOnMatch };
  }
  return { signOn: { mode: 'embedded' }, signOnMatch };
}
