/** Vowels (accented too) and h, before which French elides « de » (« d’Orléans », « d’Hélène »). */
const ELIDING = /^[aeiouyhàâäéèêëîïôöùûüÿœæ]/i;

/**
 * « de » before a name, elided where French wants it: `deName('Orléans')` → « d’Orléans »,
 * `deName('Blois')` → « de Blois ». For every text that interpolates a name after « de ».
 */
export function deName(name: string): string {
  return ELIDING.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`;
}
