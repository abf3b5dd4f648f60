// A bank's customer payment status report, for the tests of the SEPA rejects (server and browser).

/** A bank's pain.002.001.10 rejecting these transactions of a batch (as the EPC's DS-05 reject dataset fills it). */
export function statusReport(day: string, originalMessageId: string, rejected: ReadonlyArray<{ endToEndId: string; reason: string }>): string {
  const transactions = rejected
    .map(
      (r, i) => `
      <TxInfAndSts>
        <StsId>REJ-${i + 1}</StsId>
        <OrgnlEndToEndId>${r.endToEndId}</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Orgtr><Id><OrgId><AnyBIC>PSSTFRPPXXX</AnyBIC></OrgId></Id></Orgtr><Rsn><Cd>${r.reason}</Cd></Rsn></StsRsnInf>
      </TxInfAndSts>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>BANK-STS-1</MsgId><CreDtTm>${day}T08:00:00</CreDtTm><DbtrAgt><FinInstnId><BICFI>BNPAFRPPXXX</BICFI></FinInstnId></DbtrAgt></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>${originalMessageId}</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.08</OrgnlMsgNmId><GrpSts>PART</GrpSts></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>${originalMessageId}-FRST</OrgnlPmtInfId>${transactions}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
}
