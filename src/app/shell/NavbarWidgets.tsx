import type { NavbarWidget } from '../../shared/module/types';
import * as styles from './Navbar.css';

/** The navbar extension point: widgets contributed by modules (connection indicators…). */
export function NavbarWidgets({ widgets }: { widgets: readonly NavbarWidget[] }) {
  if (widgets.length === 0) return null;
  return (
    <div className={styles.widgets}>
      {widgets.map(({ id, component: Widget }) => (
        <Widget key={id} />
      ))}
    </div>
  );
}
