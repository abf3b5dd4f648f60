import { isHttpError, NETWORK_ERROR_STATUS } from '../../src/shared/api/http-error';
import { errorText } from '../../src/shared/api/hydra';
import { embedMessages as m } from '../messages';

/** What every widget's `error` event carries and its message box shows. */
export interface WidgetFailure {
  /** missing-attribute, invalid-attribute, not-found, network, unauthorized, forbidden, rate-limited, server. */
  code: string;
  /** The French text shown in the widget. */
  message: string;
  /** The HTTP status of a failed call (0: unreachable, blocked by CORS or offline). */
  status?: number;
}

export const missingAttribute = (attribute: string): WidgetFailure => ({ code: 'missing-attribute', message: m.missingAttribute(attribute) });
export const invalidAttribute = (message: string): WidgetFailure => ({ code: 'invalid-attribute', message });

/** A failed call as the widget explains it; `notFound` and `unauthorized` are the widget's own texts. */
export function callFailure(error: unknown, texts: { notFound: string; unauthorized?: string; forbidden?: string }): WidgetFailure {
  if (!isHttpError(error)) return { code: 'server', message: m.unexpected };
  const { status } = error;
  if (status === NETWORK_ERROR_STATUS) return { code: 'network', message: m.unreachable, status };
  if (status === 404) return { code: 'not-found', message: texts.notFound, status };
  if (status === 401) return { code: 'unauthorized', message: texts.unauthorized ?? m.unauthorized, status };
  if (status === 403) return { code: 'forbidden', message: texts.forbidden ?? m.forbidden, status };
  if (status === 429) return { code: 'rate-limited', message: errorText(error.body) ?? m.rateLimited, status };
  return { code: 'server', message: errorText(error.body) ?? m.unexpected, status };
}
