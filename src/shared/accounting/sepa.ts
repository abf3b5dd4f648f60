/**
 * The identifiers of SEPA payments, checked the same way by the forms and the server: the IBAN
 * (ISO 13616), the BIC (ISO 9362), the SEPA creditor identifier (ICS, EPC262-08) and the unique
 * mandate reference (RUM, EPC SDD Core rulebook AT-01).
 */

/** The letters and digits of an identifier typed with spaces, in capitals (`fr76 3000…` → `FR763000…`). */
export const compactIdentifier = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 MOD 97-10 of letters and digits (a letter counts as two digits: A = 10 … Z = 35). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** IBAN checksum (ISO 13616, mod 97). */
export function isValidIban(raw: string): boolean {
  const iban = compactIdentifier(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** A BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (place), 3 optional (branch). */
export const isValidBic = (raw: string): boolean => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactIdentifier(raw));

/**
 * A SEPA creditor identifier (« identifiant créancier SEPA », ICS): country, two check digits, a
 * three-character business code the check ignores, then the national identifier (in France 6
 * characters: `FR72ZZZ123456`). The check digits are mod 97 of the national identifier, the
 * country and `00`, like an IBAN's.
 */
export function isValidCreditorId(raw: string): boolean {
  const id = compactIdentifier(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  if (id.startsWith('FR') && id.length !== 13) return false;
  return mod97(id.slice(7) + id.slice(0, 2) + id.slice(2, 4)) === 1;
}

/** A unique mandate reference: up to 35 of the characters the EPC allows in it (letters, digits, `+?/-:().,'` and space). */
export const isValidMandateReference = (raw: string): boolean => /^[A-Za-z0-9+?/\-:().,' ]{1,35}$/.test(raw) && !raw.startsWith('/') && !raw.includes('//');
