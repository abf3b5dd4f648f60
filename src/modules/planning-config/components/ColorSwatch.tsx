import type { TableColumn } from '../../../shared/ui';
import * as styles from './ColorSwatch.css';

/** A small colour dot before a name (activities, agendas). */
export function ColorSwatch({ color }: { color: string }) {
  return <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />;
}

/** The « Nom » column of a coloured list (activities, agendas): the colour dot, then the name. */
export function colouredNameColumn<T extends { name: string; color: string }>(header: string): TableColumn<T> {
  return {
    key: 'name',
    header,
    sortable: true,
    render: (row) => (
      <>
        <ColorSwatch color={row.color} />
        {row.name}
      </>
    ),
  };
}
