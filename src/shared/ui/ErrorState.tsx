import { Button } from './Button';
import { Icon } from './Icon';
import * as styles from './State.css';
import { uiText } from './text';

export interface ErrorStateProps {
  message: string;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  title?: string;
  retryLabel?: string;
}

/** Failed load: the message and a 'Réessayer' button. */
export function ErrorState({ message, onRetry, title = uiText.errorTitle, retryLabel = uiText.retry }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <Icon name="alert" size={28} className={styles.errorIcon} />
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <Button icon="refresh" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
