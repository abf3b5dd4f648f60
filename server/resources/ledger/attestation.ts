import packageJson from '../../../package.json' with { type: 'json' };
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { Publisher } from '../../config';
import type { AppDeps } from '../../core/env';
import { conflict } from '../../core/errors';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { PdfWriter } from '../../pdf/document';
import { fileResponse } from '../../pdf/response';
import { sellerIdentity } from '../billing/identity';
import { auditLedger } from './audit';

/**
 * The publisher's individual attestation (art. 286 I 3° bis CGI, as the 2026 finance law art. 125
 * restored it: « ou par une attestation individuelle de l'éditeur, conforme à un modèle fixé par
 * l'administration »), on the administration's model (BOI-TVA-DECLA-30-10-30 § 320): the publisher's
 * part filled with this Volant's name, version and publisher, the user's part with the school, the
 * reminder of art. 441-1 of the penal code, and an annex saying how the chain meets each condition.
 * It is the publisher's own statement, not a certificate by an accredited body (docs/accounting.md).
 */

export const ATTESTATION_PATH = '/accounting/ledger/attestation';

export const PRODUCT = {
  name: 'Volant',
  description: 'logiciel de gestion des écoles de conduite, fonctions de facturation et d’encaissement',
  version: packageJson.version,
  /** The root of the major version (`0.1.0` → `0`): minor versions keep the chain's rules. */
  major: packageJson.version.split('.')[0]!,
} as const;

const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const blank = '……………………………………';

/** How Volant meets each of the four conditions, as implemented (the annex). */
export const GUARANTEES: readonly (readonly [title: string, text: string])[] = [
  [
    'Inaltérabilité',
    'Une facture, un avoir ou un reçu validé ne peut plus être modifié ni supprimé : le serveur le refuse et l’erreur se corrige par un avoir. Factures, avoirs et reçus sont numérotés de façon continue pour toute la structure, sans rupture. Le vendeur et l’acheteur sont figés au jour de l’émission.',
  ],
  [
    'Sécurisation',
    'Chaque validation, avoir, règlement, remboursement, impression, clôture et export est inscrit dans un journal des événements chaîné : chaque événement porte l’empreinte HMAC-SHA256 de son contenu, de l’empreinte du document et de l’événement précédent, calculée avec une clé gardée hors de la base de données. La tête de chaîne est scellée et un témoin conservé hors de la base détecte un retour en arrière. La vérification (écran NF525, commande « volant ledger verify ») recalcule la chaîne et chaque document et signale toute altération, suppression ou insertion.',
  ],
  [
    'Conservation',
    'Les clôtures journalières, mensuelles et annuelles figent les totaux de la période et le cumul perpétuel ; elles sont elles-mêmes chaînées. Les données sont conservées dans la base de l’installation, sans purge des documents émis.',
  ],
  [
    'Archivage',
    'L’archive fiscale d’une période est un fichier zip des événements (avec leurs empreintes), documents, règlements, clôtures et écritures, avec un manifeste des empreintes SHA-256 de chaque fichier signé en Ed25519 et la clé publique pour le vérifier hors du logiciel ; chaque export est lui-même inscrit dans la chaîne. Le fichier des écritures comptables (FEC) est produit par exercice.',
  ],
];

