import type { ContractAmendment, LearnerContract } from '../../../src/modules/contracts/types';
import { PdfWriter } from '../../pdf/document';
import { formatCents } from '../../pdf/text';

const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const frDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '…………');
const money = (euros: number) => formatCents(Math.round(euros * 100));

/** The fixed clauses of the model contract (cancellation, competence reviews, exam, withdrawal, termination). */
export const CONTRACT_CLAUSES = {
  reviews:
    'Un bilan des compétences acquises est réalisé à la fin de la formation initiale ; s’il est satisfaisant et que le nombre minimal d’heures est atteint, l’école de conduite délivre l’attestation de fin de formation initiale, sinon elle précise les points à approfondir. Pendant la formation pratique, l’élève peut demander à tout moment un bilan de ses compétences ; chaque bilan est facturé au prix de l’article III et, s’il n’était pas prévu au contrat, fait l’objet d’un avenant. Lorsque le volume prévu ne suffit pas, ou après un échec à l’épreuve, des heures complémentaires peuvent être proposées : l’élève est libre de les accepter, leur nombre et leur prix font l’objet d’un accord écrit.',
  exam:
    'L’élève est présenté à l’épreuve pratique par l’école de conduite aux dates arrêtées et communiquées par l’autorité administrative. En cas d’échec, et après accord des parties sur les besoins de l’élève, l’école de conduite le présente à nouveau.',
  cancellation:
    'Toute leçon de conduite non décommandée par l’élève au moins 48 heures à l’avance est due, sauf motif légitime dûment justifié (cas de force majeure, maladie). Une leçon annulée par l’établissement moins de 48 heures à l’avance est reportée sans frais pour l’élève.',
  withdrawal:
    'Lorsque le contrat est conclu à distance ou hors établissement, l’élève dispose d’un délai de quatorze jours à compter de sa conclusion pour exercer son droit de rétractation, sans avoir à motiver sa décision (articles L. 221-18 et suivants du Code de la consommation). Les prestations exécutées à sa demande pendant ce délai restent dues.',
  termination:
    'L’élève peut résilier le contrat à tout moment par lettre recommandée avec accusé de réception ; les prestations réalisées restent dues et les sommes versées pour des prestations non réalisées lui sont remboursées. L’établissement peut résilier le contrat, après mise en demeure restée sans effet, si l’élève ne respecte pas le règlement intérieur ou met en danger sa sécurité ou celle d’autrui. Le dossier de l’élève lui est restitué sans frais à la fin du contrat.',
} as const;

