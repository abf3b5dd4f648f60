import { Link } from '../../../shared/router/Link';
import { Icon } from '../../../shared/ui/Icon';
import { errorsMessages } from '../messages';
import * as styles from './PageNotFound.css';

/** /page-not-found: unknown paths, refused API calls (403) and failed permission loads end here. */
export default function PageNotFound() {
  return (
    <section className={styles.page} aria-labelledby="page-not-found-title">
      <Icon name="alert" size={40} />
      <h1 id="page-not-found-title" className={styles.title}>
        {errorsMessages.notFoundTitle}
      </h1>
      <p>{errorsMessages.notFoundText}</p>
      <Link to="/">{errorsMessages.backHome}</Link>
    </section>
  );
}
