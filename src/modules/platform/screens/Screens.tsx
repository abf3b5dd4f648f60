import { errorMessage } from '../../../shared/alerts/report';
import { EmptyState, ErrorState, LoadingState, PageHeader, Section, Stack } from '../../../shared/ui';
import { useTutorialGroups } from '../hooks';
import { platformMessages as m } from '../messages';
import type { Tutorial } from '../types';

/** `/screens`: the tutorials each screen offers, by group (`GET /tutorials/group`). */
export default function Screens() {
  const groups = useTutorialGroups();
  const byGroup = new Map<string, Tutorial[]>();
  for (const tutorial of groups.data?.items ?? []) byGroup.set(tutorial.group, [...(byGroup.get(tutorial.group) ?? []), tutorial]);
  let body;
  if (groups.error) body = <ErrorState message={errorMessage(groups.error, m.loadError)} onRetry={() => void groups.mutate()} />;
  else if (!groups.data) body = <LoadingState />;
  else if (byGroup.size === 0) body = <EmptyState title={m.screens.empty} icon="book" />;
  else {
    body = (
      <Stack gap="md">
        {[...byGroup].map(([group, tutorials]) => (
          <Section key={group} title={group}>
            <ul>
              {tutorials.map((tu) => (
                <li key={tu.id}>
                  <a href={tu.url} target="_blank" rel="noopener noreferrer">
                    {tu.title}
                  </a>{' '}
                  — {tu.menu !== null ? m.tutorials.menuLabel(tu.menu) : tu.route}
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={m.screens.title} subtitle={m.screens.subtitle} />
      {body}
    </>
  );
}
