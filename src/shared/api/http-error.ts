import { errorText, type ErrorBody, type Violation } from './hydra';
import { httpErrorMessages } from '../i18n/http-errors';
import type { ProblemType } from './problem-types';

/** Status 0 stands for "the server could not be reached". */
export const NETWORK_ERROR_STATUS = 0;

function defaultMessage(status: number): string {
  switch (status) {
    case NETWORK_ERROR_STATUS:
      return httpErrorMessages.network;
    case 400:
      return httpErrorMessages.badRequest;
    case 401:
      return httpErrorMessages.unauthorized;
    case 403:
      return httpErrorMessages.forbidden;
    case 404:
      return httpErrorMessages.notFound;
    case 409:
      return httpErrorMessages.conflict;
    case 422:
      return httpErrorMessages.unprocessable;
    case 429:
      return httpErrorMessages.tooManyRequests;
    default:
      return status >= 500 ? httpErrorMessages.server : httpErrorMessages.other;
  }
}

/** A failed API call: the status, the parsed JSON-LD/problem body and the text to show. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null = null, message?: string) {
    super(message ?? errorText(body) ?? defaultMessage(status));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  /** The stable code of the refusal (`type` of the problem body, src/shared/api/problem-types.ts), if any. */
  get problemType(): string | undefined {
    return this.body?.type;
  }

  /** Field errors of a 422 (forms map them to their fields). */
  get violations(): Violation[] {
    return this.body?.violations ?? [];
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Whether `error` is the server's refusal of this type: screens react to codes, never to French texts. */
export function isProblem(error: unknown, type: ProblemType): error is HttpError {
  return isHttpError(error) && error.problemType === type;
}

/** The HttpError of a failed response, with its JSON-LD/problem body when it has one. */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  let body: ErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed === 'object' && parsed !== null) body = parsed as ErrorBody;
  } catch {
    // Not JSON: the default text of the status applies.
  }
  return new HttpError(response.status, body);
}
