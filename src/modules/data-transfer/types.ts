import type { z } from 'zod';
import type { dataExportSchema, IMPORT_KINDS } from './schema';

export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The most rows one file may hold (100 000 or more are refused). */
export const MAX_IMPORT_ROWS = 99_999;

/** A refused line of the file, or a line some values of which are left out (line numbers count the header as line 1). */
export interface ImportRowError {
  line: number;
  messages: string[];
}

/**
 * What to do with the duplicate lines of a learners' file (sent as the `duplicates` field of the import):
 * leave them out, import them anyway, or update the existing learner (a repeated line of the file is left out).
 */
export const DUPLICATE_CHOICES = ['skip', 'import', 'update'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** A line that repeats an earlier line of the file, or a learner already there (same e-mail). */
export interface ImportDuplicate {
  line: number;
  /** 'file': same e-mail, or same name and birth date, as `firstLine`; 'existing': a learner of the structure has this e-mail. */
  reason: 'file' | 'existing';
  firstLine: number | null;
  learner: { id: number; firstName: string; lastName: string; email: string | null } | null;
  /** The line's learner, as « Prénom Nom ». */
  name: string;
}

/**
 * The column mapping of a file: for each column, in the file's order, the Volant field it fills
 * (a key of IMPORT_FIELDS) or null when it is left out. Sent as the `mapping` field (JSON) of both
 * calls; without it the server guesses from the header names.
 */
export type ImportMapping = (string | null)[];

/** What an import takes and leaves (the check's and the import's report). */
export interface ImportReport {
  /** The file's header, as written. */
  headers: string[];
  mapping: ImportMapping;
  /** Headers of the columns left out (no field chosen). */
  ignored: string[];
  /** Required fields no column fills (labels): nothing can be imported until they are mapped. */
  missing: string[];
  /** Per field mapped: how many lines give it a value. */
  taken: { field: string; label: string; lines: number }[];
  /** Values of valid lines left out, with why (an unknown organisation, a civility not recognised…). */
  warnings: ImportRowError[];
  /** Opening balances (« reprise de solde ») of the file: how many and their sum, in cents. */
  openingBalances: { count: number; totalCents: number };
}

/** `POST /imports/{kind}/preview`: what the import would do (a dry run), nothing written. */
export interface ImportPreview extends ImportReport {
  kind: ImportKind;
  /** The first data line as written, one value per column (the mapping step's examples). */
  example: string[];
  /** The mapped fields (keys), in the columns' order: the keys of `sample`'s rows. */
  columns: string[];
  total: number;
  valid: number;
  errors: ImportRowError[];
  /** Duplicates found (learners only): the import asks what to do with them. */
  duplicates: ImportDuplicate[];
  /** The first rows as read (column → value), to check the mapping. */
  sample: Record<string, string>[];
}

/** `POST /imports/{kind}`: everything imported in one transaction. */
export interface ImportResult extends ImportReport {
  kind: ImportKind;
  imported: number;
  /** Existing learners updated from their line (choice 'update'). */
  updated: number;
  /** Duplicate lines left out (choices 'skip' and 'update'). */
  skipped: number;
  message: string;
}

/** `/exports`: an export of the whole structure, built in the background. */
export type DataExport = z.infer<typeof dataExportSchema>;
