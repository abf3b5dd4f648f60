import { xmlText } from '../../../pdf/pdfa';

/**
 * The Factur-X XML (UN/CEFACT Cross Industry Invoice D16B, profile EN 16931) of an invoice or a
 * credit note. Elements are written in the order of the Factur-X 1.07 EN16931 XSD, which the tests
 * validate against. Amounts are integer cents here and decimal euros in the XML; a credit note
 * (type 381) carries positive amounts, as EN 16931 wants.
 */

/** EN 16931 profile identifier (BT-24). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/**
 * Business process (BT-23): the French e-invoicing reform's « cadre de facturation », S1 — an invoice
 * of services, to be paid (lessons and training are services).
 */
export const BUSINESS_PROCESS = 'S1';

/** A free-text note (BT-22) and its subject (BT-21, UNTDID 4451): AAB discount, PMD penalties, PMT recovery indemnity. */
export interface FacturXNote {
  content: string;
  subject?: 'AAB' | 'PMD' | 'PMT';
}

export interface FacturXAddress {
  /** Street lines (BT-35/36, BT-50/51). */
  lines: string[];
  postcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 (BT-40, BT-55). */
  country: string;
}

export interface FacturXParty {
  name: string;
  /** SIRET (14 digits): the party's global id, ISO 6523 scheme 0009. */
  siret: string | null;
  /** SIREN (9 digits): legal registration (BT-30, BT-47), scheme 0002. */
  siren: string | null;
  /** Intra-community VAT number (BT-31, BT-48). */
  vatNumber: string | null;
  email: string | null;
  address: FacturXAddress;
}

export interface FacturXLine {
  label: string;
  /** Quantity in hundredths (10 h = 1000). */
  quantityCenti: number;
  /** Net unit price excluding VAT (BT-146), a decimal text with a point: quantity × it = the net line amount to the cent. */
  unitPrice: string;
  /** Net line amount excluding VAT, cents (BT-131). */
  totalHtCents: number;
  rateBp: number;
}

export interface FacturXVatRow {
  rateBp: number;
  baseHtCents: number;
  vatCents: number;
  /** Why no VAT is due (mandatory for an exempt category, BT-120). */
  exemptionReason: string | null;
}

export interface FacturXDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string | null;
  paymentTerms: string | null;
  currency: string;
  seller: FacturXParty;
  buyer: FacturXParty;
  /** The invoice a credit note corrects (BT-25). */
  precedingInvoice: string | null;
  iban: string | null;
  bic: string | null;
  notes: FacturXNote[];
  lines: FacturXLine[];
  vat: FacturXVatRow[];
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
}

/** UNTDID 1001: commercial invoice, credit note. */
const TYPE_CODE = { invoice: '380', credit_note: '381' } as const;

const amount = (cents: number) => (cents / 100).toFixed(2);
const quantity = (centi: number) => (centi / 100).toFixed(2);
const rate = (bp: number) => (bp / 100).toFixed(2);
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
/** VAT category (UNCL 5305): standard rate, or exempt. */
const category = (rateBp: number) => (rateBp > 0 ? 'S' : 'E');

function el(name: string, content: string | null | undefined, attributes = ''): string {
  if (content === null || content === undefined || content === '') return '';
  return `<${name}${attributes}>${content}</${name}>`;
}

const text = (name: string, value: string | null | undefined, attributes = '') => el(name, value === null || value === undefined ? value : xmlText(value), attributes);

function address(a: FacturXAddress): string {
  return el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', a.postcode) + text('ram:LineOne', a.lines[0]) + text('ram:LineTwo', a.lines[1]) + text('ram:LineThree', a.lines.slice(2).join(', ')) + text('ram:CityName', a.city) + text('ram:CountryID', a.country),
  );
}

function party(tag: string, p: FacturXParty): string {
  return el(
    tag,
    text('ram:GlobalID', p.siret, ' schemeID="0009"') +
      text('ram:Name', p.name) +
      el('ram:SpecifiedLegalOrganization', text('ram:ID', p.siren, ' schemeID="0002"')) +
      address(p.address) +
      el('ram:URIUniversalCommunication', text('ram:URIID', p.email, ' schemeID="EM"')) +
      el('ram:SpecifiedTaxRegistration', text('ram:ID', p.vatNumber, ' schemeID="VA"')),
  );
}

