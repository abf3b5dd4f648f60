import type { EmbeddedRef } from '../../../src/shared/references/types';
import { ApiError } from '../../core/errors';

/** A 422 refusal naming the field it concerns (`detail` when the problem says more than the field's message). */
export const invalid = (propertyPath: string, message: string, detail = message) => new ApiError(422, detail, [{ propertyPath, message }]);

/** An agency embedded in an answer. */
export const agencyRef = (id: number, name: string): EmbeddedRef => ({ '@id': `/api/agencies/${id}`, id, name });