function parties(pdf: PdfWriter, contract: LearnerContract): void {
  const { agency, learner } = contract;
  pdf.columns(
    [
      'L’établissement',
      agency.legalName,
      ...(agency.legalForm ? [[agency.legalForm, agency.shareCapital ? `au capital de ${agency.shareCapital}` : null].filter(Boolean).join(' ')] : []),
      ...(agency.rcs ? [agency.rcs] : []),
      ...(agency.name !== agency.legalName ? [`Agence : ${agency.name}`] : []),
      [agency.address, [agency.postalCode, agency.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      `Numéro d’agrément : ${agency.approvalNumber ?? 'non renseigné'}`,
      `SIRET : ${agency.siret ?? 'non renseigné'}`,
      ...(agency.vatNumber ? [`N° TVA intracommunautaire : ${agency.vatNumber}`] : []),
      `Assurance : ${agency.insurerName ? `${agency.insurerName}${agency.insurerPolicy ? `, police n° ${agency.insurerPolicy}` : ''}` : 'non renseignée'}`,
      [agency.phone, agency.email].filter(Boolean).join(' · '),
    ],
    [
      'L’élève',
      [learner.civility, learner.firstName, learner.lastName].filter(Boolean).join(' '),
      `Né(e) le ${frDate(learner.birthDate)}`,
      [learner.address, [learner.postalCode, learner.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || 'Adresse non renseignée',
      `NEPH : ${learner.neph ?? 'en cours d’attribution'}`,
      learner.email ?? '',
    ],
  );
}

function paragraphs(pdf: PdfWriter, text: string): void {
  for (const paragraph of text.split(/\n+/)) if (paragraph.trim()) pdf.text(paragraph.trim());
}

function signatureBox(mention: string, date: string | null): string {
  return date ? `${mention} — signé le ${frDate(date)}` : mention;
}

/** « Permis B » for a training named after its category, « Permis BE (Remorque) » otherwise (never « Permis B (Permis B) »). */
export function trainingTitle(training: { code: string; name: string }): string {
  const prefix = `Permis ${training.code}`;
  if (training.name === prefix || training.name === training.code) return prefix;
  return training.name.includes(training.code) ? training.name : `${prefix} (${training.name})`;
}

function signatures(pdf: PdfWriter, place: string | null, date: string | null): void {
  pdf.space(10);
  pdf.text(`Fait à ${place ?? '…………………………'}, le ${frDate(date)}, en deux exemplaires originaux.`);
  pdf.space(6);
  pdf.table(
    [
      { header: 'L’élève (ou son représentant légal)', width: 0.5 },
      { header: 'Pour l’établissement', width: 0.5 },
    ],
    // The headers stay short (a header is one line): the mentions go in the signature boxes.
    [[signatureBox('Signature précédée de la mention « lu et approuvé »', date), signatureBox('Le représentant légal, signature et cachet', date)]],
    { rowHeight: 70 },
  );
}

/** One row of the payment schedule: the n-th instalment, its date and amount (cents). */
export interface Instalment {
  rank: number;
  date: string;
  cents: number;
}

/**
 * The contract's schedule (article IV): its total in `count` instalments, the first on the start date
 * and the next ones the same day of the following months (the last day of a shorter month); the cents
 * that do not divide go to the first. Computed from the contract alone, so a frozen contract keeps it.
 */
export function paymentSchedule(totalCents: number, count: number, startDate: string): Instalment[] {
  const share = Math.floor(totalCents / count);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) => {
    const last = new Date(Date.UTC(year, month - 1 + index + 1, 0)).getUTCDate();
    const date = new Date(Date.UTC(year, month - 1 + index, Math.min(day, last))).toISOString().slice(0, 10);
    return { rank: index + 1, date, cents: index === 0 ? totalCents - share * (count - 1) : share };
  });
}

/** Article III: each price of the model contract, « Non facturé » when the school charges none. */
function prices(contract: LearnerContract): string[][] {
  const fee = (label: string, euros: number, quantity = '1') => [label, euros > 0 ? quantity : '—', euros > 0 ? money(euros) : 'Non facturé'];
  return [
    fee('Frais d’inscription et de gestion du dossier', contract.registrationFee),
    fee('Frais de mandat pour inscription sur le site de l’ANTS', contract.antsMandateFee),
    fee('Livret d’apprentissage', contract.bookletFee),
    fee('Formation théorique (code de la route)', contract.theoryPrice),
    [`Leçons de conduite individuelles, boîte manuelle (tarif horaire : ${money(contract.hourPrice)})`, `${hours.format(contract.forecastHours)} h`, money(contract.lessonsAmount)],
    fee('Bilan de compétences (prix unitaire, sur demande de l’élève)', contract.reviewFee),
    fee('Accompagnement à l’épreuve pratique', contract.examFee),
    fee('Frais de mandat pour la demande de fabrication du titre auprès de l’ANTS après réussite à l’examen', contract.antsTitleFee),
  ];
}

/** The contract as a PDF, article by article, on the model contract of the arrêté of 11 October 2024. */
export async function contractPdf(contract: LearnerContract, structureName: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Contrat de formation ${contract.number}`,
    footer: `${structureName} · Contrat ${contract.number} · ${contract.agency.name}`,
  });
  pdf.heading('Contrat d’enseignement de la conduite');
  pdf.text(`Contrat n° ${contract.number} · ${trainingTitle(contract.training)}`, { muted: true });
  pdf.text(`Établi sur le modèle : ${contract.model}.`, { muted: true, size: 9 });
  pdf.space(6);
  pdf.text('Entre les soussignés :', { bold: true });
  parties(pdf, contract);
  pdf.rule();

  pdf.heading('Article I — Objet et durée du contrat', 12);
  pdf.text(
    `Le présent contrat a pour objet l’enseignement de la conduite en vue de l’obtention du permis de conduire de catégorie ${contract.training.code}, dispensé conformément au référentiel pour l’éducation à une mobilité citoyenne (REMC). Il prend effet le ${frDate(contract.startDate)} et prend fin le ${frDate(contract.endDate)}.`,
  );
  pdf.heading('Article II — Déroulement de la formation', 12);
  pdf.text('2.1. Évaluation préalable', { bold: true });
  pdf.text(
    `Une évaluation de l’élève a été réalisée le ${frDate(contract.evaluationDate)}, avant la conclusion du contrat. Elle établit un volume prévisionnel de ${hours.format(contract.forecastHours)} heures de formation pratique. Ce volume est une estimation : il peut être révisé d’un commun accord par avenant.`,
  );
  pdf.text('2.2. Programme de formation', { bold: true });
  paragraphs(pdf, contract.programme);
  pdf.text('2.3. Annulation des leçons (règle des 48 heures)', { bold: true });
  pdf.text(CONTRACT_CLAUSES.cancellation);
  pdf.text('2.4. Évaluation des compétences durant la formation', { bold: true });
  pdf.text(CONTRACT_CLAUSES.reviews);
  pdf.text('2.5. Présentation à l’épreuve pratique', { bold: true });
  pdf.text(CONTRACT_CLAUSES.exam);

  pdf.heading('Article III — Prestations et tarifs', 12);
  pdf.table(
    [
      { header: 'Prestation', width: 0.6 },
      { header: 'Quantité', width: 0.15, align: 'right' },
      { header: 'Prix TTC', width: 0.25, align: 'right' },
    ],
    prices(contract),
  );
  pdf.totals([['Total prévisionnel TTC', money(contract.totalAmount)]]);
  pdf.text('Les heures supplémentaires et les bilans de compétences non prévus au contrat sont facturés aux prix ci-dessus, par avenant.', { muted: true, size: 9 });

  pdf.heading('Article IV — Modalités de paiement', 12);
  paragraphs(pdf, contract.paymentTerms);
  const schedule = paymentSchedule(Math.round(contract.totalAmount * 100), contract.installments, contract.startDate);
  pdf.text(contract.installments > 1 ? `Échéancier : paiement en ${contract.installments} échéances.` : 'Échéancier : paiement en une fois.', { bold: true });
  pdf.table(
    [
      { header: 'Échéance', width: 0.3 },
      { header: 'Date', width: 0.35 },
      { header: 'Montant TTC', width: 0.35, align: 'right' },
    ],
    schedule.map((i) => [`${i.rank}/${schedule.length}`, frDate(i.date), formatCents(i.cents)]),
  );
  pdf.heading('Article V — Droit de rétractation', 12);
  pdf.text(CONTRACT_CLAUSES.withdrawal);
  pdf.heading('Article VI — Résiliation', 12);
  pdf.text(CONTRACT_CLAUSES.termination);
  pdf.heading('Article VII — Médiation de la consommation', 12);
  pdf.text(
    `En cas de litige non résolu avec l’établissement, l’élève peut recourir gratuitement au médiateur de la consommation : ${contract.mediator.name}, ${contract.mediator.contact}.`,
  );
  if (contract.amendments.length) {
    pdf.heading('Avenants', 12);
    pdf.table(
      [
        { header: 'Avenant', width: 0.25 },
        { header: 'Heures', width: 0.15, align: 'right' },
        { header: 'Montant TTC', width: 0.2, align: 'right' },
        { header: 'Statut', width: 0.4 },
      ],
      contract.amendments.map((a) => [a.number, `${hours.format(a.extraHours)} h`, money(a.amount), a.signedAt ? `Signé le ${frDate(a.signedAt)}` : 'Non signé']),
    );
  }
  signatures(pdf, contract.signedPlace, contract.signedAt);
  return pdf.save();
}

/** An amendment adding driving hours to a contract. */
export async function amendmentPdf(contract: LearnerContract, amendment: ContractAmendment, structureName: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Avenant ${amendment.number}`,
    footer: `${structureName} · Avenant ${amendment.number} au contrat ${contract.number}`,
  });
  pdf.heading('Avenant au contrat d’enseignement de la conduite');
  pdf.text(`Avenant n° ${amendment.number} au contrat n° ${contract.number} signé le ${frDate(contract.signedAt)}`, { muted: true });
  pdf.space(6);
  parties(pdf, contract);
  pdf.rule();
  pdf.heading('Objet de l’avenant', 12);
  pdf.text(`Les parties conviennent d’ajouter ${hours.format(amendment.extraHours)} heures de leçons de conduite au volume prévu par le contrat.`);
  pdf.keyValues([['Motif', amendment.reason]]);
  pdf.table(
    [
      { header: 'Prestation', width: 0.6 },
      { header: 'Quantité', width: 0.15, align: 'right' },
      { header: 'Montant TTC', width: 0.25, align: 'right' },
    ],
    [[`Leçons de conduite supplémentaires (${money(amendment.hourPrice)} l’heure)`, `${hours.format(amendment.extraHours)} h`, money(amendment.amount)]],
  );
  pdf.totals([['Total de l’avenant TTC', money(amendment.amount)]]);
  pdf.text('Les autres clauses du contrat demeurent inchangées, notamment la règle d’annulation des leçons 48 heures à l’avance.');
  signatures(pdf, contract.signedPlace, amendment.signedAt);
  return pdf.save();
}
