import type { Command } from 'commander';
import { downloadCreditNoteFacturX, downloadInvoiceFacturX, downloadInvoicePdf } from '../../src/modules/invoices/api';
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

const FACTURX_HELP = `
Le fichier XML Factur-X (profil EN 16931) d’une facture ou d’un avoir validé : le même que celui
que porte son PDF/A-3. Sans --output, il prend le nom donné par le serveur
(ex. Facture-F-2026-00005-factur-x.xml).

Exemples :
  volant invoices facturx 16
  volant invoices facturx 16 -o facture.xml
  volant invoices facturx 21 --avoir`;

/**
 * `volant invoices pdf <id>`: the invoice's PDF as the app downloads it; `volant invoices facturx <id>`:
 * its Factur-X XML (or a credit note's with --avoir).
 */
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
  invoices
    .command('facturx')
    .argument('<id>', 'numéro de la facture ou de l’avoir (son id, pas son numéro comptable)')
    .description('Télécharger le XML Factur-X d’une facture ou d’un avoir validé')
    .option('--avoir', 'l’id est celui d’un avoir')
    .option('-o, --output <fichier>', 'fichier à écrire (« - » pour la sortie standard)')
    .option('-f, --force', 'remplacer le fichier s’il existe')
    .addHelpText('after', FACTURX_HELP)
    .action(async (rawId: string, options: SaveOptions & { avoir?: boolean }) => {
      const ctx = context();
      const what = options.avoir ? 'l’avoir' : 'la facture';
      const id = idArgument(rawId, options.avoir ? 'Le numéro de l’avoir' : 'Le numéro de la facture');
      checkOutput(options);
      const { client } = await ctx.session();
      const file = await (options.avoir ? downloadCreditNoteFacturX : downloadInvoiceFacturX)(client, id);
      const bytes = Buffer.from(await file.blob.arrayBuffer());
      if (!bytes.toString('utf8', 0, 200).includes('<rsm:CrossIndustryInvoice')) throw new CliError(`Le serveur n’a pas répondu un XML Factur-X pour ${what} n° ${id}.`);
      const target = saveDownload(ctx, bytes, options, file.filename ?? `factur-x-${id}.xml`);
      if (target === null) return;
      if (ctx.out.json) ctx.out.json_({ file: target, bytes: bytes.length, filename: file.filename });
      else ctx.out.info(`XML Factur-X de ${what} n° ${id} écrit dans ${target} (${bytes.length} octets).`);
    });
}
