import type { Command } from 'commander';
import { downloadInvoicePdf } from '../../src/modules/invoices/api';
import { idArgument } from '../args';
import type { CliContext } from '../context';
import { checkOutput, saveDownload, type SaveOptions } from '../download';
import { CliError } from '../errors';
import { examples } from '../help';

const HELP = `
Sans --output, le fichier prend le nom donné par le serveur (ex. Facture-F-2026-00005.pdf) dans le
dossier courant. Un fichier existant n’est remplacé qu’avec --force.

Exemples :
  volant invoices pdf 16
  volant invoices pdf 16 -o facture.pdf
  volant invoices pdf 16 -o - > facture.pdf     # sur la sortie standard`;

/** `volant invoices pdf <id>`: the invoice's PDF as the app downloads it. */
export function registerInvoices(program: Command, context: () => CliContext): void {
  const invoices = program.command('invoices').description('Factures').addHelpText('after', examples('volant invoices pdf 16 -o facture.pdf'));
  invoices
    .command('pdf')
    .argument('<id>', 'numéro de la facture (son id, pas son numéro comptable)')
    .description('Télécharger le PDF d’une facture')
    .option('-o, --output <fichier>', 'fichier à écrire (« - » pour la sortie standard)')
    .option('-f, --force', 'remplacer le fichier s’il existe')
    .addHelpText('after', HELP)
    .action(async (rawId: string, options: SaveOptions) => {
      const ctx = context();
      const id = idArgument(rawId, 'Le numéro de la facture');
      checkOutput(options);
      const { client } = await ctx.session();
      const file = await downloadInvoicePdf(client, id);
      const bytes = Buffer.from(await file.blob.arrayBuffer());
      if (!bytes.subarray(0, 5).toString('latin1').startsWith('%PDF-')) throw new CliError(`Le serveur n’a pas répondu un PDF pour la facture n° ${id}.`);
      const target = saveDownload(ctx, bytes, options, file.filename ?? `Facture-${id}.pdf`);
      if (target === null) return;
      if (ctx.out.json) ctx.out.json_({ file: target, bytes: bytes.length, filename: file.filename });
      else ctx.out.info(`PDF de la facture n° ${id} écrit dans ${target} (${bytes.length} octets).`);
    });
}
