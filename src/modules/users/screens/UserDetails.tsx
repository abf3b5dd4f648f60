import { roleLabel } from '../../../shared/auth/roles';
import { errorMessage } from '../../../shared/alerts/report';
import { formatDate, formatFullName, formatPhone } from '../../../shared/i18n/format';
import { ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useSearchParams } from '../../../shared/router/search-params';
import { Badge, Card, EmptyState, ErrorState, LoadingState, PageHeader, Stack } from '../../../shared/ui';
import { useMember, useProtectedImage } from '../hooks';
import { usersMessages } from '../messages';

/** `/utilisateur?id=…`: one member of the team (no permission needed to read a colleague's card). */
export default function UserDetails() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const member = useMember(id);
  const photo = useProtectedImage(member.data?.photoUrl ?? null);
  const back = <Link to={ROUTE_PATTERNS.users}>{usersMessages.single.back}</Link>;
  if (id === null) return <EmptyState title={usersMessages.single.missing} icon="user" action={back} />;
  if (member.error) return <ErrorState message={errorMessage(member.error, usersMessages.single.notFound)} />;
  if (!member.data) return <LoadingState />;
  const m = member.data;
  const fields: [string, string][] = [
    [usersMessages.fields.email, m.email],
    [usersMessages.fields.phone, formatPhone(m.phone) || '—'],
    [usersMessages.fields.accountType, roleLabel(m.accountType)],
    [usersMessages.fields.account, m.account?.name ?? '—'],
    [usersMessages.fields.agencies, m.allAgencies ? usersMessages.allAgencies : m.agencies.map((a) => a.name).join(', ') || '—'],
    [usersMessages.fields.teachingLicence, m.teachingLicence ?? '—'],
    ['Créé le', formatDate(m.createdAt)],
  ];
  return (
    <>
      <PageHeader title={formatFullName(m)} subtitle={usersMessages.single.title} breadcrumb={back} />
      <Card>
        <Stack gap="md">
          {photo && <img src={photo} alt={formatFullName(m)} width={96} height={96} style={{ objectFit: 'cover', borderRadius: '50%' }} />}
          {m.archived && <Badge tone="neutral">{usersMessages.archivedBadge}</Badge>}
          <dl>
            {fields.map(([label, value]) => (
              <div key={label} style={{ display: 'grid', gridTemplateColumns: '14rem 1fr', padding: '4px 0' }}>
                <dt>{label}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      </Card>
    </>
  );
}
