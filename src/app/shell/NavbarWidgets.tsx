import { lazy, Suspense, useMemo } from 'react';
import type { NavbarWidget } from '../../shared/module/types';
import * as styles from './Navbar.css';

/** The navbar extension point: widgets contributed by modules (connection indicators…), each its own chunk. */
export function NavbarWidgets({ widgets }: { widgets: readonly NavbarWidget[] }) {
  const components = useMemo(() => widgets.map((widget) => ({ id: widget.id, Component: lazy(widget.load) })), [widgets]);
  if (components.length === 0) return null;
  return (
    <div className={styles.widgets}>
      {components.map(({ id, Component }) => (
        <Suspense key={id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </div>
  );
}
