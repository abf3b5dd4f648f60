import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../src/shared/ui/Button';
import { Icon } from '../../src/shared/ui/Icon';
import { embedMessages as m } from '../messages';
import type { Emit } from './define';
import type { WidgetFailure } from './failure';
import * as styles from './WidgetShell.css';

export interface WidgetShellProps {
  /** Accessible name of the widget (a region of the host page). */
  label: string;
  failure: WidgetFailure | null;
  emit: Emit;
  /** Shown under the message when the failure may pass (network, rate limit, server). */
  onRetry?: () => void;
  /** `framed` (default): a padded box; `flush`: no padding (the content has its own); `compact`: no frame at all. */
  variant?: 'framed' | 'flush' | 'compact';
  children?: ReactNode;
}

const RETRIABLE = ['network', 'rate-limited', 'server'];

/**
 * The box of every widget (part `root`): its content, or the failure's French message in the widget's
 * own box (part `message`). Each new failure fires one `error` event with `{ code, message, status }`.
 */
export function WidgetShell({ label, failure, emit, onRetry, variant = 'framed', children }: WidgetShellProps) {
  const reported = useRef<string | null>(null);
  const key = failure ? `${failure.code}|${failure.message}` : null;
  useEffect(() => {
    if (failure && key !== reported.current) emit('error', failure);
    reported.current = key;
  }, [failure, key, emit]);

  return (
    <section part="root" className={styles.root[variant]} lang="fr" aria-label={label}>
      {failure ? (
        <div part="message" className={styles.message} role="alert">
          <Icon name="alert" />
          <p className={styles.messageText}>{failure.message}</p>
          {onRetry && RETRIABLE.includes(failure.code) && (
            <Button tone="secondary" size="sm" icon="refresh" onClick={onRetry}>
              {m.retry}
            </Button>
          )}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
