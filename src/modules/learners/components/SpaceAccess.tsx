import { useState } from 'react';
import { formatDate } from '../../../shared/i18n/format';
import { Badge, Button, ConfirmDialog, Inline, Section, Skeleton, Stack } from '../../../shared/ui';
import { useInvitation, useInviteLearner, useRevokeInvitation } from '../hooks/space-access';
import { learnersMessages as m } from '../messages';
import type { Learner } from '../types';
import * as styles from './record.css';

const TONES = { none: 'neutral', invited: 'info', active: 'success', revoked: 'warning' } as const;

/**
 * « Espace élève » on the learner record: where his access stands; those who may edit learners
 * invite him (a one-time link by e-mail), invite him again, or revoke his access after saying what
 * that ends.
 */
export function SpaceAccess({ learner, canWrite }: { learner: Learner; canWrite: boolean }) {
  const { data } = useInvitation(learner.id);
  const invite = useInviteLearner();
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  const name = `${learner.firstName} ${learner.lastName}`;
  const open = data !== undefined && (data.state === 'invited' || data.state === 'active');
  const actions = canWrite && data && !learner.archived && (
    <Inline gap="xs">
      <Button tone="secondary" size="sm" icon="send" disabled={!learner.email} loading={invite.busy} onClick={() => void invite.run(learner.id)}>
        {data.state === 'none' ? m.space.invite : m.space.reinvite}
      </Button>
      {open && (
        <Button tone="danger" size="sm" icon="lock" onClick={() => setConfirming(true)}>
          {m.space.revoke}
        </Button>
      )}
    </Inline>
  );
  return (
    <Section title={m.space.title} description={m.space.description} actions={actions}>
      {!data ? (
        <Skeleton height={40} />
      ) : (
        <Stack gap="xs">
          <span>
            <Badge tone={TONES[data.state]}>{m.space.states[data.state]}</Badge>
          </span>
          <span className={styles.muted}>
            {data.state === 'none' ? m.space.never : data.state === 'revoked' ? m.space.revokedText : data.invitedAt && data.email ? m.space.invitedOn(formatDate(data.invitedAt), data.email) : null}
          </span>
          {canWrite && !learner.email && <span className={styles.muted}>{m.space.noEmail}</span>}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        busy={revoke.busy}
        title={m.space.confirmRevokeTitle}
        message={m.space.confirmRevoke(name)}
        confirmLabel={m.space.revoke}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await revoke.run(learner.id);
          setConfirming(false);
        }}
      />
    </Section>
  );
}
