import { z } from 'zod';
import { IMPORT_KINDS } from './types';

/** The importer's form: the kind of data and the chosen file (checked again by the server). */
export const importFormSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { message: 'Choisissez le type de données à importer.' }),
});

export type ImportForm = z.output<typeof importFormSchema>;
