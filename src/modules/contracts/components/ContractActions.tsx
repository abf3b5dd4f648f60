import { useState } from 'react';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDialog, FormModal, IconButton, Inline, TextField } from '../../../shared/ui';
import { useAmendmentAction, useContractRights, useDeleteAmendment, useDeleteContract, usePrintContract, useSendContract, useSignContract, useValidateContract } from '../hooks';
import { contractsMessages as m } from '../messages';
import { useSendForSignature } from '../signature-hooks';
import { signatureMessages as sm } from '../signature-messages';
import type { ContractAmendment, LearnerContract } from '../types';
import { AmendmentFormModal } from './AmendmentFormModal';
import { ContractFormModal } from './ContractFormModal';

type Dialog = 'edit' | 'validate' | 'sign' | 'send' | 'sendForSignature' | 'delete' | 'amend' | null;

/** Asks where the document is signed, then signs it. */
function SignDialog({ number, defaultPlace, busy, onSign, onClose }: { number: string; defaultPlace: string; busy: boolean; onSign: (place: string | null) => void; onClose: () => void }) {
  const [place, setPlace] = useState(defaultPlace);
  return (
    <FormModal
      title={m.signTitle(number)}
      formId={`sign-${number}`}
      onClose={onClose}
      onSubmit={() => {
        onSign(place.trim() || null);
      }}
      submitLabel={m.actions.sign}
      submitIcon="check"
      busy={busy}
      size="sm"
    >
      <p>{m.signText}</p>
      <TextField label={m.fields.signedPlace} value={place} onChange={(e) => setPlace(e.target.value)} />
    </FormModal>
  );
}

type SendTarget = { contract: number; amendment: null } | { contract: null; amendment: number };

/**
 * Sends a contract's or an amendment's PDF by e-mail (`pdf`), or its link of signature at a distance
 * (`signature`, a validated document), to the learner by default.
 */
function SendDialog({ number, email, target, mode, onClose }: { number: string; email: string; target: SendTarget; mode: 'pdf' | 'signature'; onClose: () => void }) {
  const sendPdf = useSendContract();
  const sendLink = useSendForSignature();
  const send = mode === 'pdf' ? sendPdf : sendLink;
  const [to, setTo] = useState(email);
  const [error, setError] = useState<string | undefined>();
  return (
    <FormModal
      title={mode === 'pdf' ? m.sendTitle(number) : sm.sendForSignatureTitle(number)}
      formId={`send-${mode}-${number}`}
      onClose={onClose}
      onSubmit={async () => {
        const result = await send.run({ ...target, email: to.trim() || null });
        if (result.ok) onClose();
        else setError(result.violations[0]?.message);
      }}
      submitLabel={mode === 'pdf' ? m.sendButton : sm.sendForSignatureButton}
      submitIcon={mode === 'pdf' ? 'mail' : 'send'}
      busy={send.busy}
      size="sm"
    >
      {mode === 'signature' && <p>{sm.sendForSignatureText}</p>}
      <TextField label={m.sendTo} type="email" value={to} onChange={(e) => setTo(e.target.value)} error={error} />
    </FormModal>
  );
}

/** Confirms a contract's or an amendment's deletion, then closes. */
function DeleteDialog({ open, number, busy, onDelete, onClose }: { open: boolean; number: string; busy: boolean; onDelete: () => Promise<unknown>; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      danger
      busy={busy}
      title={m.confirmDeleteTitle}
      message={m.confirmDelete(number)}
      confirmLabel={common.delete}
      onCancel={onClose}
      onConfirm={async () => {
        await onDelete();
        onClose();
      }}
    />
  );
}

