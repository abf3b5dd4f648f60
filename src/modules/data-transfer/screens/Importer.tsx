import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { saveFile } from '../../../shared/files/save';
import { Badge, Button, InlineAlert, Inline, PageHeader, RadioGroup, Section, SelectField, Stack, Table, type TableColumn } from '../../../shared/ui';
import { ColumnMapping } from '../components/ColumnMapping';
import { ManagersOnly } from '../components/ManagersOnly';
import { ImportReportView, lineColumns } from '../components/ImportReportView';
import { usePreviewImport, useRunImport } from '../hooks';
import { dataTransferMessages } from '../messages';
import { importTemplate, tooManyLines } from '../rules';
import { IMPORT_FIELDS, IMPORT_KINDS } from '../schema';
import { DUPLICATE_CHOICES, type DuplicateChoice, type ImportDuplicate, type ImportKind, type ImportMapping, type ImportPreview, type ImportResult } from '../types';

const t = dataTransferMessages.importer;

/**
 * `/importer` (« Migration »): CSV import of learners, team members or organisations from another
 * software's file. The check (a dry run) guesses which column is which; the person corrects the
 * mapping, checks again, then imports; nothing is written before.
 */
export default function Importer() {
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ManagersOnly>
        <ImportSteps />
      </ManagersOnly>
    </>
  );
}

function ImportSteps() {
  const [kind, setKind] = useState<ImportKind>('learners');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('skip');
  /** The mapping being edited; null until the server's guess came back. */
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const check = usePreviewImport();
  const run = useRunImport();
  const fields = IMPORT_FIELDS[kind];
  const mappingChanged = preview !== null && mapping !== null && mapping.some((m, i) => m !== preview.mapping[i]);

  const choose = async (chosen: File | null) => {
    setPreview(null);
    setProblem(null);
    setImported(null);
    setDuplicates('skip');
    setMapping(null);
    setFile(chosen);
    if (chosen && tooManyLines(await chosen.text())) {
      setProblem(t.tooMany);
      setFile(null);
    }
  };
  const verify = async () => {
    if (!file) return;
    setProblem(null);
    const result = await check.run(kind, file, mapping);
    if (result.ok) {
      setPreview(result.value);
      setMapping(result.value.mapping);
    } else setProblem(result.violations[0]?.message ?? errorMessage(result.error, t.error));
  };
  const submit = async () => {
    if (!file) return;
    const result = await run.run(kind, file, mapping, preview && preview.duplicates.length > 0 ? duplicates : undefined);
    if (result.ok) {
      setImported(result.value);
      setPreview(null);
      setMapping(null);
      setFile(null);
      setInputKey((k) => k + 1);
    } else if (result.violations.length > 0) {
      setProblem(errorMessage(result.error, t.error));
    }
  };
  const duplicateColumns: TableColumn<ImportDuplicate>[] = [
    { key: 'line', header: t.duplicateColumns.line, width: '6rem', render: (d) => d.line },
    { key: 'name', header: t.duplicateColumns.name, render: (d) => d.name },
    {
      key: 'reason',
      header: t.duplicateColumns.reason,
      render: (d) =>
        d.reason === 'file' && d.firstLine !== null
          ? t.duplicateOfLine(d.firstLine)
          : d.learner
            ? t.duplicateOfLearner(`${d.learner.firstName} ${d.learner.lastName}`, d.learner.email ?? '')
            : '',
    },
  ];
  const downloadTemplate = () => saveFile({ blob: new Blob([importTemplate(kind)], { type: 'text/csv;charset=utf-8' }), filename: t.templateFile(kind) }, t.templateFile(kind));
  const sampleColumns: TableColumn<{ index: number; values: Record<string, string> }>[] = (preview?.columns ?? []).map((c) => ({ key: c, header: fields.find((f) => f.key === c)?.label ?? c, render: (row) => row.values[c] ?? '' }));

  return (
    <Stack gap="lg">
      <Section title={t.kind}>
        <Stack gap="md">
          <SelectField
            label={t.kind}
            options={IMPORT_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ImportKind);
              void choose(null);
              setInputKey((k) => k + 1);
            }}
          />
          <div>
            <strong>{t.columns} : </strong>
            <Inline gap="xs">
              {fields.map((f) => (
                <Badge key={f.key} tone={f.required ? 'info' : 'neutral'}>
                  {f.required ? `${f.label} (${t.required})` : f.label}
                </Badge>
              ))}
            </Inline>
          </div>
          <div>
            <Button tone="secondary" icon="download" onClick={downloadTemplate}>
              {t.template}
            </Button>
          </div>
          {kind === 'team-members' && <p>{t.teamNote}</p>}
          <label>
            {t.file}
            <input key={inputKey} type="file" accept=".csv,text/csv,text/plain" style={{ display: 'block', marginTop: 4 }} onChange={(e) => void choose(e.target.files?.[0] ?? null)} />
          </label>
          <Inline gap="sm">
            <Button tone="secondary" icon="eye" disabled={!file} loading={check.busy} onClick={() => void verify()}>
              {mappingChanged ? t.recheck : t.preview}
            </Button>
            <Button icon="upload" disabled={!file || !preview || mappingChanged || preview.errors.length > 0 || preview.valid === 0} loading={run.busy} onClick={() => void submit()}>
              {t.run}
            </Button>
          </Inline>
        </Stack>
      </Section>
      {problem && <InlineAlert tone="danger" onDismiss={() => setProblem(null)}>{problem}</InlineAlert>}
      {imported !== null && (
        <>
          <InlineAlert tone="success" title={t.success}>
            {t.outcome(imported.imported, imported.updated, imported.skipped)}
          </InlineAlert>
          <ImportReportView report={imported} done />
        </>
      )}
      {preview && mapping && (
        <Section title={t.mappingTitle}>
          <ColumnMapping kind={preview.kind} headers={preview.headers} example={preview.example} mapping={mapping} onChange={setMapping} />
        </Section>
      )}
      {preview && (
        <Section title={t.summary(preview.valid, preview.total)}>
          <Stack gap="md">
            <ImportReportView report={preview} done={false} />
            {preview.errors.length > 0 && <Table caption={t.errorsTitle} columns={lineColumns} rows={preview.errors} getRowKey={(e) => e.line} />}
            {preview.duplicates.length > 0 && (
              <>
                <InlineAlert tone="warning" title={t.duplicatesTitle(preview.duplicates.length)}>
                  <RadioGroup
                    label={t.duplicateChoice}
                    name="import-duplicates"
                    options={DUPLICATE_CHOICES.map((choice) => ({ value: choice, label: t.duplicateChoices[choice] }))}
                    value={duplicates}
                    onChange={(value) => setDuplicates(DUPLICATE_CHOICES.find((c) => c === value) ?? 'skip')}
                  />
                </InlineAlert>
                <Table caption={t.duplicateCaption} columns={duplicateColumns} rows={preview.duplicates} getRowKey={(d) => d.line} />
              </>
            )}
            <Table caption={t.sample} columns={sampleColumns} rows={preview.sample.map((values, index) => ({ index, values }))} getRowKey={(row) => row.index} />
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
