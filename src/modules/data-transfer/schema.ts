import { z } from 'zod';
import { IMPORT_KINDS, type DataExport } from './types';

/** The importer's form: the kind of data and the chosen file (checked again by the server). */
export const importFormSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { message: 'Choisissez le type de données à importer.' }),
});

/** An export as `GET /exports/{id}` answers it (the declared answer). */
export const dataExportSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
}) satisfies z.ZodType<DataExport>;
