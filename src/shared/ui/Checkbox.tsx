import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';

export type CheckboxProps = ChoiceFieldProps;

/** Labelled checkbox (native input; use `checked` + `onChange`). */
export function Checkbox(props: CheckboxProps) {
  return <ChoiceField variant="checkbox" {...props} />;
}
