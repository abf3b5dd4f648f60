// The SEPA identifiers' checks (src/shared/accounting/sepa.ts), on the examples their issuers publish:
// the ECBS IBAN examples, the French banks' example creditor identifier (FR72ZZZ123456) and the
// Deutsche Bundesbank's test one (DE98ZZZ09999999999), each also with one character changed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidBic, isValidCreditorId, isValidIban, isValidMandateReference } from '../../../src/shared/accounting/sepa';

test('IBAN: mod 97 over the rearranged letters and digits, spaces and case ignored', () => {
  for (const iban of ['FR14 2004 1010 0505 0001 3M02 606', 'fr7630006000011234567890189', 'DE89370400440532013000', 'GB29NWBK60161331926819']) assert.ok(isValidIban(iban), iban);
  for (const iban of ['FR1420041010050500013M02607', 'DE89370400440532013001', 'FR14', 'FR1420041010050500013M0260!']) assert.ok(!isValidIban(iban), iban);
});

test('BIC: 8 or 11 characters, bank and country in letters', () => {
  for (const bic of ['PSSTFRPP', 'psstfrppxxx', 'BNPAFRPPXXX']) assert.ok(isValidBic(bic), bic);
  for (const bic of ['PSST', 'PSSTFRPPX', '1SSTFRPP']) assert.ok(!isValidBic(bic), bic);
});

test('creditor identifier (ICS): the check digits cover the national part, the business code is skipped', () => {
  for (const id of ['FR72ZZZ123456', 'fr 72 zzz 123456', 'FR72ABC123456', 'DE98ZZZ09999999999']) assert.ok(isValidCreditorId(id), id);
  for (const id of ['FR73ZZZ123456', 'FR72ZZZ123457', 'FR72ZZZ1234567', 'DE98ZZZ09999999998']) assert.ok(!isValidCreditorId(id), id);
});

test('unique mandate reference: 35 EPC characters at most, no leading or double slash', () => {
  for (const rum of ['VOLANT-12-1', 'ECOLE 2026/0042', "A+B?(1).,'"]) assert.ok(isValidMandateReference(rum), rum);
  for (const rum of ['', 'X'.repeat(36), '/ABC', 'A//B', 'Échéance']) assert.ok(!isValidMandateReference(rum), rum);
});
