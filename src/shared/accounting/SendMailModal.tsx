import { useState } from 'react';
import { useMailSettings } from '../mail/hooks';
import { mailMessages } from '../mail/messages';
import { InlineAlert } from '../ui/InlineAlert';
import { FormGrid, FormGridFull } from '../ui/FormLayout';
import { FormModal } from '../ui/FormModal';
import { TextArea } from '../ui/TextArea';
import { TextField } from '../ui/TextField';
import { note } from './text.css';

export interface SendMailModalProps {
  title: string;
  /** The customer's address, proposed by default. */
  defaultTo: string | null;
  hint?: string;
  /** Offer a message to add to the e-mail. */
  withMessage?: boolean;
  busy: boolean;
  onSend: (to: string | undefined, message: string | undefined) => Promise<boolean>;
  onClose: () => void;
}

const text = { to: 'Destinataire', toHint: 'L’adresse du client est proposée par défaut.', message: 'Message (facultatif)', send: 'Envoyer', invalid: 'Adresse e-mail invalide.' } as const;

/** Asks for the recipient (and a message) before a document is sent by e-mail; says so when e-mails stay in the server's outbox. */
export function SendMailModal({ title, defaultTo, hint, withMessage, busy, onSend, onClose }: SendMailModalProps) {
  const [to, setTo] = useState(defaultTo ?? '');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: settings } = useMailSettings();
  const formId = 'send-mail-form';
  return (
    <FormModal
      title={title}
      formId={formId}
      onClose={onClose}
      onSubmit={async () => {
        const address = to.trim();
        if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
          setError(text.invalid);
          return;
        }
        if (await onSend(address || undefined, message.trim() || undefined)) onClose();
      }}
      submitLabel={text.send}
      submitIcon="send"
      busy={busy}
    >
      <FormGrid columns={1}>
        {settings?.deliveryConfigured === false && (
          <FormGridFull>
            <InlineAlert tone="warning">{mailMessages.notConfigured}</InlineAlert>
          </FormGridFull>
        )}
        {hint && <FormGridFull><p className={note}>{hint}</p></FormGridFull>}
        <TextField label={text.to} type="email" hint={text.toHint} value={to} error={error} onChange={(e) => { setTo(e.target.value); setError(null); }} />
        {withMessage && <TextArea label={text.message} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </FormGrid>
    </FormModal>
  );
}
