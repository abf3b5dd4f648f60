import { Button, InlineAlert, PageHeader, Section, Stack } from '../../../shared/ui';
import { ManagersOnly } from '../components/ManagersOnly';
import { useStructureExport } from '../hooks';
import { dataTransferMessages } from '../messages';
import { progressPercent } from '../rules';

const t = dataTransferMessages.exporter;

/**
 * `/exporter` (« Réversibilité »): the export of all the structure's data as CSV files in a zip, with its
 * progress. The screen is open to every role (spec), the export only to the admin and the manager.
 */
export default function Exporter() {
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Section title={t.title}>
        <ManagersOnly>
          <ExportRun />
        </ManagersOnly>
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
