import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * One server per SQLite file: a second process opening the same database would be a second writer
 * racing the first one's caches and migrations. The lock is a file beside the database holding the
 * owner's pid; a lock left by a process that no longer exists (a crash) is taken over.
 */
export interface FileLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDatabaseFile(databaseFile: string): FileLock {
  const path = `${databaseFile}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(
          `La base ${databaseFile} est déjà utilisée par un autre serveur Volant (processus ${owner}). ` +
            'Arrêtez-le, ou choisissez une autre base avec VOLANT_DB_FILE ou VOLANT_VAR_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller la base ${databaseFile}.`);
}
