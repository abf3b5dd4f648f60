/** The French rates every agency starts with: 20 % (default), 10 %, 5,5 % and the exempt training rate. */
export const FRENCH_RATES = [
  { label: 'TVA normale', rate_bp: 2000, is_default: 1, legal_mention: null },
  { label: 'TVA intermédiaire', rate_bp: 1000, is_default: 0, legal_mention: null },
  { label: 'TVA réduite', rate_bp: 550, is_default: 0, legal_mention: null },
  {
    label: 'Exonération formation professionnelle',
    rate_bp: 0,
    is_default: 0,
    legal_mention: 'TVA non applicable, article 261-4-4° a du Code général des impôts',
  },
] as const;
