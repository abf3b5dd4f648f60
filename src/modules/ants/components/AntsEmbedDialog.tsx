import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { issueStatusToken, type StatusToken } from '../../../shared/embeds/api';
import { EmbedDialog } from '../../../shared/embeds/EmbedDialog';
import { absoluteApiBase } from '../../../shared/embeds/snippet';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Button, Inline, NumberField, RadioGroup, SelectField } from '../../../shared/ui';
import { antsMessages } from '../messages';

const m = antsMessages.embed;
const DEFAULT_REFRESH = 60;

/**
 * « Intégrer sur votre site » of the ANTS screen: the `<volant-ants-status>` snippet, with a
 * short-lived read-only token issued for it (or the same-origin session), the service and the refresh.
 */
export function AntsEmbedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApiClient();
  const [auth, setAuth] = useState<'token' | 'session'>('token');
  const [service, setService] = useState<'ants' | 'livret'>('ants');
  const [refresh, setRefresh] = useState(DEFAULT_REFRESH);
  const [token, setToken] = useState<StatusToken | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);

  const issue = useCallback(async () => {
    setIssuing(true);
    setFailure(null);
    try {
      setToken(await issueStatusToken(client));
    } catch (error) {
      setFailure(errorMessage(error, m.tokenError));
    } finally {
      setIssuing(false);
    }
  }, [client]);

  useEffect(() => {
    if (open && auth === 'token' && token === null && !issuing && failure === null) void issue();
  }, [open, auth, token, issuing, failure, issue]);

  const common = {
    service: service === 'ants' ? null : service,
    refresh: refresh === DEFAULT_REFRESH || !Number.isInteger(refresh) || refresh < 15 ? null : String(refresh),
    'api-base': absoluteApiBase(client.baseUrl, globalThis.location?.origin ?? ''),
  };
  const attributes = auth === 'session' ? common : token ? { token: token.token, ...common } : null;
  const expiry = token ? new Date(token.expiresAt).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }) : '';

  return (
    <EmbedDialog
      open={open}
      onClose={onClose}
      tag="volant-ants-status"
      attributes={attributes}
      error={auth === 'token' ? failure : null}
      intro={m.intro}
      options={
        <Inline gap="lg">
          <SelectField
            label={m.service}
            options={(['ants', 'livret'] as const).map((value) => ({ value, label: m.services[value] }))}
            value={service}
            onChange={(e) => setService(e.target.value === 'livret' ? 'livret' : 'ants')}
          />
          <NumberField label={m.refresh} min={15} step={15} value={refresh} onValueChange={(value) => setRefresh(Number(value))} />
          <RadioGroup
            label={m.auth}
            name="ants-embed-auth"
            options={[
              { value: 'token', label: m.authToken },
              { value: 'session', label: m.authSession },
            ]}
            value={auth}
            onChange={(value) => setAuth(value === 'session' ? 'session' : 'token')}
          />
        </Inline>
      }
      note={
        auth === 'token' ? (
          <Inline gap="sm">
            <p>{m.tokenNote(expiry)}</p>
            <Button size="sm" tone="secondary" icon="refresh" loading={issuing} onClick={() => void issue()}>
              {m.newToken}
            </Button>
          </Inline>
        ) : (
          <p>{m.sessionNote}</p>
        )
      }
    />
  );
}
