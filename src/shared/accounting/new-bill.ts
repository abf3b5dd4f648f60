import { useState } from 'react';

/** What a new quotation or invoice says beside its learner, as the form holds it (ids as text). */
export interface NewBillHead {
  agency: string;
  organization: string;
  title: string;
}

/** The body of `POST` a new quotation or invoice, from its head and its learner. */
export function newBillPayload(head: NewBillHead, learner: number) {
  return { agency: Number(head.agency), learner, organization: head.organization ? Number(head.organization) : null, title: head.title || null };
}

/**
 * A new quotation's or invoice's form state: its learner, its head and the errors shown. `change`
 * sets fields of the head; a new agency clears the learner, who must be one of its own.
 */
export function useNewBill<Learner>(agency: string) {
  const [learner, setLearner] = useState<Learner | null>(null);
  const [head, setHead] = useState<NewBillHead>({ agency, organization: '', title: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (next: Partial<NewBillHead>) => {
    setHead((current) => ({ ...current, ...next }));
    if (next.agency !== undefined) setLearner(null);
  };
  return { learner, setLearner, head, change, errors, setErrors };
}
