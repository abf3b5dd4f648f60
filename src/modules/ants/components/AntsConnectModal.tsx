import { useEffect } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { useAgencies } from '../../../shared/references/hooks';
import { FormGrid, FormGridFull, FormModal, TextField } from '../../../shared/ui';
import { useAntsAuthenticate } from '../hooks';
import { antsMessages } from '../messages';
import { antsAuthenticateSchema } from '../schema';
import type { AntsAgency, AntsMode } from '../types';

export interface AntsConnectModalProps {
  /** The connection to open: the structure's (mode 1) or an agency's. */
  connection: AntsAgency;
  mode: AntsMode;
  onClose: () => void;
}

/** Credentials of ANTS: identifier, password and the approval number (prefilled from the agency). */
export function AntsConnectModal({ connection, mode, onClose }: AntsConnectModalProps) {
  const authenticate = useAntsAuthenticate();
  const agencies = useAgencies().data?.items ?? [];
  const agency = agencies.find((a) => (connection.agencyId === null ? a.isPrincipal : a.id === connection.agencyId));
  const scope = connection.agencyName ?? antsMessages.structureConnection;
  const form = useForm({
    schema: antsAuthenticateSchema,
    initial: { mode, agencyId: connection.agencyId, login: connection.login ?? '', password: '', approvalNumber: connection.approvalNumber ?? agency?.approvalNumber ?? '' },
    onSubmit: async (payload) => {
      const result = await authenticate.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  // The agencies may arrive after the dialog opened: prefill the approval number once they do.
  const knownApproval = agency?.approvalNumber ?? null;
  const { set } = form;
  const typedApproval = form.values.approvalNumber;
  useEffect(() => {
    if (knownApproval && typedApproval === '') set('approvalNumber', knownApproval);
    // Only when the agency's number becomes known; what the user types is kept.
  }, [knownApproval, set]);
  const formId = `ants-connect-${connection.agencyId ?? 'structure'}`;
  return (
    <FormModal title={antsMessages.connectTitle(scope)} formId={formId} onClose={onClose} submitLabel={antsMessages.connect} form={form} submitIcon="lock">
      <FormGrid columns={1}>
        <TextField label={antsMessages.connectFields.login} required autoComplete="username" value={form.values.login} onChange={(e) => form.set('login', e.target.value)} error={form.error('login')} />
        <TextField
          label={antsMessages.connectFields.password}
          type="password"
          required
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.error('password')}
        />
        <FormGridFull>
          <TextField
            label={antsMessages.connectFields.approvalNumber}
            hint={antsMessages.connectFields.approvalHint}
            required
            value={form.values.approvalNumber}
            onChange={(e) => form.set('approvalNumber', e.target.value)}
            error={form.error('approvalNumber') ?? form.error('agencyId')}
          />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
