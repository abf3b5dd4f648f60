/** How a payment was made, with the French label printed on receipts. */
export const PAYMENT_METHODS = {
  card: 'Carte bancaire',
  cash: 'Espèces',
  cheque: 'Chèque',
  transfer: 'Virement',
  direct_debit: 'Prélèvement',
  cpf: 'Mon Compte Formation (CPF)',
  other: 'Autre',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;
