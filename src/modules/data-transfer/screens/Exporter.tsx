import { primaryRole, ROLES } from '../../../shared/auth/roles';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, InlineAlert, PageHeader, Section, Stack } from '../../../shared/ui';
import { useStructureExport } from '../hooks';
import { dataTransferMessages } from '../messages';
import { progressPercent } from '../rules';

const t = dataTransferMessages.exporter;

/** The export writes every object of the structure: the API keeps it to its admin and manager. */
const EXPORTERS: readonly string[] = [ROLES.admin, ROLES.manager];

/**
 * `/exporter` (« Réversibilité »): the export of all the structure's data as CSV files in a zip, with its
 * progress. The screen is open to every role (spec), the export only to the admin and the manager.
 */
export default function Exporter() {
  const user = useSessionUser();
  const allowed = user !== null && EXPORTERS.includes(primaryRole(user.roles) ?? '');
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Section title={t.title}>
        {allowed ? (
          <ExportRun />
        ) : (
          <InlineAlert tone="info" title={t.restrictedTitle}>
            {t.restricted}
          </InlineAlert>
        )}
      </Section>
    </>
  );
}

function ExportRun() {
  const exp = useStructureExport();
  const current = exp.current;
  const running = current?.status === 'running';
  return (
    <Stack gap="md">
      <div>
        <Button icon="download" loading={exp.starting} disabled={running} onClick={() => void exp.start()}>
          {t.start}
        </Button>
      </div>
      {current && running && (
        <div>
          <p>{t.running}</p>
          <progress aria-label={t.progressLabel} max={100} value={progressPercent(current.done, current.total)} style={{ width: '100%' }} />
          <p>{t.progress(current.done, current.total)}</p>
        </div>
      )}
      {current?.status === 'done' && (
        <InlineAlert tone="success" title={t.done}>
          <p>{t.progress(current.done, current.total)}</p>
          <Button icon="download" loading={exp.download.busy} onClick={() => void exp.download.run(current.id)}>
            {t.download}
          </Button>
        </InlineAlert>
      )}
      {current?.status === 'failed' && <InlineAlert tone="danger" title={t.failed}>{current.error}</InlineAlert>}
    </Stack>
  );
}
