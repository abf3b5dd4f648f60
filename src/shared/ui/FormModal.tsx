import type { ReactNode } from 'react';
import { Button } from './Button';
import { FormActions } from './FormLayout';
import type { IconName } from './Icon';
import { Modal, type ModalProps } from './Modal';
import { uiText } from './text';

/** What FormModal needs of a `useForm` form: its submit and whether it is under way. */
export interface SubmittableForm {
  submit: () => unknown;
  submitting: boolean;
}

/** The form's submission: a `useForm` form, or a handler and its busy state. */
type Submission = { form: SubmittableForm; onSubmit?: never; busy?: never } | { form?: never; onSubmit: () => unknown; busy?: boolean };

export type FormModalProps = Submission & {
  /** Dialog title (its accessible name). */
  title: ReactNode;
  /** The form's id: the footer's submit button names it, so the button and Enter in a field both send. */
  formId: string;
  onClose: () => void;
  /** The submit button's text (« Enregistrer » by default; « Créer », « Envoyer »…). */
  submitLabel?: string;
  submitIcon?: IconName;
  /** `danger` for a submit that cannot be undone (a credit note). */
  submitTone?: 'primary' | 'danger';
  /** Nothing can be sent yet (data still loading, no choice made). */
  submitDisabled?: boolean;
  size?: ModalProps['size'];
  cancelLabel?: string;
  children: ReactNode;
};

/**
 * A dialog holding one form: its fields, and a footer with « Annuler » (closes) and the submit
 * button. Validation messages are the form's own (`noValidate`: no browser bubbles). Give it a
 * `useForm` form (`form={form}`), or `onSubmit` and `busy`.
 */
export function FormModal({
  title,
  formId,
  onClose,
  submitLabel = uiText.save,
  submitIcon,
  submitTone = 'primary',
  submitDisabled = false,
  size,
  cancelLabel = uiText.cancel,
  children,
  ...submission
}: FormModalProps) {
  // The submit handler is called without the event: FormModal prevents the page's own submission.
  const [onSubmit, busy] = submission.form ? [submission.form.submit, submission.form.submitting] : [submission.onSubmit, submission.busy ?? false];
  const footer = <FormFooter formId={formId} busy={busy} onClose={onClose} submitLabel={submitLabel} submitIcon={submitIcon} submitTone={submitTone} submitDisabled={submitDisabled} cancelLabel={cancelLabel} />;
  return (
    <Modal open onClose={onClose} title={title} size={size} footer={footer}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}

export interface FormFooterProps {
  /** The form the submit button sends. */
  formId: string;
  busy: boolean;
  onClose: () => void;
  submitLabel?: string | undefined;
  submitIcon?: IconName | undefined;
  submitTone?: 'primary' | 'danger' | undefined;
  submitDisabled?: boolean | undefined;
  cancelLabel?: string | undefined;
}

/** A form dialog's footer: « Annuler » (closes) and the submit button of the form `formId`. */
export function FormFooter({ formId, busy, onClose, submitLabel = uiText.save, submitIcon, submitTone = 'primary', submitDisabled = false, cancelLabel = uiText.cancel }: FormFooterProps) {
  return (
    <FormActions>
      <Button tone="secondary" onClick={onClose}>
        {cancelLabel}
      </Button>
      <Button type="submit" tone={submitTone} form={formId} icon={submitIcon} loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
