import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { useForm } from '../../../shared/form/useForm';
import { common } from '../../../shared/i18n/messages';
import { updateUser } from '../../../shared/session/store';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, ErrorState, FormActions, FormGrid, Inline, LoadingState, PageHeader, Section, Stack, TextField } from '../../../shared/ui';
import { useChangePassword, useProfile, useProtectedImage, useResetPassword, useUpdateProfile, useUploadPhoto } from '../hooks';
import { usersMessages } from '../messages';
import { changePasswordSchema, profilePatchSchema } from '../schema';

const text = usersMessages.profile;

function IdentityForm({ id, firstName, lastName, phone }: { id: number; firstName: string; lastName: string; phone: string | null }) {
  const update = useUpdateProfile();
  const form = useForm({
    schema: profilePatchSchema,
    initial: { firstName, lastName, phone: phone ?? '' },
    onSubmit: async (payload) => {
      const result = await update.run(id, payload);
      if (result.ok) updateUser({ ...(payload.firstName ? { firstName: payload.firstName } : {}), ...(payload.lastName ? { lastName: payload.lastName } : {}) });
      return result;
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label={text.identity}>
      <FormGrid columns={2}>
        <TextField label={usersMessages.fields.firstName} required value={form.values.firstName ?? ''} onChange={(e) => form.set('firstName', e.target.value)} error={form.error('firstName')} />
        <TextField label={usersMessages.fields.lastName} required value={form.values.lastName ?? ''} onChange={(e) => form.set('lastName', e.target.value)} error={form.error('lastName')} />
        <TextField label={usersMessages.fields.phone} type="tel" value={form.values.phone ?? ''} onChange={(e) => form.set('phone', e.target.value)} error={form.error('phone')} />
      </FormGrid>
      <FormActions>
        <Button type="submit" loading={form.submitting}>
          {common.save}
        </Button>
      </FormActions>
    </form>
  );
}

function PhotoForm({ id, photoUrl }: { id: number; photoUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const update = useUpdateProfile();
  const image = useProtectedImage(photoUrl);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const uploaded = await upload.run(file);
    if (!uploaded.ok) {
      setError(uploaded.violations[0]?.message ?? null);
      return;
    }
    await update.run(id, { photo: uploaded.value.id });
  };
  return (
    <Inline gap="md" align="center">
      {image && <img src={image} alt={text.photoAlt} width={80} height={80} style={{ objectFit: 'cover', borderRadius: '50%' }} />}
      <Stack gap="xs">
        <input ref={input} type="file" accept="image/jpeg,image/png" hidden aria-label={text.choosePhoto} onChange={(e) => void choose(e.target.files?.[0])} />
        <Inline gap="sm">
          <Button icon="upload" tone="secondary" loading={upload.busy || update.busy} onClick={() => input.current?.click()}>
            {text.choosePhoto}
          </Button>
          {photoUrl && (
            <Button tone="ghost" onClick={() => void update.run(id, { photo: null })}>
              {text.removePhoto}
            </Button>
          )}
        </Inline>
        <small>{text.photoHint}</small>
        {error && <p role="alert">{error}</p>}
      </Stack>
    </Inline>
  );
}

function PasswordForm({ id, email }: { id: number; email: string }) {
  const change = useChangePassword();
  const reset = useResetPassword();
  const [done, setDone] = useState(0);
  const form = useForm({
    schema: changePasswordSchema,
    initial: { currentPassword: '', newPassword: '', confirmation: '' },
    onSubmit: async (payload) => {
      const result = await change.run(id, payload);
      if (result.ok) setDone((n) => n + 1);
      return result;
    },
  });
  useEffect(() => {
    if (done > 0) form.reset({ currentPassword: '', newPassword: '', confirmation: '' });
    // Only after a successful change.
  }, [done]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <form onSubmit={form.submit} noValidate aria-label={text.password}>
      <FormGrid columns={3}>
        <TextField label={text.currentPassword} type="password" autoComplete="current-password" required value={form.values.currentPassword} onChange={(e) => form.set('currentPassword', e.target.value)} error={form.error('currentPassword')} />
        <TextField label={text.newPassword} hint={text.newPasswordHint} type="password" autoComplete="new-password" required value={form.values.newPassword} onChange={(e) => form.set('newPassword', e.target.value)} error={form.error('newPassword')} />
        <TextField label={text.confirmation} type="password" autoComplete="new-password" required value={form.values.confirmation} onChange={(e) => form.set('confirmation', e.target.value)} error={form.error('confirmation')} />
      </FormGrid>
      <FormActions>
        <Button tone="ghost" loading={reset.busy} onClick={() => void reset.run({ id, email })}>
          {text.forgot}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {text.changePassword}
        </Button>
      </FormActions>
    </form>
  );
}

/** `/profile`: the signed-in user's own profile (merge-patch), photo and password. */
export default function Profile() {
  const user = useSessionUser();
  const profile = useProfile();
  if (profile.error) return <ErrorState message={errorMessage(profile.error, text.error)} onRetry={() => void profile.mutate()} />;
  if (!user || !profile.data) return <LoadingState />;
  const p = profile.data;
  return (
    <>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Stack gap="lg">
        <Section title={text.identity}>
          <IdentityForm key={`${p.firstName}-${p.lastName}-${p.phone}`} id={user.id} firstName={p.firstName} lastName={p.lastName} phone={p.phone} />
        </Section>
        <Section title={text.photo}>
          <PhotoForm id={user.id} photoUrl={p.photoUrl} />
        </Section>
        <Section title={text.password}>
          <PasswordForm id={user.id} email={p.email} />
        </Section>
      </Stack>
    </>
  );
}
