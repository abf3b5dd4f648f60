import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { witnessSchema, type ChainWitness } from './witness';

/**
 * Where the chains' witnesses live: a folder outside the database (VOLANT_LEDGER_WITNESS_DIR, by default
 * `var/ledger-witness`), shared by every instance over one database like the ledger key. One folder per
 * book (`ledger_book.book_id`) and structure, one file per witnessed head, named by its sequence number:
 * `<book>/structure-<id>/000000000042.json`. A file is written whole (a temporary file renamed) and never
 * rewritten; the witness is the highest-numbered file, and the lower ones are removed once a higher one
 * exists. Two instances witnessing at once may both write, never lower the witness: it needs no lock.
 */
export interface WitnessStore {
  read(bookId: string, structureId: number): Promise<ChainWitness | null>;
  /** Records a witness; one lower than the current one is left aside (never backwards). */
  write(witness: ChainWitness): Promise<void>;
  /** Checks that the folder can be written (at start: a witness that cannot be kept must be said). */
  probe(): Promise<void>;
}

const NAME = /^(\d{12})\.json$/;
const fileName = (seq: number) => `${String(seq).padStart(12, '0')}.json`;

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function seqsIn(folder: string): Promise<number[]> {
  try {
    return (await readdir(folder)).flatMap((name) => {
      const match = NAME.exec(name);
      return match ? [Number(match[1])] : [];
    });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The files' store under `dir`. */
export function witnessStore(dir: string): WitnessStore {
  const folder = (bookId: string, structureId: number) => join(dir, bookId.replace(/[^0-9a-zA-Z-]/g, '_'), `structure-${structureId}`);
  return {
    async read(bookId, structureId) {
      const where = folder(bookId, structureId);
      // A file removed between the listing and the read was replaced by a higher one: list again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const highest = Math.max(0, ...(await seqsIn(where)));
        if (highest === 0) return null;
        try {
          const parsed = witnessSchema.safeParse(JSON.parse(await readFile(join(where, fileName(highest)), 'utf8')));
          if (!parsed.success) throw new Error(`Témoin du journal illisible : ${join(where, fileName(highest))}.`);
          return parsed.data;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      throw new Error(`Témoin du journal introuvable sous ${where} : le dossier change sans cesse.`);
    },
    async write(witness) {
      const where = folder(witness.bookId, witness.structureId);
      await mkdir(where, { recursive: true, mode: 0o700 });
      const current = Math.max(0, ...(await seqsIn(where)));
      if (witness.seq <= current) return;
      const partial = join(where, `.${fileName(witness.seq)}.${randomBytes(6).toString('hex')}`);
      await writeFile(partial, JSON.stringify(witness), { mode: 0o600 });
      await rename(partial, join(where, fileName(witness.seq)));
      for (const seq of await seqsIn(where)) if (seq < witness.seq) await rm(join(where, fileName(seq)), { force: true });
    },
    async probe() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const probe = join(dir, `.probe-${randomBytes(6).toString('hex')}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
  };
}
