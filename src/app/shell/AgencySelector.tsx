import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState, setSelectedAgency } from '../../shared/session/store';
import { shellMessages } from '../messages';
import * as styles from './Navbar.css';

/** The agency the user works on, kept in the session as selectedAgency (spec part 1 §1). */
export function AgencySelector() {
  const id = useId();
  const { session } = useSnapshot(sessionState);
  const agencies = session?.user.agencies ?? [];
  if (agencies.length === 0) return null;
  return (
    <div className={styles.agency}>
      <label htmlFor={id}>{shellMessages.agency}</label>
      <select
        id={id}
        className={styles.select}
        value={session?.user.selectedAgency ?? ''}
        onChange={(event) => setSelectedAgency(event.target.value === '' ? null : Number(event.target.value))}
        disabled={agencies.length === 1}
      >
        {agencies.map((agency) => (
          <option key={agency.id} value={agency.id}>
            {agency.name}
          </option>
        ))}
      </select>
    </div>
  );
}
