import { useRef } from 'react';
import { formatDate, formatPhone } from '../../../shared/i18n/format';
import { Badge, Button, Icon, Section, Skeleton, Stack } from '../../../shared/ui';
import { useLearnerDetails, useSendSurveyLink, useUploadPhoto } from '../hooks/information';
import { learnersMessages as m } from '../messages';
import type { Learner } from '../types';
import { Facts } from './Facts';
import { LearnerPhoto } from './LearnerPhoto';
import { SpaceAccess } from './SpaceAccess';
import * as styles from './record.css';

export interface InformationTabProps {
  learner: Learner;
  photosAllowed: boolean;
  /** May edit learners: invite him to his space, revoke it. */
  canWrite: boolean;
}

const orDash = (value: string | null | undefined) => (value ? value : <span className={styles.muted}>{m.notProvided}</span>);

function Check({ done, children }: { done: boolean; children: string }) {
  return (
    <li className={styles.checkItem}>
      <Icon name={done ? 'check' : 'x'} size={16} />
      <span>{children}</span>
      <Badge tone={done ? 'success' : 'warning'}>{done ? 'OK' : 'À faire'}</Badge>
    </li>
  );
}

/** Tab 1: identity, contact, photo, satisfaction survey, his own space and the progress of the learner's file. */
export function InformationTab({ learner, photosAllowed, canWrite }: InformationTabProps) {
  const details = useLearnerDetails(learner.id);
  const survey = useSendSurveyLink();
  const photo = useUploadPhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const d = details.data;

  return (
    <div className={styles.columns}>
      <Section title={m.identity}>
        <Facts
          items={[
            [m.fields.civility, orDash(learner.civility)],
            [m.fields.lastName, learner.lastName],
            [m.fields.firstName, learner.firstName],
            [m.fields.birthDate, learner.birthDate ? m.born(formatDate(learner.birthDate), learner.birthPlace) : orDash(null)],
            [m.fields.neph, orDash(learner.neph)],
            [m.fields.agency, learner.agency.name],
          ]}
        />
      </Section>
      <Section title={m.contact}>
        <Facts
          items={[
            [m.fields.email, orDash(learner.email)],
            [m.fields.phone, orDash(formatPhone(learner.phone))],
            [m.fields.address, orDash([learner.address, [learner.postalCode, learner.city].filter(Boolean).join(' ')].filter(Boolean).join(', '))],
          ]}
        />
      </Section>
      {photosAllowed && (
        <Section
          title={m.photo.title}
          description={m.photo.hint}
          actions={
            <Button tone="secondary" size="sm" icon="upload" loading={photo.busy} onClick={() => fileInput.current?.click()}>
              {learner.photo ? m.photo.change : m.photo.add}
            </Button>
          }
        >
          <LearnerPhoto learner={learner} allowed size="lg" />
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png"
            hidden
            aria-label={m.photo.add}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void photo.run(learner.id, file);
            }}
          />
        </Section>
      )}
      <Section
        title={m.survey.title}
        actions={
          <Button tone="secondary" size="sm" icon="send" disabled={!learner.email} loading={survey.busy} onClick={() => void survey.run(learner.id)}>
            {learner.surveyStatus === 1 ? m.survey.resend : m.survey.send}
          </Button>
        }
      >
        <Stack gap="xs">
          <span>{learner.surveyStatus === 1 ? <Badge tone="success">{m.survey.sent}</Badge> : <Badge>{m.survey.notSent}</Badge>}</span>
          {!learner.email && <span className={styles.muted}>{m.survey.noEmail}</span>}
        </Stack>
      </Section>
      <SpaceAccess learner={learner} canWrite={canWrite} />
      <Section title={m.details.tracking} description={d ? m.details.counts(d.counts) : undefined}>
        {!d ? (
          <Skeleton height={80} />
        ) : (
          <Stack gap="md">
            <ul className={styles.checklist}>
              <Check done={d.tracking.evaluationDone}>{m.details.evaluation}</Check>
              <Check done={d.tracking.contractSigned}>{m.details.contract}</Check>
              <Check done={d.tracking.requiredDocuments > 0 && d.tracking.providedRequiredDocuments >= d.tracking.requiredDocuments}>
                {m.details.documents(d.tracking.providedRequiredDocuments, d.tracking.requiredDocuments)}
              </Check>
              <Check done={d.tracking.surveySent}>{m.details.survey}</Check>
            </ul>
            <span className={styles.muted}>
              {d.tracking.lastObservationAt ? m.details.lastObservation(formatDate(d.tracking.lastObservationAt)) : m.details.noObservation}
            </span>
            {d.lastAssetsGroupByType.length > 0 && (
              <Facts items={d.lastAssetsGroupByType.map((a) => [a.documentType.name, `${a.title} (${formatDate(a.createdAt)})`] as const)} />
            )}
          </Stack>
        )}
      </Section>
    </div>
  );
}
