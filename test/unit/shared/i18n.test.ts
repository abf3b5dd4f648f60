import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayjs } from '../../../src/shared/i18n/dayjs';
import { formatDate, formatDateTime, formatFullName, formatMoney, formatNumber, formatPhone, toApiDate } from '../../../src/shared/i18n/format';
import { formatDay, formatInteger } from '../../../src/shared/i18n/format-lite';
import { common } from '../../../src/shared/i18n/messages';
import { parisDate } from '../../../src/shared/i18n/paris-date';

/** Intl writes narrow no-break spaces in French; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('dayjs configuration', () => {
  it('speaks French and has the plugins loaded', () => {
    assert.equal(dayjs('2025-01-06').format('dddd D MMMM YYYY'), 'lundi 6 janvier 2025');
    assert.equal(dayjs('2025-01-06').isoWeek(), 2);
    assert.equal(dayjs('15/01/2025', 'DD/MM/YYYY', true).format('YYYY-MM-DD'), '2025-01-15');
    assert.equal(dayjs.utc('2025-01-06T23:30:00Z').format('HH:mm'), '23:30');
    assert.equal(dayjs('2025-01-06').from(dayjs('2025-01-09')), 'il y a 3 jours');
  });
});

describe('formatting', () => {
  it('formats dates and date-times the French way', () => {
    assert.equal(formatDate('2025-03-07'), '07/03/2025');
    assert.equal(formatDateTime(new Date(2025, 2, 7, 9, 5)), '07/03/2025 09:05');
    assert.equal(formatDate(null), '');
    assert.equal(formatDate('pas une date'), '');
  });

  it('writes API dates as YYYY-MM-DD', () => {
    assert.equal(toApiDate(new Date(2025, 11, 31, 23, 59)), '2025-12-31');
    assert.throws(() => toApiDate('nope'), RangeError);
  });

  it('formats money and numbers with French separators', () => {
    assert.equal(plain(formatMoney(1234.5)), '1 234,50 €');
    assert.equal(plain(formatMoney(-12)), '-12,00 €');
    assert.equal(plain(formatMoney(10, 'USD')), '10,00 $US');
    assert.equal(plain(formatNumber(1234.567)), '1 234,57');
    assert.equal(formatNumber(3.5, 0), '4');
  });

  it('joins first and last names, skipping missing parts', () => {
    assert.equal(formatFullName({ firstName: 'Claire', lastName: 'Martin' }), 'Claire Martin');
    assert.equal(formatFullName({ firstName: ' ', lastName: 'Martin' }), 'Martin');
    assert.equal(formatFullName({ firstName: null, lastName: undefined }), '');
  });
});

describe('formatting without Intl or dayjs (format-lite)', () => {
  it('writes every integer exactly as Intl.NumberFormat fr-FR does', () => {
    const intl = new Intl.NumberFormat('fr-FR');
    const values = [0, -0, 1, -1, 9, 10, 99, 100, 999, 1000, -1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 999_999, 1_000_000, -7_654_321, 2 ** 31, 1e15, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) assert.equal(formatInteger(value), intl.format(value), String(value));
  });

  it('leaves anything but a safe integer to Intl', () => {
    const intl = new Intl.NumberFormat('fr-FR');
    for (const value of [1.5, -1234.25, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) assert.equal(formatInteger(value), intl.format(value), String(value));
  });

  it('writes a day as formatDate does, for API dates and date-times', () => {
    for (const value of ['2025-03-07', '2024-02-29', '2025-12-31', '2025-01-01T00:30:00', '2025-06-30T23:59:59.999', '2025-10-26T02:30:00+02:00', '2025-03-07T10:00:00Z', null, '', 'pas une date']) {
      assert.equal(formatDay(value), formatDate(value), String(value));
    }
  });
});

describe('common catalogue', () => {
  it('holds the shared texts of the spec verbatim', () => {
    assert.equal(common.saved, 'Vos modifications ont bien été enregistrées.');
    assert.equal(common.savedSuccess, 'Modifications enregistrées avec succès');
    assert.equal(common.loggedOut, 'Déconnexion effectuée avec succès');
    assert.equal(common.emailSent, 'Email envoyé avec succès');
    assert.equal(common.pagination.range(11, 20, 35), '11–20 sur 35');
  });
});

describe('formatPhone', () => {
  it('writes French numbers in pairs and leaves others alone', () => {
  assert.equal(formatPhone('0612345678'), '06 12 34 56 78');
  assert.equal(formatPhone('06.12.34.56.78'), '06 12 34 56 78');
  assert.equal(formatPhone('+33612345678'), '+33 6 12 34 56 78');
  assert.equal(formatPhone('+44 20 7946 0958'), '+44 20 7946 0958');
  assert.equal(formatPhone(null), '');
  });
});

it('parisDate: the day in Paris, which is the next UTC day from 23:00 UTC in winter and 22:00 UTC in summer', () => {
  assert.equal(parisDate(new Date('2026-11-27T22:59:59Z')), '2026-11-27');
  assert.equal(parisDate(new Date('2026-11-27T23:00:00Z')), '2026-11-28');
  assert.equal(parisDate(new Date('2026-07-14T21:59:59Z')), '2026-07-14');
  assert.equal(parisDate(new Date('2026-07-14T22:00:00Z')), '2026-07-15');
});
