import type { ReactNode } from 'react';
import * as styles from './DocumentFrame.css';

/**
 * The frame of a screen shown without navbar and sidebar (spec part 1 §2: routes containing « devis »
 * or « contrat »): the shell gives such screens no margins, so they frame themselves.
 */
export function DocumentFrame({ children }: { children: ReactNode }) {
  return <div className={styles.frame}>{children}</div>;
}
