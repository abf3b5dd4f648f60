import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';

export type SwitchProps = ChoiceFieldProps;

/** Labelled on/off switch: a native checkbox with role="switch" (Space toggles it). */
export function Switch(props: SwitchProps) {
  return <ChoiceField variant="switch" {...props} />;
}
