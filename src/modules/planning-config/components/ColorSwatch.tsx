import * as styles from './ColorSwatch.css';

/** A small colour dot before a name (activities, agendas). */
export function ColorSwatch({ color }: { color: string }) {
  return <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />;
}
