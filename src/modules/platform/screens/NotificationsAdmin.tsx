import { PageHeader } from '../../../shared/ui';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { platformMessages as m } from '../messages';

/** `/notifications` (ADMIN): the management of the platform notifications. */
export default function NotificationsAdmin() {
  return (
    <>
      <PageHeader title={m.notifications.title} subtitle={m.notifications.subtitle} />
      <NotificationsPanel editable />
    </>
  );
}
