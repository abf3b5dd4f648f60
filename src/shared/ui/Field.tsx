import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './Field.css';

/** Props shared by every labelled form field. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Attributes for the control itself. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** Ids linking a control to its label, hint and error. */
export function useFieldIds({ id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint != null ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    id: controlId,
    hintId,
    errorId,
    controlProps: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

/** Visible "*" after a required field's label; the control's `required` attribute is what is announced. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

/** Hint and error lines under a control. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint != null && (
        <span id={ids.hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error ? (
        <span id={ids.errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** Stacked label, control, hint and error. */
export function Field({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: Pick<FieldBaseProps, 'label' | 'hint' | 'error' | 'required' | 'className'> & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
