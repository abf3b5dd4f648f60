import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BILLING_DEFAULTS, type SellerIdentity } from '../../../server/resources/billing/identity';
import { billConditions } from '../../../server/resources/bills/conditions';

const seller: SellerIdentity = {
  ...BILLING_DEFAULTS,
  structureName: 'Auto-école Volant',
  legalName: 'Volant SAS',
  agencyName: 'Orléans',
  legalForm: 'SAS',
  shareCapital: null,
  rcs: null,
  address: null,
  postalCode: null,
  city: null,
  phone: null,
  email: null,
  siret: null,
  vatNumber: null,
  approvalNumber: null,
  insurerName: 'MAIF',
  insurerPolicy: null,
  mediatorName: 'CM2C',
  mediatorUrl: null,
  iban: 'FR7630006000011234567890189',
  bic: null,
  footerNote: null,
};

const dates = { issueDate: '2026-11-20', dueDate: null, validityDate: null, paymentTermsDays: 30 };

test('an invoice states its payment terms, late penalties and bank details', () => {
  const text = billConditions(seller, { kind: 'invoice', ...dates }).join('\n');
  assert.match(text, /paiement à 30 jours/);
  assert.match(text, /pénalités de retard/);
  assert.match(text, /IBAN FR76/);
  assert.match(text, /CM2C/);
});

test('a credit note asks for no payment: no terms, discount, late penalties or bank details, the insurer and mediator stay', () => {
  const text = billConditions(seller, { kind: 'credit_note', ...dates }).join('\n');
  assert.doesNotMatch(text, /Conditions de paiement|escompte|pénalités|IBAN/);
  assert.match(text, /MAIF/);
  assert.match(text, /CM2C/);
});
