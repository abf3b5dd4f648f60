import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SendMailModal } from '../../../shared/accounting/SendMailModal';
import { EmbedDialog } from '../../../shared/embeds/EmbedDialog';
import { embedDialogMessages } from '../../../shared/embeds/messages';
import { absoluteApiBase } from '../../../shared/embeds/snippet';
import { BILL_STATUS, canMoveQuotation, isQuotationDeletable } from '../../../shared/accounting/status';
import { useCan } from '../../../shared/auth/usePermissions';
import { common } from '../../../shared/i18n/messages';
import { href } from '../../../shared/router/path';
import { ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { useNavigate } from '../../../shared/router/context';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { isCompleteAddress } from '../../../shared/accounting/address';
import { Button, ConfirmDialog, Inline, InlineAlert } from '../../../shared/ui';
import { useQuotationActions } from '../hooks';
import { quotationMessages as m } from '../messages';
import { quotationsStore } from '../store';
import type { QuotationDetails } from '../types';

type Dialog = 'validate' | 'refuse' | 'transform' | 'delete' | 'email' | 'link' | 'embed' | null;

/** The action bar of a quotation: each action shows only when the status and the user's permissions allow it. */
export function QuotationActions({ quotation }: { quotation: QuotationDetails }) {
  const actions = useQuotationActions();
  const navigate = useNavigate();
  const client = useApiClient();
  const flags = useSnapshot(quotationsStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canValidate = useCan('isValidateQuotation');
  const canRefuse = useCan('isRejectQuotation');
  const canPrint = useCan('isPrintQuotation');
  const canDuplicate = useCan('isDuplicateQuotation');
  const canDelete = useCan('isDeleteQuotation');
  const canInvoice = useCan('isCreateInvoice');
  const canSend = useCan('isPrintQuotation', 'isCreateQuotation', 'isUpdateQuotation', 'isValidateQuotation');
  const number = quotation.number ?? String(quotation.id);
  const invoiced = quotation.invoice !== null;
  const open = !invoiced && quotation.status !== BILL_STATUS.refused;
  const awaitsAnswer = open && quotation.status !== BILL_STATUS.accepted;

  const confirm = (action: () => Promise<unknown>) => async () => {
    await action();
    setDialog(null);
  };

  return (
    <>
      <Inline gap="xs" role="toolbar" aria-label={m.actions.label}>
        {canValidate && open && canMoveQuotation(quotation.status, BILL_STATUS.validated) && (
          <Button tone="primary" icon="check" loading={flags.validating} onClick={() => setDialog('validate')}>
            {m.actions.validate}
          </Button>
        )}
        {canInvoice && open && (
          <Button tone={quotation.status === BILL_STATUS.accepted || quotation.status === BILL_STATUS.validated ? 'primary' : 'secondary'} icon="euro" loading={flags.loading} onClick={() => setDialog('transform')}>
            {m.actions.transform}
          </Button>
        )}
        {canPrint && (
          <Button tone="secondary" icon="mail" loading={flags.sendingEmail && dialog === 'email'} onClick={() => setDialog('email')}>
            {m.actions.sendEmail}
          </Button>
        )}
        {canSend && awaitsAnswer && (
          <Button tone="secondary" icon="send" loading={flags.sendingEmail && dialog === 'link'} onClick={() => setDialog('link')}>
            {m.actions.sendLink}
          </Button>
        )}
        {canPrint && (
          <Button tone="secondary" icon="download" onClick={() => void actions.print(quotation)}>
            {m.actions.print}
          </Button>
        )}
        {canDuplicate && (
          <Button tone="secondary" icon="copy" loading={flags.duplicating} onClick={() => void actions.duplicate(quotation.id)}>
            {m.actions.duplicate}
          </Button>
        )}
        <Button tone="ghost" icon="eye" onClick={() => navigate(href(ROUTE_PATTERNS.quotationExtraDetails, { id: quotation.id }))}>
          {m.actions.follow}
        </Button>
        {canRefuse && open && canMoveQuotation(quotation.status, BILL_STATUS.refused) && (
          <Button tone="ghost" icon="x" loading={flags.validating && dialog === 'refuse'} onClick={() => setDialog('refuse')}>
            {m.actions.refuse}
          </Button>
        )}
        {canSend && (
          <Button tone="ghost" icon="link" onClick={() => setDialog('embed')}>
            {embedDialogMessages.open}
          </Button>
        )}
        {canDelete && isQuotationDeletable({ status: quotation.status, invoiced }) && (
          <Button tone="danger" icon="trash" onClick={() => setDialog('delete')}>
            {m.actions.delete}
          </Button>
        )}
      </Inline>
      {/* A quotation is not an invoice: no refusal without the address, a warning by the action (docs/decisions.md). */}
      {open && (canValidate || canInvoice) && !isCompleteAddress(quotation.customerAddress) && <InlineAlert tone="warning">{m.addressWarning}</InlineAlert>}

      <EmbedDialog
        open={dialog === 'embed'}
        onClose={() => setDialog(null)}
        tag="volant-quotation"
        attributes={{ uuid: quotation.uuid, 'api-base': absoluteApiBase(client.baseUrl, globalThis.location?.origin ?? '') }}
        intro={m.embed.intro}
        note={quotation.status === BILL_STATUS.draft ? <p>{m.embed.draft}</p> : undefined}
      />
      <ConfirmDialog
        open={dialog === 'validate'}
        title={m.confirmValidateTitle}
        message={m.confirmValidate(number)}
        confirmLabel={m.actions.validate}
        busy={flags.validating}
        onCancel={() => setDialog(null)}
        onConfirm={confirm(() => actions.validate(quotation.id))}
      />
      <ConfirmDialog
        open={dialog === 'refuse'}
        danger
        title={m.confirmRefuseTitle}
        message={m.confirmRefuse(number)}
        confirmLabel={m.actions.refuse}
        busy={flags.validating}
        onCancel={() => setDialog(null)}
        onConfirm={confirm(() => actions.refuse(quotation.id))}
      />
      <ConfirmDialog
        open={dialog === 'transform'}
        title={m.confirmTransformTitle}
        message={m.confirmTransform(number)}
        confirmLabel={m.actions.transform}
        busy={flags.loading}
        onCancel={() => setDialog(null)}
        onConfirm={confirm(() => actions.transform(quotation.id))}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        danger
        title={m.confirmDeleteTitle}
        message={m.confirmDelete(number)}
        confirmLabel={common.delete}
        busy={flags.loading}
        onCancel={() => setDialog(null)}
        onConfirm={confirm(() => actions.remove(quotation.id))}
      />
      {dialog === 'email' && (
        <SendMailModal
          title={m.mail.titleEmail}
          defaultTo={quotation.customerEmail}
          withMessage
          busy={flags.sendingEmail}
          onClose={() => setDialog(null)}
          onSend={async (to, message) => (await actions.sendEmail(quotation.id, to, message)).ok}
        />
      )}
      {dialog === 'link' && (
        <SendMailModal
          title={m.mail.titleLink}
          hint={m.mail.linkHint}
          defaultTo={quotation.customerEmail}
          busy={flags.sendingEmail}
          onClose={() => setDialog(null)}
          onSend={async (to) => (await actions.sendLink(quotation.id, to)).ok}
        />
      )}
    </>
  );
}
