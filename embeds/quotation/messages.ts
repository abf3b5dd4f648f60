/** French texts of `<volant-quotation>` (the quotation itself speaks through the quotations module). */
export const quotationWidgetMessages = {
  notFound: 'Ce devis est introuvable',
  badUuid: 'Ce widget Volant est mal configuré : l’attribut « uuid » doit être l’identifiant du devis (format 8-4-4-4-12).',
} as const;
