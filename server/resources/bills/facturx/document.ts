import type { AssociatedFile } from '../../../pdf/document';
import type { SellerIdentity } from '../../billing/identity';
import type { FrozenBuyer } from '../buyer';
import { CREDIT_NOTE_TERMS, latePenalties, NO_DISCOUNT, paymentTerms, RECOVERY_INDEMNITY } from '../conditions';
import type { PrintableBill } from '../pdf';
import { lineUnitPrice } from '../../../../src/shared/accounting/unit-price';
import { facturXml, type FacturXAddress, type FacturXDocument } from './xml';

/** The name Factur-X gives the XML inside the PDF/A-3 (and our XML downloads' content). */
export const FACTURX_FILE_NAME = 'factur-x.xml';
/** The Factur-X profile Volant writes (XMP fx:ConformanceLevel). */
export const FACTURX_LEVEL = 'EN 16931';

const cents = (euros: number) => Math.round(euros * 100);
const digits = (value: string | null) => value?.replace(/\D/g, '') || null;
const compact = (value: string | null) => value?.replace(/\s+/g, '').toUpperCase() || null;

/** A French postal address held as lines, the last one « 45000 Orléans ». */
export function splitAddress(lines: readonly (string | null)[]): FacturXAddress {
  const clean = lines.flatMap((l) => (l ?? '').split('\n')).map((l) => l.trim()).filter(Boolean);
  const town = /^(\d{4,5})\s+(.+)$/.exec(clean.at(-1) ?? '');
  return {
    lines: town ? clean.slice(0, -1) : clean,
    postcode: town?.[1] ?? null,
    city: town?.[2] ?? null,
    country: 'FR',
  };
}

/** What the Factur-X XML of a numbered invoice or credit note says, from what the document holds as issued. */
export function facturXDocument(seller: SellerIdentity, buyer: FrozenBuyer, bill: PrintableBill & { kind: 'invoice' | 'credit_note'; number: string }): FacturXDocument {
  const sellerSiret = digits(seller.siret);
  const buyerSiret = digits(buyer.siret);
  return {
    kind: bill.kind,
    number: bill.number,
    issueDate: bill.issueDate,
    dueDate: bill.kind === 'invoice' ? bill.dueDate : bill.issueDate,
    paymentTerms: bill.kind === 'invoice' ? paymentTerms(bill) : CREDIT_NOTE_TERMS,
    currency: seller.currency,
    seller: {
      name: seller.legalName,
      siret: sellerSiret,
      siren: sellerSiret?.slice(0, 9) ?? null,
      vatNumber: compact(seller.vatNumber),
      email: seller.email,
      address: splitAddress([seller.address, [seller.postalCode, seller.city].filter(Boolean).join(' ')]),
    },
    buyer: {
      name: bill.customerName,
      siret: buyerSiret,
      siren: buyerSiret?.slice(0, 9) ?? null,
      vatNumber: compact(buyer.vatNumber),
      email: bill.customerEmail,
      address: splitAddress([bill.customerAddress]),
    },
    precedingInvoice: bill.kind === 'credit_note' ? bill.sourceNumber : null,
    iban: compact(seller.iban),
    bic: compact(seller.bic),
    notes: [
      ...[bill.title, bill.reason, bill.notes].filter((note): note is string => Boolean(note)).map((content) => ({ content })),
      // The legal payment mentions the PDF prints, each with its subject code.
      ...(bill.kind === 'invoice'
        ? [
            { content: NO_DISCOUNT, subject: 'AAB' as const },
            { content: `${latePenalties(seller)}.`, subject: 'PMD' as const },
            { content: RECOVERY_INDEMNITY, subject: 'PMT' as const },
          ]
        : []),
    ],
    lines: bill.lines.map((l) => ({
      label: l.label,
      quantityCenti: cents(l.quantity),
      unitPrice: lineUnitPrice(l),
      totalHtCents: cents(l.totalHt),
      rateBp: cents(l.tva.rate),
    })),
    vat: bill.vat.map((row) => ({ rateBp: cents(row.rate), baseHtCents: cents(row.baseHt), vatCents: cents(row.tva), exemptionReason: row.legalMention })),
    totalHtCents: bill.totalHtCents,
    totalVatCents: bill.totalTvaCents,
    totalTtcCents: bill.totalTtcCents,
  };
}

/** The Factur-X PDF/A extension schema and its values (Factur-X 1.07, § 6.2.2). */
function facturXmp(): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property('DocumentFileName', 'The name of the embedded XML document')}
${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
${property('Version', 'The actual version of the standard applying to the embedded XML document')}
${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>${FACTURX_LEVEL}</fx:ConformanceLevel>
</rdf:Description>
`;
}

/** The XML as the file a PDF/A-3 carries (AFRelationship Data: the PDF is the readable form). */
export function facturXFile(doc: FacturXDocument): AssociatedFile {
  return {
    name: FACTURX_FILE_NAME,
    bytes: new TextEncoder().encode(facturXml(doc)),
    mimeType: 'text/xml',
    description: `Factur-X ${FACTURX_LEVEL} – ${doc.kind === 'invoice' ? 'facture' : 'avoir'} ${doc.number}`,
    relationship: 'Data',
    xmpExtensions: facturXmp(),
  };
}
