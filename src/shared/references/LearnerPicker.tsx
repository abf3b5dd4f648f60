import { useState } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../api/client';
import type { Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import { formatFullName } from '../i18n/format';
import { useApiClient } from '../swr/ApiProvider';
import { Combobox } from '../ui/Combobox';
import type { FieldBaseProps } from '../ui/Field';
import { listBillableLearners, listLearners } from './api';
import { referenceKeys } from './keys';
import type { LearnerLight, LearnerSummary } from './types';

/**
 * Where a picker looks its learners up when it is not `GET /learners`: a module's own list call
 * (`/learners/group`, `/learners/sort`…), given the search words, the page size and `params`.
 */
export interface LearnerSource<L extends LearnerLight> {
  path: string;
  list: (client: ApiClient, query: QueryParams) => Promise<Page<L>>;
}

export interface LearnerPickerProps<L extends LearnerLight = LearnerSummary> extends Omit<FieldBaseProps, 'id'> {
  /** The chosen learner (null: none yet). */
  value: Pick<LearnerSummary, 'id' | 'firstName' | 'lastName'> | null;
  onChange: (learner: NoInfer<L>) => void;
  /** Extra filters (e.g. `{ agency: 3 }`); non-archived learners only. */
  params?: Record<string, string | number>;
  /** The agency of a quotation or an invoice: the learners it may be addressed to (`GET /learner/bill`). */
  billingAgency?: number;
  /** Another list to search (its rows need only a learner's light fields). */
  source?: LearnerSource<L>;
}

const SUGGESTIONS = 10;

const detailOf = (learner: LearnerLight & { email?: string | null }) => [learner.email, learner.agency.name].filter(Boolean).join(' · ');

/** Searches the learners (`GET /learners?simplesearch=…`, non-archived, or `source`) and picks one. */
export function LearnerPicker<L extends LearnerLight = LearnerSummary>({ value, onChange, params, billingAgency, source, ...field }: LearnerPickerProps<L>) {
  const client = useApiClient();
  const [text, setText] = useState(value ? formatFullName(value) : '');
  const search = text.trim();
  const chosenLabel = value ? formatFullName(value) : null;
  const query: QueryParams =
    billingAgency === undefined ? { archived: 0, itemsPerPage: SUGGESTIONS, simplesearch: search, ...params } : { itemsPerPage: SUGGESTIONS, simplesearch: search, 'agency.id': billingAgency };
  const path = source?.path ?? (billingAgency === undefined ? '/learners' : '/learner/bill');
  const { data, isLoading } = useSWR(search && search !== chosenLabel ? referenceKeys.learnerSuggestions(path, query) : null, ([, q]): Promise<Page<L>> => {
    if (source) return source.list(client, q);
    // Without a source the rows are the learners' summaries, which `L` defaults to.
    return (billingAgency === undefined ? listLearners(client, q) : listBillableLearners(client, billingAgency, q)) as Promise<Page<LearnerSummary>> as unknown as Promise<Page<L>>;
  });
  const learners = data?.items ?? [];
  return (
    <Combobox
      {...field}
      inputValue={text}
      onInputChange={setText}
      loading={isLoading}
      options={learners.map((learner) => ({ value: String(learner.id), label: formatFullName(learner), detail: detailOf(learner) }))}
      onSelect={(option) => {
        const learner = learners.find((l) => String(l.id) === option.value);
        if (!learner) return;
        setText(formatFullName(learner));
        onChange(learner);
      }}
    />
  );
}
