import { cx } from './cx';
import { Spinner } from './Spinner';
import * as styles from './State.css';
import { uiText } from './text';

/** Spinner with 'Chargement…', announced politely. */
export function LoadingState({ label = uiText.loading }: { label?: string }) {
  return (
    <div className={cx(styles.state, styles.inline)} role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
