import { useState } from 'react';
import useSWR from 'swr';
import { formatFullName } from '../i18n/format';
import { useApiClient } from '../swr/ApiProvider';
import { Combobox } from '../ui/Combobox';
import type { FieldBaseProps } from '../ui/Field';
import { listBillableLearners, listLearners } from './api';
import type { LearnerSummary } from './types';

export interface LearnerPickerProps extends Omit<FieldBaseProps, 'id'> {
  /** The chosen learner (null: none yet). */
  value: Pick<LearnerSummary, 'id' | 'firstName' | 'lastName'> | null;
  onChange: (learner: LearnerSummary) => void;
  /** Extra filters (e.g. `{ agency: 3 }`); non-archived learners only. */
  params?: Record<string, string | number>;
  /** The agency of a quotation or an invoice: the learners it may be addressed to (`GET /learner/bill`). */
  billingAgency?: number;
}

const SUGGESTIONS = 10;

/** Searches the learners (`GET /learners?simplesearch=…`, non-archived) and picks one. */
export function LearnerPicker({ value, onChange, params, billingAgency, ...field }: LearnerPickerProps) {
  const client = useApiClient();
  const [text, setText] = useState(value ? formatFullName(value) : '');
  const search = text.trim();
  const chosenLabel = value ? formatFullName(value) : null;
  const query = billingAgency === undefined ? { archived: 0, itemsPerPage: SUGGESTIONS, simplesearch: search, ...params } : { itemsPerPage: SUGGESTIONS, simplesearch: search, 'agency.id': billingAgency };
  const path = billingAgency === undefined ? '/learners' : '/learner/bill';
  const { data, isLoading } = useSWR(search && search !== chosenLabel ? [path, query] : null, ([, q]) =>
    billingAgency === undefined ? listLearners(client, q) : listBillableLearners(client, billingAgency, q),
  );
  const learners = data?.items ?? [];
  return (
    <Combobox
      {...field}
      inputValue={text}
      onInputChange={setText}
      loading={isLoading}
      options={learners.map((learner) => ({
        value: String(learner.id),
        label: formatFullName(learner),
        detail: [learner.email, learner.agency.name].filter(Boolean).join(' · '),
      }))}
      onSelect={(option) => {
        const learner = learners.find((l) => String(l.id) === option.value);
        if (!learner) return;
        setText(formatFullName(learner));
        onChange(learner);
      }}
    />
  );
}
