/**
 * The customer's postal address on invoices and credit notes. Article 242 nonies A of the CGI requires
 * it on every invoice: street, postal code and city, as the customer's record (learner or paying
 * organisation) holds them.
 */
export interface PostalFields {
  address: string | null;
  postal_code: string | null;
  city: string | null;
}

/** The address as printed (street, then postal code and city), or what there is of it; null when empty. */
export function formatPostalAddress(fields: PostalFields): string | null {
  const street = fields.address?.trim() ?? '';
  const town = [fields.postal_code?.trim(), fields.city?.trim()].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join('\n') || null;
}

/**
 * Whether a printed address has its three parts: a street line, then a last line with the postal code
 * (digits) and the city (letters). A hand-typed address is judged the same way.
 */
export function isCompleteAddress(text: string | null): boolean {
  const lines = (text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  const town = lines.at(-1) ?? '';
  return lines.length >= 2 && /\d/.test(town) && /\p{L}/u.test(town.replace(/^\S*\d\S*/, ''));
}
