import { useCallback, useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { PublicQuotationView, type PublicValidation } from '../../src/modules/quotations/components/PublicQuotationView';
import { widgetClient, resolveApiBase } from '../runtime/client';
import type { AttributeMap, WidgetProps } from '../runtime/define';
import { callFailure, invalidAttribute, missingAttribute, type WidgetFailure } from '../runtime/failure';
import { WidgetShell } from '../runtime/WidgetShell';
import { quotationWidgetMessages as m } from './messages';
import { widgetSwrConfig } from '../runtime/swr';

export const QUOTATION_ATTRIBUTES = {
  uuid: { attribute: 'uuid', kind: 'string' },
  apiBase: { attribute: 'api-base', kind: 'string' },
} as const satisfies AttributeMap;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LABEL = 'Devis Volant';

/**
 * `<volant-quotation uuid api-base>`: the public quotation exactly as on `/devis/{uuid}` (the same
 * PublicQuotationView), with the learner's validation and the PDF. An unknown quotation shows
 * 'Ce devis est introuvable' in the widget (no logout, no redirect). Events: `validated`, `error`.
 */
export function QuotationWidget({ attributes, emit, scriptUrl }: WidgetProps<typeof QUOTATION_ATTRIBUTES> & { scriptUrl: string }) {
  const uuid = attributes.uuid?.trim() ?? '';
  const api = resolveApiBase(attributes.apiBase, scriptUrl);
  let failure: WidgetFailure | null = null;
  if (attributes.uuid === null || uuid === '') failure = missingAttribute('uuid');
  else if (!UUID.test(uuid)) failure = invalidAttribute(m.badUuid);
  else if ('error' in api) failure = invalidAttribute(api.error);
  const base = 'base' in api ? api.base : null;
  const client = useMemo(() => (base ? widgetClient(base) : null), [base]);
  // One SWR cache per widget (and per API): nothing is shared with another widget or the host page.
  const [swr] = useState(widgetSwrConfig);

  const onNotFound = useCallback(() => emit('error', { code: 'not-found', message: m.notFound, status: 404 } satisfies WidgetFailure), [emit]);
  const onError = useCallback(
    (error: unknown, message: string) => emit('error', { ...callFailure(error, { notFound: m.notFound }), message } satisfies WidgetFailure),
    [emit],
  );
  const onValidated = useCallback((result: PublicValidation) => emit('validated', { uuid: result.uuid, status: result.status, acceptedAt: result.acceptedAt }), [emit]);

  return (
    <WidgetShell label={LABEL} failure={failure} emit={emit} variant="flush">
      {client && !failure && (
        <SWRConfig value={swr}>
          <div part="quotation">
            <PublicQuotationView key={`${base}|${uuid}`} client={client} uuid={uuid.toLowerCase()} onNotFound={onNotFound} onError={onError} onValidated={onValidated} />
          </div>
        </SWRConfig>
      )}
    </WidgetShell>
  );
}
