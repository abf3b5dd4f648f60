import { sql, type SqlBool } from 'kysely';
import type { AuthContext } from '../../core/env';
import { ApiError } from '../../core/errors';

/** A 422 refusal naming the field it concerns (`detail` when the problem says more than the field's message). */
export const invalid = (propertyPath: string, message: string, detail = message) => new ApiError(422, detail, [{ propertyPath, message }]);

export { agencyRef } from '../../core/references';

/** Rows of the structure shared by every agency (agency null) or of one of the caller's agencies. */
export function structureOrAgencies(auth: AuthContext, agencyColumn: string) {
  return auth.agencyIds.length === 0
    ? sql<SqlBool>`${sql.ref(agencyColumn)} is null`
    : sql<SqlBool>`(${sql.ref(agencyColumn)} is null or ${sql.ref(agencyColumn)} in (${sql.join(auth.agencyIds)}))`;
}
