import { useState } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { runThenClose } from '../../../shared/swr/useMutation';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import type { LearnerSummary } from '../../../shared/references/types';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { DateField, FormFooter, FormGrid, FormGridFull, Modal, SelectField, TextArea, TextField } from '../../../shared/ui';
import { useCreateNotice, useCreateRequest, useReasons, useReportNotice } from '../hooks';
import { noticesMessages as m } from '../messages';
import { noticeCreateSchema, noticeReportSchema } from '../schema';
import type { Notice } from '../types';

/** Asks a learner for a certified notice (`POST /requests`, an e-mail to the learner). */
export function AskNoticeModal({ onClose }: { onClose: () => void }) {
  const ask = useCreateRequest();
  const [learner, setLearner] = useState<LearnerSummary | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal open onClose={onClose} title={m.askTitle} footer={<FormFooter formId="notice-ask" busy={ask.busy} submitLabel={m.askSend} onClose={onClose} />}>
      <form
        id="notice-ask"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!learner) return setError(m.chooseLearner);
          const result = await ask.run(learner.id);
          if (result.ok) onClose();
          else setError(result.violations[0]?.message);
        }}
      >
        <LearnerPicker
          label={m.askLearner}
          hint={m.askHint}
          required
          value={learner}
          error={error}
          onChange={(chosen) => {
            setLearner(chosen);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}

/** Records a notice collected by the school (not certified). */
export function NoticeCreateModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const agencies = user?.agencies ?? [];
  const create = useCreateNotice();
  const [learner, setLearner] = useState<LearnerSummary | null>(null);
  const form = useForm({
    schema: noticeCreateSchema,
    initial: {
      agency: user ? (currentAgencyId(user) ?? '') : '',
      learner: '',
      authorName: '',
      rating: 5,
      comment: '',
      noticeDate: new Date().toISOString().slice(0, 10),
    },
    onSubmit: runThenClose(create, onClose),
  });
  const { values } = form;
  return (
    <Modal open size="lg" onClose={onClose} title={m.createTitle} footer={<FormFooter formId="notice-new" busy={form.submitting} onClose={onClose} />}>
      <form id="notice-new" onSubmit={form.submit} noValidate>
        <FormGrid columns={2}>
          <AgencyField label={m.fields.agency} agencies={agencies} value={String(values.agency)} onChange={(e) => form.set('agency', e.target.value)} error={form.error('agency')} />
          <LearnerPicker
            label={m.fields.learner}
            value={learner}
            params={{ agency: String(values.agency) }}
            error={form.error('learner')}
            onChange={(chosen) => {
              setLearner(chosen);
              form.set('learner', chosen.id);
              if (!values.authorName) form.set('authorName', `${chosen.firstName} ${chosen.lastName.charAt(0)}.`);
            }}
          />
          <TextField label={m.fields.authorName} required value={values.authorName} onChange={(e) => form.set('authorName', e.target.value)} error={form.error('authorName')} />
          <SelectField
            label={m.fields.rating}
            required
            options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: m.rating(n) }))}
            value={String(values.rating)}
            onChange={(e) => form.set('rating', Number(e.target.value))}
            error={form.error('rating')}
          />
          <DateField label={m.fields.noticeDate} required value={values.noticeDate} onChange={(e) => form.set('noticeDate', e.target.value)} error={form.error('noticeDate')} />
          <FormGridFull>
            <TextArea label={m.fields.comment} required rows={4} value={values.comment} onChange={(e) => form.set('comment', e.target.value)} error={form.error('comment')} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Modal>
  );
}

/** Reports a notice with one of the reasons (`POST /notices/report`). */
export function ReportNoticeModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const reasons = useReasons().data?.items ?? [];
  const report = useReportNotice();
  const form = useForm({
    schema: noticeReportSchema,
    initial: { notice: notice.id, reason: '', comment: '' },
    onSubmit: async (payload) => {
      const result = await report.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  return (
    <Modal open onClose={onClose} title={m.reportTitle} footer={<FormFooter formId={`notice-report-${notice.id}`} busy={form.submitting} submitLabel={m.report} onClose={onClose} />}>
      <form id={`notice-report-${notice.id}`} onSubmit={form.submit} noValidate>
        <FormGrid columns={1}>
          <SelectField
            label={m.reportReason}
            required
            placeholder={m.reportReasonPlaceholder}
            options={reasons.map((r) => ({ value: String(r.id), label: r.label }))}
            value={String(form.values.reason)}
            onChange={(e) => form.set('reason', e.target.value)}
            error={form.error('reason') && m.reportReasonPlaceholder}
          />
          <TextArea label={m.reportComment} rows={3} value={form.values.comment ?? ''} onChange={(e) => form.set('comment', e.target.value)} error={form.error('comment')} />
        </FormGrid>
      </form>
    </Modal>
  );
}
