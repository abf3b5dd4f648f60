import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { common } from '../../../shared/i18n/messages';
import { Button, ErrorState, InlineAlert, Inline, LoadingState, PageHeader, Stack, TextField } from '../../../shared/ui';
import { useIsPlatformAdmin, useSettings, useUpdateSetting } from '../hooks';
import { platformMessages as m } from '../messages';
import type { SoftwareSetting } from '../types';

function SettingRow({ setting, editable }: { setting: SoftwareSetting; editable: boolean }) {
  const update = useUpdateSetting();
  const [value, setValue] = useState(setting.value);
  const [error, setError] = useState<string | undefined>();
  return (
    <Inline gap="sm" align="end">
      <TextField label={setting.label} value={value} disabled={!editable} onChange={(e) => setValue(e.target.value)} error={error} />
      {editable && (
        <Button
          tone="secondary"
          loading={update.busy}
          disabled={value === setting.value}
          onClick={async () => {
            const result = await update.run(setting.key, value);
            setError(result.ok ? undefined : result.violations[0]?.message);
          }}
        >
          {common.save}
        </Button>
      )}
    </Inline>
  );
}

/** `/settings`: the software settings (support contacts, help centre); only an admin edits them. */
export default function Settings() {
  const admin = useIsPlatformAdmin();
  const settings = useSettings();
  return (
    <>
      <PageHeader title={m.settings.title} subtitle={m.settings.subtitle} />
      {!admin && <InlineAlert tone="info">{m.readOnly}</InlineAlert>}
      {settings.error ? (
        <ErrorState message={errorMessage(settings.error, m.loadError)} onRetry={() => void settings.mutate()} />
      ) : !settings.data ? (
        <LoadingState />
      ) : (
        <Stack gap="md" aria-label={m.settings.caption}>
          {settings.data.items.map((setting) => (
            <SettingRow key={`${setting.key}-${setting.value}`} setting={setting} editable={admin} />
          ))}
        </Stack>
      )}
    </>
  );
}
