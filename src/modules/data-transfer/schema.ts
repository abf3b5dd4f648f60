import { z } from 'zod';

/** What the importer (« Migration ») brings in from CSV files. */
export const IMPORT_KINDS = ['learners', 'team-members', 'organisations'] as const;

/** The importer's form: the kind of data and the chosen file (checked again by the server). */
export const importFormSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { message: 'Choisissez le type de données à importer.' }),
});

/** An export as `GET /exports/{id}` answers it (the declared answer). */
export const dataExportSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  /** Rows written so far and rows to write. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
