import type { NavbarWidget } from '../../shared/module/types';
import { chunkOf, useChunk } from '../platform/chunk';
import * as styles from './Navbar.css';

/** One widget, rendered once its chunk is there (at once when main.tsx loaded it before the first render). */
function Widget({ load }: Pick<NavbarWidget, 'load'>) {
  const Component = useChunk(chunkOf(load))?.default;
  return Component ? <Component /> : null;
}

/** The navbar extension point: widgets contributed by modules (connection indicators…), each its own chunk. */
export function NavbarWidgets({ widgets }: { widgets: readonly NavbarWidget[] }) {
  if (widgets.length === 0) return null;
  return (
    <div className={styles.widgets}>
      {widgets.map(({ id, load }) => (
        <Widget key={id} load={load} />
      ))}
    </div>
  );
}