/** The school that uses the software: its principal agency as its documents name it. */
async function userOf(deps: AppDeps, structureId: number) {
  const agency = await deps.db
    .selectFrom('agencies')
    .select('id')
    .where('structure_id', '=', structureId)
    .orderBy('is_principal', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const seller = await sellerIdentity(deps.db, agency.id);
  const first = await deps.db.selectFrom('ledger_events').select('created_at').where('structure_id', '=', structureId).orderBy('seq').executeTakeFirst();
  return { seller, firstUse: first ? parisDate(new Date(first.created_at)) : null };
}

/** The attestation as a PDF. */
export async function attestationPdf(
  publisher: Publisher,
  user: Awaited<ReturnType<typeof userOf>>,
  chain: { checked: number; lastSeq: number; lastHash: string; ok: boolean },
  today: string,
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: `Attestation individuelle ${PRODUCT.name} ${PRODUCT.version}`, footer: `${PRODUCT.name} ${PRODUCT.version} · Attestation individuelle de l’éditeur · ${user.seller.legalName}`, author: publisher.name });
  pdf.heading('Attestation individuelle de l’éditeur');
  pdf.text(
    'Relative à l’utilisation d’un logiciel ou système de caisse satisfaisant à des conditions d’inaltérabilité, de sécurisation, de conservation et d’archivage des données (article 286, I-3° bis du code général des impôts, dans sa rédaction issue de l’article 125 de la loi de finances pour 2026 ; modèle de l’administration, BOI-TVA-DECLA-30-10-30).',
    { muted: true, size: 9 },
  );
  pdf.space(6);
  pdf.heading('Partie à remplir par l’éditeur du logiciel', 12);
  pdf.text(
    `Je soussigné, ${publisher.signatory ?? blank}, représentant légal de la société ${publisher.name}${publisher.siren ? ` (SIREN ${publisher.siren})` : ''}${publisher.address ? `, ${publisher.address}` : ''}, éditeur du logiciel ${PRODUCT.name} (${PRODUCT.description}), atteste que ce logiciel, dans sa version n° ${PRODUCT.version}, satisfait aux conditions d’inaltérabilité, de sécurisation, de conservation et d’archivage des données en vue du contrôle de l’administration fiscale, prévues au 3° bis du I de l’article 286 du code général des impôts.`,
  );
  pdf.text(`J’atteste que la dernière version majeure de ce logiciel est identifiée avec la racine suivante : ${PRODUCT.major}.`);
  pdf.keyValues([
    ['Logiciel', `${PRODUCT.name} — ${PRODUCT.description}`],
    ['Version', PRODUCT.version],
    ['Éditeur', publisher.name],
    ['Numéro de licence', 'sans objet (aucune licence numérotée)'],
  ]);
  pdf.text(`Fait à ${blank}, le ${frDate(today)}.`);
  pdf.text('Signature du représentant légal de l’éditeur :', { muted: true });
  pdf.space(30);
  pdf.rule();
  pdf.heading('Partie à remplir par l’entreprise utilisatrice', 12);
  const s = user.seller;
  const address = [s.address, [s.postalCode, s.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  pdf.text(
    `Je soussigné(e), ${blank}, représentant légal de ${s.legalName}${s.siret ? ` (SIRET ${s.siret})` : ''}${address ? `, ${address}` : ''}, atteste utiliser le logiciel ${PRODUCT.name}, version n° ${PRODUCT.version}, pour enregistrer les règlements de mes clients${user.firstUse ? `, depuis le ${frDate(user.firstUse)} (premier événement de son journal)` : ''}.`,
  );
  pdf.text(`Fait à ${blank}, le ${blank}.`);
  pdf.text('Signature du représentant légal de l’entreprise :', { muted: true });
  pdf.space(30);
  pdf.rule();
  pdf.text(
    'Il est rappelé que l’établissement d’une fausse attestation est un délit pénal passible de 3 ans d’emprisonnement et de 45 000 € d’amende (code pénal, art. 441-1). L’usage d’une fausse attestation est passible des mêmes peines.',
    { bold: true, size: 9 },
  );
  pdf.text(
    'Cette attestation est établie par l’éditeur sous sa responsabilité. Elle n’est pas un certificat délivré par un organisme accrédité (marque NF 525 ou LNE) ; elle en est l’alternative prévue par le 3° bis du I de l’article 286 du CGI.',
    { muted: true, size: 9 },
  );
  pdf.newPage();
  pdf.heading('Annexe — Comment le logiciel remplit les quatre conditions', 12);
  for (const [title, text] of GUARANTEES) {
    pdf.text(title, { bold: true });
    pdf.text(text);
    pdf.space(4);
  }
  pdf.heading('Vérification de la chaîne au jour de l’attestation', 12);
  pdf.keyValues([
    ['Résultat', chain.ok ? 'Chaîne intègre' : 'Anomalies détectées : voir l’écran NF525'],
    ['Événements vérifiés', String(chain.checked)],
    ['Dernier événement', chain.checked > 0 ? `n° ${chain.lastSeq}` : 'aucun'],
    ['Dernière empreinte', chain.checked > 0 ? chain.lastHash : '—'],
  ]);
  return pdf.save();
}

/** `GET /accounting/ledger/attestation`: whoever sees the NF525 screen downloads the attestation. */
export const ATTESTATION_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'GET',
    path: ATTESTATION_PATH,
    access: 'authenticated',
    hydraClass: 'Nf525Attestation',
    summary: 'The publisher’s individual NF525 attestation (art. 286 I 3° bis CGI) of this Volant for the caller’s structure, as a PDF.',
    mediaType: 'application/pdf',
    // 409 while the installation does not name its publisher (VOLANT_PUBLISHER_NAME).
    refusals: [409],
    async handle({ deps, auth }, c) {
      const publisher = deps.config.publisher;
      if (!publisher) {
        throw conflict('L’éditeur de cette installation n’est pas renseigné (VOLANT_PUBLISHER_NAME) : l’attestation individuelle ne peut pas être établie en son nom.');
      }
      const [user, chain] = await Promise.all([userOf(deps, auth.structureId), auditLedger(deps.db, auth.structureId, deps.config)]);
      const bytes = await attestationPdf(publisher, user, chain, parisDate(deps.now()));
      return fileResponse(c, bytes, `Attestation-NF525-${PRODUCT.name}-${PRODUCT.version}.pdf`);
    },
  }),
];
