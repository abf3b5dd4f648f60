import type { Command } from 'commander';
import type { ApiClient } from '../../src/shared/api/client';
import { isHttpError } from '../../src/shared/api/http-error';
import { downloadFec, listLedgerEvents, verifyLedger } from '../../src/modules/ledger/api';
import type { LedgerEvent, LedgerFinding, LedgerVerification } from '../../src/modules/ledger/types';
import { canonicalJson, verifyChain, type StoredChainEvent, type VerifyResult } from '../../src/shared/ledger/verify';
import type { CliContext } from '../context';
import { checkOutput, saveDownload, type SaveOptions } from '../download';
import { CliError, EXIT, usageError } from '../errors';
import { examples } from '../help';

/** The largest page of `GET /accounting/ledger/events`. */
const EVENTS_PAGE_SIZE = 500;

interface VerifyOptions {
  serverOnly?: boolean;
}

const HELP = `
Deux vérifications du journal NF525 de la structure de l’utilisateur :
  1. celle du serveur (GET /accounting/ledger/verify) : la chaîne des événements (empreintes
     HMAC-SHA256 avec la clé du journal), son en-tête scellé, son témoin tenu hors de la base (journal
     ramené en arrière ou effacé, numéro attribué deux fois), et chaque facture, avoir et règlement
     recalculé depuis la base et comparé à son événement ; chaque anomalie est listée (document
     modifié, supprimé ou ajouté, événement modifié, supprimé ou inséré, clé du journal absente ou
     différente) ;
  2. un recalcul local, indépendant du serveur : volant lit tous les événements
     (GET /accounting/ledger/events) et vérifie leur ordre, leur chaînage et leur forme avec le même
     vérificateur que le serveur. Les empreintes avec clé ne sont recalculées que si VOLANT_LEDGER_KEY
     (la clé du serveur) est fournie. Il faut le droit de lire le journal ; sinon seul le verdict du
     serveur est donné.
Code de sortie 1 s’il y a une anomalie ou si les deux vérifications ne concordent pas.

Exemples :
  volant ledger verify --profile recette
  volant ledger verify --server-only
  volant --json ledger verify > verification.json`;

/** A ledger event as the API answers it, back to what was hashed (amounts in cents, canonical payload). */
export function toChainEvent(event: LedgerEvent, structureId: number): StoredChainEvent {
  return {
    structureId,
    seq: event.seq,
    eventType: event.eventType,
    documentType: event.documentType,
    documentId: event.documentId,
    documentNumber: event.documentNumber,
    amountCents: event.amount === null ? null : Math.round(event.amount * 100),
    payload: canonicalJson(event.payload),
    userId: event.user?.id ?? null,
    createdAt: event.createdAt,
    previousHash: event.previousHash,
    scheme: event.scheme,
    documentDigest: event.documentDigest,
    hash: event.hash,
  };
}

/** Every event of the structure in `seq` order (new events only ever come at the end). */
async function readAllEvents(client: ApiClient, onPage: (read: number, total: number) => void): Promise<LedgerEvent[]> {
  const events: LedgerEvent[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listLedgerEvents(client, { page, itemsPerPage: EVENTS_PAGE_SIZE, order: { seq: 'asc' } });
    events.push(...result.items);
    onPage(events.length, result.total);
    if (result.items.length < EVENTS_PAGE_SIZE || events.length >= result.total) return events;
  }
}

const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

function verdict(result: Pick<LedgerVerification, 'ok' | 'checked' | 'lastSeq' | 'lastHash' | 'firstBroken' | 'findings'>): string {
  if (result.ok) return `chaîne intègre, ${result.checked} événement(s), dernier n° ${result.lastSeq} (empreinte ${shortHash(result.lastHash)})`;
  const count = result.findings.length;
  return `${count} anomalie(s), la première : ${result.firstBroken?.message ?? result.findings[0]?.message ?? 'raison inconnue'} (${result.checked} événement(s) valides avant)`;
}

/** One line per finding, with what differs. */
function findingLines(findings: readonly LedgerFinding[]): string[] {
  return findings.flatMap((f) => [
    `  - ${f.message}`,
    ...f.differences.map((d) => `      ${d.field} : ${d.recorded} dans le journal, ${d.stored} dans la base`),
  ]);
}

interface FecOptions extends SaveOptions {
  year: string;
}

const FEC_HELP = `
Le fichier des écritures comptables (FEC, art. A47 A-1 du LPF) de la structure pour un exercice
(l’année civile) : 18 colonnes séparées par des tabulations, encodé en UTF-8. Il faut le droit
d’accéder à l’archive fiscale. Sans --output, le fichier prend le nom légal donné par le serveur
(SIRENFECAAAAMMJJ.txt) dans le dossier courant. Un fichier existant n’est remplacé qu’avec --force.

Exemples :
  volant ledger fec --year 2025
  volant ledger fec --year 2025 --output fec-2025.txt
  volant ledger fec --year 2025 -o - | head`;

