import { useEffect, useState } from 'react';
import { Checkbox, FormModal, NumberField, Stack, TextArea, TextField } from '../../../shared/ui';
import { useApplicationSetting, useRegistrationSetting, useSaveApplicationSetting, useSaveRegistrationSetting } from '../hooks';
import type { Mutation } from '../../../shared/swr/useMutation';
import { accountSetupMessages } from '../messages';

const t = accountSetupMessages.settings;

/** Saves the settings for every target agency: closes on success, else shows each violation under its field. */
function useSettingsSubmit<V>(save: Mutation<[number[], V], unknown>, targets: number[], values: V, onClose: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const result = await save.run(targets, values);
    if (result.ok) onClose();
    else setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
  };
  return { errors, submit };
}

/** The student application settings of the configured agencies (`/onboardings/application-setting`). */
export function StudentAppSettingsModal({ readAgency, targets, onClose }: { readAgency: number | null; targets: number[]; onClose: () => void }) {
  const setting = useApplicationSetting(readAgency);
  const save = useSaveApplicationSetting();
  const [values, setValues] = useState({ welcomeMessage: '', contactEmail: '', showPrices: true });
  useEffect(() => {
    if (setting.data) setValues({ welcomeMessage: setting.data.welcomeMessage ?? '', contactEmail: setting.data.contactEmail ?? '', showPrices: setting.data.showPrices });
  }, [setting.data]);
  const { errors, submit } = useSettingsSubmit(save, targets, values, onClose);
  return (
    <FormModal title={t.studentApp} formId="student-app-settings" onClose={onClose} onSubmit={submit} busy={save.busy}>
      <Stack gap="md">
        <TextArea label={t.welcomeMessage} value={values.welcomeMessage} onChange={(e) => setValues({ ...values, welcomeMessage: e.target.value })} error={errors.welcomeMessage} />
        <TextField label={t.contactEmail} type="email" value={values.contactEmail} onChange={(e) => setValues({ ...values, contactEmail: e.target.value })} error={errors.contactEmail} />
        <Checkbox label={t.showPrices} checked={values.showPrices} onChange={(e) => setValues({ ...values, showPrices: e.target.checked })} />
      </Stack>
    </FormModal>
  );
}

/** The online registration settings of the configured agencies (`/registrations/application-setting`). */
export function RegistrationSettingsModal({ readAgency, targets, onClose }: { readAgency: number | null; targets: number[]; onClose: () => void }) {
  const setting = useRegistrationSetting(readAgency);
  const save = useSaveRegistrationSetting();
  const [values, setValues] = useState({ onlineRegistration: false, requiredDocuments: '', autoValidate: false, deposit: 0 });
  useEffect(() => {
    if (setting.data) {
      setValues({
        onlineRegistration: setting.data.onlineRegistration,
        requiredDocuments: setting.data.requiredDocuments ?? '',
        autoValidate: setting.data.autoValidate,
        deposit: setting.data.deposit,
      });
    }
  }, [setting.data]);
  const { errors, submit } = useSettingsSubmit(save, targets, values, onClose);
  return (
    <FormModal title={t.registration} formId="registration-settings" onClose={onClose} onSubmit={submit} busy={save.busy}>
      <Stack gap="md">
        <Checkbox label={t.onlineRegistration} checked={values.onlineRegistration} onChange={(e) => setValues({ ...values, onlineRegistration: e.target.checked })} />
        <TextArea label={t.requiredDocuments} value={values.requiredDocuments} onChange={(e) => setValues({ ...values, requiredDocuments: e.target.value })} error={errors.requiredDocuments} />
        <Checkbox label={t.autoValidate} checked={values.autoValidate} onChange={(e) => setValues({ ...values, autoValidate: e.target.checked })} />
        <NumberField label={t.deposit} suffix="€" min={0} step={0.01} value={values.deposit} onValueChange={(value) => setValues({ ...values, deposit: Number(value) })} error={errors.deposit} />
      </Stack>
    </FormModal>
  );
}