/** The actions of a contract, each shown only with its permission: edit, validate, sign, print, send, amend, delete. */
export function ContractActions({ contract }: { contract: LearnerContract }) {
  const rights = useContractRights();
  const validate = useValidateContract();
  const sign = useSignContract();
  const remove = useDeleteContract();
  const print = usePrintContract();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const label = (action: string) => `${action} : ${contract.number}`;
  const { status } = contract;

  return (
    <>
      <Inline gap="xxs" justify="end" role="group" aria-label={m.actions.menu(contract.number)}>
        {status === 'draft' && rights.update && <IconButton icon="edit" size="sm" label={label(m.actions.edit)} onClick={() => setDialog('edit')} />}
        {status === 'draft' && rights.validate && <IconButton icon="check" size="sm" label={label(m.actions.validate)} onClick={() => setDialog('validate')} />}
        {status === 'validated' && rights.sign && <IconButton icon="lock" size="sm" label={label(m.actions.sign)} onClick={() => setDialog('sign')} />}
        {rights.print && <IconButton icon="download" size="sm" label={label(m.actions.print)} disabled={print.busy} onClick={() => void print.run({ contract: contract.id }, `Contrat-${contract.number}.pdf`)} />}
        {rights.send && <IconButton icon="mail" size="sm" label={label(m.actions.send)} onClick={() => setDialog('send')} />}
        {status === 'validated' && rights.update && <IconButton icon="send" size="sm" label={label(sm.sendForSignature)} onClick={() => setDialog('sendForSignature')} />}
        {status === 'signed' && rights.create && <IconButton icon="plus" size="sm" label={label(m.addAmendment)} onClick={() => setDialog('amend')} />}
        {status !== 'signed' && rights.remove && <IconButton icon="trash" size="sm" label={label(m.actions.delete)} onClick={() => setDialog('delete')} />}
      </Inline>
      {dialog === 'edit' && <ContractFormModal learnerId={contract.learner.id} contract={contract} onClose={close} />}
      {dialog === 'amend' && <AmendmentFormModal contract={contract} onClose={close} />}
      {dialog === 'sign' && (
        <SignDialog
          number={contract.number}
          defaultPlace={contract.signedPlace ?? contract.agency.city ?? ''}
          busy={sign.busy}
          onClose={close}
          onSign={async (place) => {
            const result = await sign.run(contract.id, place);
            if (result.ok) close();
          }}
        />
      )}
      {(dialog === 'send' || dialog === 'sendForSignature') && (
        <SendDialog number={contract.number} email={contract.learner.email ?? ''} target={{ contract: contract.id, amendment: null }} mode={dialog === 'send' ? 'pdf' : 'signature'} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog === 'validate'}
        busy={validate.busy}
        title={m.confirmValidateTitle}
        message={m.confirmValidate(contract.number)}
        confirmLabel={m.actions.validate}
        onCancel={close}
        onConfirm={async () => {
          await validate.run(contract.id);
          close();
        }}
      />
      <DeleteDialog open={dialog === 'delete'} number={contract.number} busy={remove.busy} onDelete={() => remove.run(contract.id)} onClose={close} />
    </>
  );
}

/** The actions of an amendment: validate, sign, print, send, delete. */
export function AmendmentActions({ amendment, contract }: { amendment: ContractAmendment; contract: LearnerContract }) {
  const rights = useContractRights();
  const act = useAmendmentAction();
  const remove = useDeleteAmendment();
  const print = usePrintContract();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const label = (action: string) => `${action} : ${amendment.number}`;
  return (
    <>
      <Inline gap="xxs" justify="end">
        {amendment.status === 'draft' && rights.validate && <IconButton icon="check" size="sm" label={label(m.actions.validate)} onClick={() => setDialog('validate')} />}
        {amendment.status === 'validated' && rights.sign && <IconButton icon="lock" size="sm" label={label(m.actions.sign)} onClick={() => setDialog('sign')} />}
        {rights.print && <IconButton icon="download" size="sm" label={label(m.actions.print)} onClick={() => void print.run({ amendment: amendment.id }, `Avenant-${amendment.number}.pdf`)} />}
        {rights.send && <IconButton icon="mail" size="sm" label={label(m.actions.send)} onClick={() => setDialog('send')} />}
        {amendment.status === 'validated' && rights.update && <IconButton icon="send" size="sm" label={label(sm.sendForSignature)} onClick={() => setDialog('sendForSignature')} />}
        {amendment.status !== 'signed' && rights.remove && <IconButton icon="trash" size="sm" label={label(m.actions.delete)} onClick={() => setDialog('delete')} />}
      </Inline>
      {dialog === 'sign' && (
        <ConfirmDialog
          open
          busy={act.busy}
          title={m.signTitle(amendment.number)}
          message={m.signText}
          confirmLabel={m.actions.sign}
          onCancel={close}
          onConfirm={async () => {
            await act.run(amendment.id, 'sign');
            close();
          }}
        />
      )}
      {(dialog === 'send' || dialog === 'sendForSignature') && (
        <SendDialog number={amendment.number} email={contract.learner.email ?? ''} target={{ contract: null, amendment: amendment.id }} mode={dialog === 'send' ? 'pdf' : 'signature'} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog === 'validate'}
        busy={act.busy}
        title={m.confirmValidateAmendmentTitle}
        message={m.confirmValidateAmendment(amendment.number)}
        confirmLabel={m.actions.validate}
        onCancel={close}
        onConfirm={async () => {
          await act.run(amendment.id, 'validate');
          close();
        }}
      />
      <DeleteDialog open={dialog === 'delete'} number={amendment.number} busy={remove.busy} onDelete={() => remove.run(amendment.id)} onClose={close} />
    </>
  );
}