/** `volant ledger verify`: the NF525 chain, checked by the server and recomputed here; `volant ledger fec`: the FEC of a year. */
export function registerLedger(program: Command, context: () => CliContext): void {
  const ledger = program.command('ledger').description('Journal NF525').addHelpText('after', examples('volant ledger verify', 'volant ledger fec --year 2025 -o fec-2025.txt'));
  ledger
    .command('verify')
    .description('Vérifier le chaînage du journal NF525 (verdict du serveur et recalcul local)')
    .option('--server-only', 'seulement le verdict du serveur, sans relire les événements')
    .addHelpText('after', HELP)
    .action(async (options: VerifyOptions) => {
      const ctx = context();
      const { client, session } = await ctx.session();
      const server: LedgerVerification = await verifyLedger(client);
      let local: VerifyResult | null = null;
      let localSkipped: string | null = options.serverOnly ? 'non demandé (--server-only)' : null;
      if (!options.serverOnly) {
        try {
          const events = await readAllEvents(client, (read, total) => ctx.out.progress(`Lecture du journal : ${read}/${total} événement(s)…`));
          local = verifyChain(events.map((event) => toChainEvent(event, session.user.structure.id)), { key: ctx.env.VOLANT_LEDGER_KEY || null });
        } catch (error) {
          if (!isHttpError(error) || error.status !== 403) throw error;
          localSkipped = 'impossible : ce compte n’a pas le droit de lire le journal des événements';
        }
      }
      // The server also checks documents and the sealed head, the local check only the events: they
      // agree when they find the same chain, and the local check finds nothing the server missed.
      const agree = local === null || (local.lastSeq === server.lastSeq && (local.ok || !server.ok));
      const ok = server.ok && (local?.ok ?? true) && agree;
      if (ctx.out.json) {
        ctx.out.json_({ ok, agree, server, local, localSkipped });
      } else {
        ctx.out.data(`Journal NF525 de la structure ${session.user.structure.codeClient} (n° ${session.user.structure.id})`);
        ctx.out.data(`  Serveur : ${verdict(server)}`);
        for (const line of findingLines(server.findings)) ctx.out.data(line);
        if (server.findingsCount > server.findings.length) ctx.out.data(`  … et ${server.findingsCount - server.findings.length} autre(s) anomalie(s)`);
        ctx.out.data(`  Recalcul local : ${local ? verdict(local) : localSkipped}${local && !local.ok ? '' : local && !ctx.env.VOLANT_LEDGER_KEY ? ' (empreintes avec clé non recalculées : VOLANT_LEDGER_KEY absente)' : ''}`);
        if (local && !local.ok) for (const line of findingLines(local.findings)) ctx.out.data(line);
      }
      if (ok) return;
      const first = !server.ok ? (server.findings[0] ?? server.firstBroken) : local && !local.ok ? local.findings[0] : null;
      const count = !server.ok ? server.findingsCount : (local?.findings.length ?? 0);
      if (first) throw new CliError(`Journal NF525 : ${count} anomalie(s). ${first.message}`, EXIT.failure);
      throw new CliError(`Le serveur et le recalcul local ne concordent pas (serveur : ${verdict(server)} ; local : ${local ? verdict(local) : '—'}).`, EXIT.failure);
    });
  ledger
    .command('fec')
    .description('Télécharger le fichier des écritures comptables (FEC) d’un exercice')
    .requiredOption('--year <AAAA>', 'l’exercice (année civile)')
    .option('-o, --output <fichier>', 'fichier à écrire (« - » pour la sortie standard)')
    .option('-f, --force', 'remplacer le fichier s’il existe')
    .addHelpText('after', FEC_HELP)
    .action(async (options: FecOptions) => {
      const ctx = context();
      if (!/^\d{4}$/.test(options.year)) throw usageError('--year attend une année sur quatre chiffres (AAAA).');
      checkOutput(options);
      const { client } = await ctx.session();
      const file = await downloadFec(client, Number(options.year));
      const bytes = Buffer.from(await file.blob.arrayBuffer());
      const target = saveDownload(ctx, bytes, options, file.filename ?? `FEC${options.year}.txt`);
      if (target === null) return;
      if (ctx.out.json) ctx.out.json_({ file: target, bytes: bytes.length, filename: file.filename });
      else ctx.out.info(`FEC ${options.year} écrit dans ${target} (${bytes.length} octets).`);
    });
}
