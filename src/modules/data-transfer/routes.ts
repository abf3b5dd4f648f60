import type { RouteDefinition } from '../../shared/module/types';
import { dataTransferTitles as m } from './titles';

export const DATA_TRANSFER_PATHS = { importer: '/importer', exporter: '/exporter' } as const;

export const dataTransferRoutes: readonly RouteDefinition[] = [
  { id: 'data-transfer.importer', path: DATA_TRANSFER_PATHS.importer, title: m.importer.title, load: () => import('./screens/Importer') },
  { id: 'data-transfer.exporter', path: DATA_TRANSFER_PATHS.exporter, title: m.exporter.title, load: () => import('./screens/Exporter') },
];
