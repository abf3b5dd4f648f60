import { PageHeader } from '../../../shared/ui';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { platformMessages as m } from '../messages';

/** The plain notifications route (no permission): the notifications of the platform valid today. */
export default function MyNotifications() {
  return (
    <>
      <PageHeader title={m.notifications.mine} subtitle={m.notifications.mineSubtitle} />
      <NotificationsPanel editable={false} />
    </>
  );
}