function line(l: FacturXLine, index: number): string {
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(index + 1))) +
      el('ram:SpecifiedTradeProduct', text('ram:Name', l.label)) +
      el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', l.unitPrice))) +
      el('ram:SpecifiedLineTradeDelivery', el('ram:BilledQuantity', quantity(l.quantityCenti), ' unitCode="C62"')) +
      el(
        'ram:SpecifiedLineTradeSettlement',
        el('ram:ApplicableTradeTax', el('ram:TypeCode', 'VAT') + el('ram:CategoryCode', category(l.rateBp)) + el('ram:RateApplicablePercent', rate(l.rateBp))) +
          el('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', amount(l.totalHtCents))),
      ),
  );
}

function vatRow(row: FacturXVatRow): string {
  const exempt = category(row.rateBp) === 'E';
  return el(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', amount(row.vatCents)) +
      el('ram:TypeCode', 'VAT') +
      (exempt ? text('ram:ExemptionReason', row.exemptionReason ?? 'Exonération de TVA') : '') +
      el('ram:BasisAmount', amount(row.baseHtCents)) +
      el('ram:CategoryCode', category(row.rateBp)) +
      el('ram:RateApplicablePercent', rate(row.rateBp)),
  );
}

export function facturXml(doc: FacturXDocument): string {
  const currency = xmlText(doc.currency);
  const paymentMeans = doc.iban
    ? el(
        'ram:SpecifiedTradeSettlementPaymentMeans',
        el('ram:TypeCode', '58') + el('ram:PayeePartyCreditorFinancialAccount', text('ram:IBANID', doc.iban.replace(/\s+/g, ''))) + el('ram:PayeeSpecifiedCreditorFinancialInstitution', text('ram:BICID', doc.bic)),
      )
    : '';
  // BR-CO-25: an amount due (a credit note's too) needs its terms (BT-20) or its due date (BT-9).
  const terms =
    doc.paymentTerms || doc.dueDate
      ? el('ram:SpecifiedTradePaymentTerms', text('ram:Description', doc.paymentTerms) + (doc.dueDate ? el('ram:DueDateDateTime', el('udt:DateTimeString', day(doc.dueDate), ' format="102"')) : ''))
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
${el(
  'rsm:ExchangedDocumentContext',
  el('ram:BusinessProcessSpecifiedDocumentContextParameter', el('ram:ID', BUSINESS_PROCESS)) + el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_GUIDELINE)),
)}
${el(
  'rsm:ExchangedDocument',
  text('ram:ID', doc.number) +
    el('ram:TypeCode', TYPE_CODE[doc.kind]) +
    el('ram:IssueDateTime', el('udt:DateTimeString', day(doc.issueDate), ' format="102"')) +
    doc.notes.map((note) => el('ram:IncludedNote', text('ram:Content', note.content) + text('ram:SubjectCode', note.subject))).join(''),
)}
${el(
  'rsm:SupplyChainTradeTransaction',
  doc.lines.map(line).join('\n') +
    '\n' +
    el('ram:ApplicableHeaderTradeAgreement', party('ram:SellerTradeParty', doc.seller) + party('ram:BuyerTradeParty', doc.buyer)) +
    '<ram:ApplicableHeaderTradeDelivery></ram:ApplicableHeaderTradeDelivery>' +
    el(
      'ram:ApplicableHeaderTradeSettlement',
      el('ram:InvoiceCurrencyCode', currency) +
        paymentMeans +
        doc.vat.map(vatRow).join('') +
        terms +
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', amount(doc.lines.reduce((sum, l) => sum + l.totalHtCents, 0))) +
            el('ram:TaxBasisTotalAmount', amount(doc.totalHtCents)) +
            el('ram:TaxTotalAmount', amount(doc.totalVatCents), ` currencyID="${currency}"`) +
            el('ram:GrandTotalAmount', amount(doc.totalTtcCents)) +
            el('ram:DuePayableAmount', amount(doc.totalTtcCents)),
        ) +
        (doc.precedingInvoice ? el('ram:InvoiceReferencedDocument', text('ram:IssuerAssignedID', doc.precedingInvoice)) : ''),
    ),
)}
</rsm:CrossIndustryInvoice>
`;
}
