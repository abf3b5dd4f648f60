/** French texts of the « Intégrer sur votre site » dialog (quotation, planning configuration, ANTS). */
export const embedDialogMessages = {
  open: 'Intégrer sur votre site',
  title: 'Intégrer sur votre site',
  codeLabel: 'Code à copier dans la page',
  codeHint: 'Collez ce code dans le HTML de votre site, à l’endroit où le widget doit apparaître.',
  copy: 'Copier le code',
  copied: 'Code copié',
  copyFailed: 'La copie a échoué : sélectionnez le code puis copiez-le (Ctrl+C).',
  demo: 'Essayer sur la page de démonstration',
  theming:
    'Les couleurs et l’apparence se règlent depuis votre feuille de styles avec les variables --volant-* posées sur l’élément (par exemple --volant-color-primary) et ::part(root).',
} as const;
