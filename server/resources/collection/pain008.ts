import { XMLBuilder } from 'fast-xml-parser';

/**
 * A SEPA Core direct-debit initiation, customer to bank: ISO 20022 pain.008.001.08 (the 2019
 * version the EPC implementation guidelines use; docs/decisions.md, « Money coming in »). One
 * payment information block per sequence type (FRST, RCUR), all on one collection date.
 */
export const PAIN_008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

export interface Creditor {
  name: string;
  /** SEPA creditor identifier (ICS). */
  creditorId: string;
  iban: string;
  bic: string;
}

export interface Collection {
  endToEndId: string;
  amountCents: number;
  sequenceType: 'FRST' | 'RCUR';
  mandateReference: string;
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  remittance: string;
}

export interface DirectDebitFile {
  messageId: string;
  /** ISO 8601 date and time, without fraction. */
  createdAt: string;
  collectionDate: string;
  creditor: Creditor;
  collections: readonly Collection[];
}

/**
 * The EPC's Latin character set (letters, digits, `/-?:().,'+` and space): accents dropped, any
 * other character a space, cut to the element's length.
 */
export function epcText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const total = (collections: readonly Collection[]) => euros(collections.reduce((sum, c) => sum + c.amountCents, 0));
const agent = (bic: string) => ({ FinInstnId: { BICFI: bic } });
const account = (iban: string) => ({ Id: { IBAN: iban } });

function transaction(c: Collection) {
  return {
    PmtId: { EndToEndId: c.endToEndId },
    InstdAmt: { '@_Ccy': 'EUR', '#text': euros(c.amountCents) },
    DrctDbtTx: { MndtRltdInf: { MndtId: c.mandateReference, DtOfSgntr: c.mandateSignedOn } },
    DbtrAgt: agent(c.debtorBic),
    Dbtr: { Nm: epcText(c.debtorName, 70) },
    DbtrAcct: account(c.debtorIban),
    RmtInf: { Ustrd: epcText(c.remittance, 140) },
  };
}

function paymentInformation(file: DirectDebitFile, sequenceType: Collection['sequenceType'], collections: readonly Collection[]) {
  return {
    PmtInfId: `${file.messageId}-${sequenceType}`,
    PmtMtd: 'DD',
    NbOfTxs: collections.length,
    CtrlSum: total(collections),
    PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'CORE' }, SeqTp: sequenceType },
    ReqdColltnDt: file.collectionDate,
    Cdtr: { Nm: epcText(file.creditor.name, 70) },
    CdtrAcct: account(file.creditor.iban),
    CdtrAgt: agent(file.creditor.bic),
    ChrgBr: 'SLEV',
    CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: file.creditor.creditorId, SchmeNm: { Prtry: 'SEPA' } } } } },
    DrctDbtTxInf: collections.map(transaction),
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ' });

/** The pain.008.001.08 XML of a batch (UTF-8); at least one collection. */
export function pain008(file: DirectDebitFile): string {
  const blocks = (['FRST', 'RCUR'] as const)
    .map((type) => [type, file.collections.filter((c) => c.sequenceType === type)] as const)
    .filter(([, collections]) => collections.length > 0)
    .map(([type, collections]) => paymentInformation(file, type, collections));
  const document = {
    Document: {
      '@_xmlns': PAIN_008_NAMESPACE,
      CstmrDrctDbtInitn: {
        GrpHdr: {
          MsgId: file.messageId,
          CreDtTm: file.createdAt,
          NbOfTxs: file.collections.length,
          CtrlSum: total(file.collections),
          InitgPty: { Nm: epcText(file.creditor.name, 70) },
        },
        PmtInf: blocks,
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document) as string}`;
}
