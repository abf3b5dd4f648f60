import { ApiError } from '../../core/errors';

/** A 422 refusal naming the field it concerns (`detail` when the problem says more than the field's message). */
export const invalid = (propertyPath: string, message: string, detail = message) => new ApiError(422, detail, [{ propertyPath, message }]);

export { agencyRef } from '../../core/references';
