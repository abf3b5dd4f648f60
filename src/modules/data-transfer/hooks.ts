import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { saveFile } from '../../shared/files/save';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { downloadExport, getExport, previewImport, runImport, startExport } from './api';
import { dataTransferMessages as m } from './messages';
import { dataTransferStore } from './store';
import type { DuplicateChoice, ImportKind, ImportMapping } from './types';
import { dataTransferKeys } from './keys';

export function usePreviewImport() {
  return useMutation((client, kind: ImportKind, file: File, mapping: ImportMapping | null) => previewImport(client, kind, file, mapping), { fallbackError: m.importer.error });
}

export function useRunImport() {
  return useMutation((client, kind: ImportKind, file: File, mapping: ImportMapping | null, duplicates?: DuplicateChoice) => runImport(client, kind, file, mapping, duplicates), {
    success: m.importer.success,
    fallbackError: m.importer.error,
    revalidate: ['/learners', '/team-members', '/accountingDocs/organizations', '/dashboards'],
  });
}

/** Starts an export and follows it (polled every second while it runs). */
export function useStructureExport() {
  const client = useApiClient();
  const { exportId } = useSnapshot(dataTransferStore);
  const status = useSWR(exportId === null ? null : dataTransferKeys.export(exportId), ([, id]) => getExport(client, id), {
    refreshInterval: (data) => (data && data.status !== 'running' ? 0 : 1000),
  });
  const start = useMutation(startExport, { fallbackError: m.exporter.error });
  const download = useMutation(
    async (c, id: number) => {
      const file = await downloadExport(c, id);
      saveFile(file, m.exporter.fileName);
    },
    { fallbackError: m.exporter.error },
  );
  return {
    current: status.data ?? null,
    start: async () => {
      const result = await start.run();
      if (result.ok) dataTransferStore.exportId = result.value.id;
    },
    starting: start.busy,
    download,
  };
}
