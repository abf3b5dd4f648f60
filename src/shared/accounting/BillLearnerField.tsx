import { LearnerPicker, type LearnerPickerProps } from '../references/LearnerPicker';
import type { LearnerLight, LearnerSummary } from '../references/types';

export interface BillLearnerFieldProps<L extends LearnerLight = LearnerSummary> extends Omit<LearnerPickerProps<L>, 'params' | 'required'> {
  /** The agency chosen on the form ('' while none): the learner is looked up there. */
  agency: string;
}

/**
 * The learner of a new quotation or invoice: required, looked up in the document's agency, and
 * cleared (the picker starts again) when the agency changes.
 */
export function BillLearnerField<L extends LearnerLight = LearnerSummary>({ agency, ...picker }: BillLearnerFieldProps<L>) {
  return <LearnerPicker<L> key={agency} required params={agency ? { agency } : undefined} {...picker} />;
}
