import { useId } from 'react';
import { useAgencyChoice } from '../../shared/session/useAgencyChoice';
import { shellMessages } from '../messages';
import * as styles from './Navbar.css';

/** The agency the user works on, kept in the session as selectedAgency (spec part 1 §1). */
export function AgencySelector() {
  const id = useId();
  const choice = useAgencyChoice(shellMessages.allAgencies);
  if (!choice) return null;
  return (
    <div className={styles.agency}>
      <label htmlFor={id}>{shellMessages.agency}</label>
      <select id={id} className={styles.select} value={choice.value} onChange={(event) => choice.choose(event.target.value)}>
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
