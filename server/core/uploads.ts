import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { OpenedFile } from '../storage/file-store';
import { contentDisposition } from '../pdf/response';
import type { AppDeps } from './env';
import { ApiError, badRequest, invalidField, notFound } from './errors';
import { pdfActiveContent } from './pdf-active-content';

/**
 * Uploaded files (documents, links, planning mails): multipart parsing with size and type limits,
 * stored in the file store (`deps.files`, server/storage/) under `<structureId>/<uuid>.<ext>`. The
 * resource's row keeps the returned metadata; the original name is only ever sent back in
 * Content-Disposition.
 */

export interface UploadRules {
  /** Largest accepted file, bytes. */
  maxBytes: number;
  /** Accepted MIME types (checked against the declared type and the file's first bytes). */
  types: readonly string[];
}

export interface StoredFile {
  /** Key in the file store (`<structureId>/<uuid>.<ext>`, as the paths under var/uploads were). */
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export const DOCUMENT_RULES: UploadRules = {
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
};

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

/** Magic numbers of the binary types we accept: a renamed executable is refused. */
function sniff(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  return null;
}

/** The multipart form of a request (400 on a malformed body, 415 when it is not multipart). */
export async function readMultipart(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'Le corps de la requête doit être un formulaire multipart (multipart/form-data).');
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('Le formulaire envoyé est illisible (multipart mal formé).');
  }
}

/** The file of field `name` (the first, when the field was sent more than once), if it is one. */
function fileOf(form: Record<string, unknown>, name: string): File | null {
  const value = form[name];
  const file: unknown = Array.isArray(value) ? value[0] : value;
  return file instanceof File ? file : null;
}

/** The single file of field `name`, checked against the rules (422 with a violation on that field). */
export async function takeFile(form: Record<string, unknown>, name: string, rules: UploadRules): Promise<{ file: File; bytes: Uint8Array; mimeType: string }> {
  const file = fileOf(form, name);
  const violation = (message: string) => invalidField(name, message);
  if (!file) throw violation('Le fichier est obligatoire.');
  if (file.size === 0) throw violation('Le fichier est vide.');
  if (file.size > rules.maxBytes) {
    throw violation(`Le fichier dépasse la taille maximale de ${Math.round(rules.maxBytes / 1024 / 1024)} Mo.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  const actual = sniff(bytes) ?? (declared.startsWith('text/') ? declared : null);
  if (!actual || !rules.types.includes(actual)) {
    throw violation(`Type de fichier non accepté. Formats acceptés : ${rules.types.map((t) => EXTENSIONS[t] ?? t).join(', ')}.`);
  }
  if (actual === 'application/pdf') await assertInertPdf(bytes, violation);
  return { file, bytes, mimeType: actual };
}

/** The file of an optional field `name`, checked as takeFile does; null when the form sends none. */
export async function takeOptionalFile(form: Record<string, unknown>, name: string, rules: UploadRules): Promise<{ file: File; bytes: Uint8Array; mimeType: string } | null> {
  return fileOf(form, name) ? takeFile(form, name, rules) : null;
}

const ACTIVE_PDF =
  'Ce PDF contient du contenu actif (JavaScript, actions automatiques ou lancement de programmes) et ne peut pas être déposé. Enregistrez-le de nouveau avec « Imprimer en PDF » puis réessayez.';

/** A PDF with active content (scripts, actions on opening, launches) is refused, as is one that cannot be read. */
async function assertInertPdf(bytes: Uint8Array, violation: (message: string) => ApiError): Promise<void> {
  let active: string | null;
  try {
    active = await pdfActiveContent(bytes);
  } catch {
    throw violation('Ce fichier PDF est illisible ou endommagé.');
  }
  if (active !== null) throw violation(ACTIVE_PDF);
}

/** The file name a stored file is sent under when no original name was kept (`<uuid>.<ext>`). */
export function fileNameOf(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('/') + 1);
}

/**
 * Headers of a user-uploaded file sent back: a download (`attachment`), its declared type only
 * (`nosniff`), and a sandbox CSP, so a file opened from the API's origin can never run as one of
 * our pages.
 */
export function uploadedFileHeaders(mimeType: string, filename: string): Record<string, string> {
  return {
    'Content-Type': mimeType,
    'Content-Disposition': contentDisposition(filename),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
  };
}

/** Writes an accepted file for a structure and returns its metadata. */
export async function storeFile(deps: AppDeps, structureId: number, upload: { file: File; mimeType: string }): Promise<StoredFile> {
  const storageKey = `${structureId}/${randomUUID()}.${EXTENSIONS[upload.mimeType] ?? 'bin'}`;
  const { size } = await deps.files.put(storageKey, upload.file.stream(), upload.mimeType);
  return { storageKey, originalName: upload.file.name.slice(0, 255), mimeType: upload.mimeType, size };
}

/**
 * Stores an accepted file, then writes what refers to it: when the write fails the file is removed
 * again, so no file is left that no row names.
 */
export async function withStoredFile<T>(
  deps: AppDeps,
  structureId: number,
  upload: { file: File; mimeType: string },
  write: (stored: StoredFile) => Promise<T>,
): Promise<T> {
  const stored = await storeFile(deps, structureId, upload);
  try {
    return await write(stored);
  } catch (err) {
    await deleteStoredFile(deps, stored.storageKey);
    throw err;
  }
}

/** A stored file as a stream (404 when it is missing). */
export async function openStoredFile(deps: AppDeps, storageKey: string): Promise<OpenedFile> {
  const file = await deps.files.get(storageKey);
  if (!file) throw notFound('Le fichier est introuvable.');
  return file;
}

/**
 * A stored file answered as a download: its stream, with the headers of an uploaded file (its type, by
 * default the one it was stored with, and its name, by default its key's), its length, and for a public
 * file how long it may be cached (a private one is `no-store`, as every private answer: `privateAnswers`).
 */
export async function sendStoredFile(
  c: Context,
  deps: AppDeps,
  storageKey: string,
  answer: { publicCacheControl?: string; mimeType?: string; filename?: string } = {},
): Promise<Response> {
  const file = await openStoredFile(deps, storageKey);
  return c.body(file.stream, 200, {
    ...uploadedFileHeaders(answer.mimeType ?? file.mimeType, answer.filename ?? fileNameOf(storageKey)),
    'Content-Length': String(file.size),
    ...(answer.publicCacheControl === undefined ? {} : { 'Cache-Control': answer.publicCacheControl }),
  });
}

export async function deleteStoredFile(deps: AppDeps, storageKey: string): Promise<void> {
  await deps.files.delete(storageKey);
}
