import { createReadStream } from 'node:fs';
import { readdir, rm, rmdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { AppDeps } from '../core/env';

/** Types of the files earlier versions wrote, by extension (uploads were checked on their bytes then). */
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.zip': 'application/zip',
};

/** Folders of `VOLANT_VAR_DIR` earlier versions kept files in, and the key prefix each gets in the store. */
const FOLDERS = [
  { folder: 'uploads', prefix: '' },
  { folder: 'exports', prefix: 'exports/' },
] as const;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Moves the files earlier versions kept under `VOLANT_VAR_DIR/uploads` (and generated exports under
 * `exports/`) into the file store, keeping their relative path as the key (the rows already name
 * them so), then deletes them from disk. Run at every start: once a folder is empty it costs a
 * directory read; a start cut in the middle resumes (a file already in the store is only deleted).
 */
export async function moveLocalFilesIntoStore(deps: AppDeps, log: (line: string) => void = console.log): Promise<number> {
  let moved = 0;
  for (const { folder, prefix } of FOLDERS) {
    const root = join(deps.config.varDir, folder);
    const files = await filesUnder(root);
    for (const path of files) {
      const key = prefix + relative(root, path).split(sep).join('/');
      if (!(await deps.files.exists(key))) {
        const { size } = await deps.files.put(key, createReadStream(path), TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
        log(`Fichiers : ${folder}/${relative(root, path)} (${size} octets) déplacé dans la base de données.`);
      }
      await rm(path);
      moved += 1;
    }
    if (files.length > 0) {
      for (const dir of (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name)).reverse()) {
        await rmdir(dir).catch(() => undefined);
      }
      log(`Fichiers : ${files.length} fichier${files.length > 1 ? 's' : ''} de ${root} déplacé${files.length > 1 ? 's' : ''} dans la base de données.`);
    }
  }
  return moved;
}
