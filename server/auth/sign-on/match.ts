import type { AppDeps } from '../../core/env';

/** How an identity provider writes its attributes: CAS answers lists (one value is `["x"]`), OpenID Connect plain claims. */
export type IdentityProtocol = 'cas' | 'oidc';

/**
 * The one e-mail address an attribute or claim holds, or null: a non-empty string (or, from CAS, a
 * list of exactly one). Several values, numbers or objects name nobody: picking one of them would let
 * an identity provider's user choose which Volant account it opens (issue 36 S3).
 */
function singleEmail(value: unknown, protocol: IdentityProtocol): string | null {
  const one = protocol === 'cas' && Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (typeof one !== 'string' || one.trim() === '') return null;
  return one.trim().toLowerCase();
}

/**
 * The Volant user an external identity names: the non-archived user whose e-mail address equals the
 * configured attribute or claim (`VOLANT_SSO_MATCH`), or null (the app then shows « not allowed »).
 */
export async function matchUser(deps: AppDeps, attributes: Record<string, unknown>, protocol: IdentityProtocol): Promise<number | null> {
  const email = singleEmail(attributes[deps.config.signOnMatch], protocol);
  if (email === null) return null;
  const user = await deps.db.selectFrom('users').select('id').where('email', '=', email).where('archived', '=', 0).executeTakeFirst();
  return user?.id ?? null;
}
