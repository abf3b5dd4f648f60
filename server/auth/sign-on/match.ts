import type { AppDeps } from '../../core/env';

/** The values of an identity provider's attribute or claim: a string, or a list of them (CAS attributes). */
function candidates(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim().toLowerCase());
}

/**
 * The Volant user an external identity names: the non-archived user whose e-mail address equals the
 * configured attribute or claim (`VOLANT_SSO_MATCH`), or null (the app then shows « not allowed »).
 */
export async function matchUser(deps: AppDeps, attributes: Record<string, unknown>): Promise<number | null> {
  const emails = candidates(attributes[deps.config.signOnMatch]);
  if (emails.length === 0) return null;
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', 'in', emails)
    .where('archived', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  return user?.id ?? null;
}
