import type { Command } from 'commander';
import { BILL_STATUS_LABELS, isBillStatus } from '../../src/shared/accounting/status';
import { formatDate, formatMoney, formatNumber } from '../../src/shared/i18n/format';
import { hrefs } from '../../src/shared/links/hrefs';
import { getQuotation } from '../../src/modules/quotations/api';
import type { QuotationDetails } from '../../src/modules/quotations/types';
import { idArgument } from '../args';
import type { CliContext } from '../context';
import { table } from '../table';
import { examples } from '../help';

const HELP = `
Exemples :
  volant quotations show 12
  volant --json quotations show 12 > devis-12.json`;

export const statusText = (status: number) => (isBillStatus(status) ? BILL_STATUS_LABELS[status] : `statut ${status}`);

/** The quotation as the details screen shows it, in lines for the terminal. */
export function describeQuotation(quotation: QuotationDetails, publicLink: string): string[] {
  const lines = [
    `Devis ${quotation.number ?? `n° ${quotation.id} (brouillon)`} — ${statusText(quotation.status)}`,
    `Client : ${quotation.customerName}`,
    ...(quotation.learner ? [`Apprenant : ${quotation.learner.firstName} ${quotation.learner.lastName} (n° ${quotation.learner.id})`] : []),
    ...(quotation.organization ? [`Organisme payeur : ${quotation.organization.name}`] : []),
    `Agence : ${quotation.agency.name}`,
    `Émis le ${formatDate(quotation.issueDate)}${quotation.validityDate ? `, valable jusqu’au ${formatDate(quotation.validityDate)}` : ''}`,
  ];
  if (quotation.title) lines.push(`Objet : ${quotation.title}`);
  if (quotation.sentAt) lines.push(`Envoyé le ${formatDate(quotation.sentAt)}${quotation.viewedAt ? `, consulté le ${formatDate(quotation.viewedAt)}` : ''}`);
  if (quotation.acceptedAt) lines.push(`Accepté en ligne le ${formatDate(quotation.acceptedAt)}`);
  lines.push('');
  if (quotation.lines.length === 0) lines.push('Aucune ligne.');
  else {
    lines.push(
      ...table(quotation.lines, [
        { header: 'Libellé', value: (l) => l.label, max: 48 },
        { header: 'Qté', value: (l) => formatNumber(l.quantity), right: true },
        { header: 'PU HT', value: (l) => formatMoney(l.unitPrice), right: true },
        { header: 'TVA', value: (l) => `${formatNumber(l.tva.rate)} %`, right: true },
        { header: 'Total TTC', value: (l) => formatMoney(l.totalTtc), right: true },
      ]),
    );
  }
  lines.push('', `Total HT ${formatMoney(quotation.totalPriceHt)} · TVA ${formatMoney(quotation.totalTva)} · Total TTC ${formatMoney(quotation.totalPriceTtc)}`);
  lines.push(`Lien public : ${publicLink}`);
  if (quotation.invoice) lines.push(`Facturé : facture ${quotation.invoice.number ?? `n° ${quotation.invoice.id} (brouillon)`}`);
  return lines;
}

/** `volant quotations show <id>`: a quotation with its lines, totals and public link. */
export function registerQuotations(program: Command, context: () => CliContext): void {
  const quotations = program.command('quotations').description('Devis').addHelpText('after', examples('volant quotations show 12'));
  quotations
    .command('show')
    .argument('<id>', 'numéro du devis (son id, pas son numéro comptable)')
    .description('Afficher un devis : client, statut, lignes, totaux et lien public')
    .addHelpText('after', HELP)
    .action(async (rawId: string) => {
      const ctx = context();
      const id = idArgument(rawId, 'Le numéro du devis');
      const { client } = await ctx.session();
      const quotation = await getQuotation(client, id);
      if (ctx.out.json) {
        ctx.out.json_(quotation);
        return;
      }
      for (const line of describeQuotation(quotation, `${ctx.connection().baseUrl}${hrefs.publicQuotation(quotation.uuid)}`)) ctx.out.data(line);
    });
}
