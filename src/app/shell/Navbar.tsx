import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { logout, type AuthSettings } from '../../modules/auth';
import type { NavbarWidget } from '../../shared/module/types';
import { sessionState } from '../../shared/session/store';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { Button } from '../../shared/ui/Button';
import { shellMessages } from '../messages';
import { AgencySelector } from './AgencySelector';
import * as styles from './Navbar.css';
import { NavbarWidgets } from './NavbarWidgets';
import { Tutorials } from './Tutorials';

export interface NavbarProps {
  widgets: readonly NavbarWidget[];
  settings: AuthSettings;
  /** Left padding so the bar starts beside the sidebar. */
  offset: string;
}

/** The top bar: agency selector, module widgets (connection indicators), tutorials, the user and logout. */
export function Navbar({ widgets, settings, offset }: NavbarProps) {
  const client = useApiClient();
  const { session } = useSnapshot(sessionState);
  const [leaving, setLeaving] = useState(false);
  const user = session?.user;
  return (
    <header className={styles.navbar} style={{ paddingLeft: `calc(${offset} + 24px)` }}>
      <div className={styles.start}>
        <AgencySelector />
        <NavbarWidgets widgets={widgets} />
      </div>
      <div className={styles.end}>
      <Tutorials />
      {user && <span className={styles.user}>{`${user.firstName} ${user.lastName}`}</span>}
      <Button
        tone="secondary"
        size="sm"
        icon="logout"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void logout(client, settings);
        }}
      >
        {shellMessages.logout}
      </Button>
      </div>
    </header>
  );
}
