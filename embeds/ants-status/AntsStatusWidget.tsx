import { useEffect, useMemo, useRef, useState } from 'react';
import { ConnectionIndicator } from '../../src/shared/connection/ConnectionIndicator';
import { connectionStatusLabels } from '../../src/shared/connection/messages';
import { useSessionClock } from '../../src/shared/connection/useSessionClock';
import { SESSION_STORAGE_KEY, type ConnectionStatus } from '../../src/shared/constants';
import { browserStorage, loadSession } from '../../src/shared/session/storage';
import { statusWidgetMessages as m } from './messages';
import { resolveApiBase, widgetClient } from '../runtime/client';
import type { Emit, WidgetProps } from '../runtime/define';
import { callFailure, invalidAttribute, type WidgetFailure } from '../runtime/failure';
import { useRemote } from '../runtime/remote';
import { WidgetShell } from '../runtime/WidgetShell';
import * as styles from './AntsStatusWidget.css';
import { readServiceState, readStatusAttributes, serviceView, STATUS_ATTRIBUTES, type StatusConfig } from './status';

const LABEL = 'État de connexion Volant';

/** The back office's own session, when this page is on Volant's origin (an intranet page served with it). */
function sessionToken(apiBase: string): string | null {
  if (typeof location === 'undefined' || new URL(apiBase).origin !== location.origin) return null;
  return loadSession(browserStorage(), SESSION_STORAGE_KEY)?.token ?? null;
}

/**
 * `<volant-ants-status token service refresh compact>`: the ANTS (or livret-numérique gateway)
 * connection indicator of the navbar — the same pure function and component — for intranets and
 * partner tools. It reads with a short-lived read-only token issued in the back office, or with the
 * same-origin session; it re-reads every `refresh` seconds and fires `change` when the state changes.
 */
export function AntsStatusWidget({ attributes, emit, scriptUrl }: WidgetProps<typeof STATUS_ATTRIBUTES> & { scriptUrl: string }) {
  const read = readStatusAttributes(attributes);
  const api = resolveApiBase(attributes.apiBase, scriptUrl);
  const base = 'base' in api ? api.base : null;
  const failure = 'failure' in read ? read.failure : 'error' in api ? invalidAttribute(api.error) : null;
  return base && 'config' in read && !failure ? <Status apiBase={base} config={read.config} emit={emit} /> : <WidgetShell label={LABEL} failure={failure} emit={emit} />;
}

function Status({ apiBase, config, emit }: { apiBase: string; config: StatusConfig; emit: Emit }) {
  const { token, service } = config;
  const client = useMemo(() => widgetClient(apiBase, () => token ?? sessionToken(apiBase)), [apiBase, token]);
  const hasCredentials = token !== null || sessionToken(apiBase) !== null;
  const [unauthorized, setUnauthorized] = useState(false);
  const state = useRemote(hasCredentials ? (['connection-status', apiBase, service, token] as const) : null, ([, , name]) => readServiceState(client, name), {
    refreshInterval: unauthorized ? 0 : config.refreshSeconds * 1000,
  });
  const isUnauthorized = state.error !== undefined && callFailure(state.error, { notFound: m.notFound }).code === 'unauthorized';
  useEffect(() => setUnauthorized(isUnauthorized), [isUnauthorized]);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (state.data) setCheckedAt(new Date());
  }, [state.data]);

  // The indicator turns to « Non connecté » at a session's expiry time, between two reads.
  const now = useSessionClock(state.data?.sessions);
  const view = state.data ? serviceView(state.data, now) : undefined;
  const status = state.error ? undefined : view?.status;
  const previous = useRef<ConnectionStatus | null>(null);
  useEffect(() => {
    if (status === undefined || status === previous.current) return;
    emit('change', { service, status, label: connectionStatusLabels[status], previous: previous.current });
    previous.current = status;
  }, [status, service, emit]);

  let failure: WidgetFailure | null = null;
  if (!hasCredentials) failure = { code: 'unauthorized', message: m.noSession };
  else if (state.error) {
    failure = callFailure(state.error, { notFound: m.notFound, unauthorized: token ? m.expired : m.sessionExpired, forbidden: m.forbidden });
  }
  const name = m.services[service];
  const detail = view ? m.details[service](view.live, view.total) : undefined;
  return (
    <WidgetShell label={`${LABEL} — ${name}`} failure={failure} emit={emit} onRetry={() => void state.mutate()} variant={config.compact ? 'compact' : 'framed'}>
      <div className={styles.line}>
        <span part="indicator">
          <ConnectionIndicator service={name} status={view?.status ?? 0} loading={!view} detail={detail} />
        </span>
        {!config.compact && checkedAt && (
          <span part="checked" className={styles.checked}>
            {m.checkedAt(checkedAt.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }))}
          </span>
        )}
      </div>
    </WidgetShell>
  );
}
