import { useForm } from '../../../shared/form/useForm';
import { formatDateTime } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { Button, FormActions, FormGrid, NumberField, Stack, TextField } from '../../../shared/ui';
import { useSalesParameters, useSaveSalesParameters } from '../hooks';
import { platformMessages } from '../messages';
import { salesServiceSchema } from '../schema';
import type { SalesServiceParameters } from '../types';

const t = platformMessages.sales;

function SalesForm({ latest, editable }: { latest: SalesServiceParameters | undefined; editable: boolean }) {
  const save = useSaveSalesParameters();
  const form = useForm({
    schema: salesServiceSchema,
    initial: { email: latest?.email ?? '', phone: latest?.phone ?? '', bookingUrl: latest?.bookingUrl ?? '', trialDays: latest?.trialDays ?? 30 },
    onSubmit: (payload) => save.run(payload),
  });
  const v = form.values;
  return (
    <form onSubmit={form.submit} noValidate aria-label={platformMessages.tabs.sales}>
      <FormGrid columns={2}>
        <TextField label={t.fields.email} type="email" required disabled={!editable} value={v.email} onChange={(e) => form.set('email', e.target.value)} error={form.error('email')} />
        <TextField label={t.fields.phone} type="tel" required disabled={!editable} value={v.phone} onChange={(e) => form.set('phone', e.target.value)} error={form.error('phone')} />
        <TextField label={t.fields.bookingUrl} type="url" disabled={!editable} value={v.bookingUrl ?? ''} onChange={(e) => form.set('bookingUrl', e.target.value)} error={form.error('bookingUrl')} />
        <NumberField label={t.fields.trialDays} required disabled={!editable} min={0} max={365} value={v.trialDays} onValueChange={(value) => form.set('trialDays', Number(value))} error={form.error('trialDays')} />
      </FormGrid>
      {editable && (
        <FormActions>
          <Button type="submit" loading={form.submitting}>
            {common.save}
          </Button>
        </FormActions>
      )}
    </form>
  );
}

/** `GET/POST /sales-service-parameters`: the latest version in a form, with the previous ones. */
export function SalesPanel({ editable }: { editable: boolean }) {
  const params = useSalesParameters();
  if (!params.data) return <p>{common.loading}</p>;
  const [latest, ...previous] = params.data.items;
  return (
    <Stack gap="md">
      <p>{t.intro}</p>
      <SalesForm key={latest?.id ?? 0} latest={latest} editable={editable} />
      {previous.length > 0 && (
        <details>
          <summary>{t.history}</summary>
          <ul>
            {previous.map((p) => (
              <li key={p.id}>{`${formatDateTime(p.createdAt)} — ${p.email}, ${p.phone}, ${p.trialDays} j`}</li>
            ))}
          </ul>
        </details>
      )}
    </Stack>
  );
}
