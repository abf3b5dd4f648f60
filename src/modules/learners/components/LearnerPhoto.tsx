import { formatFullName } from '../../../shared/i18n/format-lite';
import { usePhotoUrl } from '../hooks/information';
import { learnersMessages as m } from '../messages';
import type { Learner } from '../types';
import * as styles from './LearnerPhoto.css';

export interface LearnerPhotoProps {
  learner: Pick<Learner, 'id' | 'firstName' | 'lastName' | 'photo' | 'updatedAt'>;
  /** The structure allows learner photos (studentsPhotoAllowed). */
  allowed: boolean;
  size?: 'sm' | 'lg';
}

/** The learner's photo when there is one and the structure allows photos, else their initials. */
export function LearnerPhoto({ learner, allowed, size = 'sm' }: LearnerPhotoProps) {
  const url = usePhotoUrl(learner, allowed);
  const name = formatFullName(learner);
  const initials = `${learner.firstName.charAt(0)}${learner.lastName.charAt(0)}`.toUpperCase();
  return (
    <span className={styles.avatar[size]}>
      {url ? <img className={styles.image} src={url} alt={m.photo.alt(name)} /> : <span aria-hidden="true">{initials}</span>}
    </span>
  );
}
