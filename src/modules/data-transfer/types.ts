import type { z } from 'zod';
import type { dataExportSchema, IMPORT_KINDS } from './schema';

export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The most rows one file may hold (100 000 or more are refused). */
export const MAX_IMPORT_ROWS = 99_999;

/** The columns of each kind of file: the required ones first. */
export const IMPORT_COLUMNS: Record<ImportKind, { required: readonly string[]; optional: readonly string[] }> = {
  learners: { required: ['prenom', 'nom', 'agence'], optional: ['email', 'telephone', 'date_naissance', 'neph', 'formation'] },
  'team-members': { required: ['prenom', 'nom', 'email', 'type', 'agences'], optional: ['telephone'] },
  organisations: { required: ['nom', 'type', 'agence'], optional: ['siret', 'email', 'telephone', 'adresse', 'code_postal', 'ville', 'contact'] },
};

/** A refused line of the file (line numbers count the header as line 1). */
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

/** `POST /imports/{kind}/preview`: what the import would do, nothing written. */
export interface ImportPreview {
  kind: ImportKind;
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
export interface ImportResult {
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
