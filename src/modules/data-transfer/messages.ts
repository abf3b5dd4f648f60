import { MAX_IMPORT_ROWS } from './types';
import { dataTransferTitles } from './titles';

/** French texts of the import (« Migration ») and export (« Réversibilité ») screens. */
export const dataTransferMessages = {
  importer: {
    ...dataTransferTitles.importer,
    subtitle: 'Importez vos apprenants, votre équipe et vos organismes depuis un fichier CSV (UTF-8, séparateur « ; » ou « , »).',
    kind: 'Données à importer',
    kinds: { learners: 'Apprenants', 'team-members': 'Équipe (formateurs et personnel administratif)', organisations: 'Organismes financeurs' },
    columns: 'Colonnes attendues',
    required: 'obligatoire',
    file: 'Fichier CSV',
    preview: 'Vérifier le fichier',
    run: 'Importer',
    summary: (valid: number, total: number) => `${valid} ligne${valid > 1 ? 's' : ''} valide${valid > 1 ? 's' : ''} sur ${total}.`,
    errorsTitle: 'Lignes à corriger (rien n’est importé tant qu’une ligne est en erreur)',
    line: 'Ligne',
    problems: 'Problèmes',
    sample: 'Aperçu des premières lignes',
    success: 'Données importées avec succès.',
    imported: (n: number) => `${n} ligne${n > 1 ? 's' : ''} importée${n > 1 ? 's' : ''}.`,
    tooMany: `Le fichier contient 100 000 lignes ou plus : découpez-le en fichiers de ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes au plus.`,
    error: 'Erreur lors de l’import',
    teamNote: 'Les comptes importés n’ont pas de mot de passe : envoyez-leur un mot de passe provisoire depuis « Utilisateurs ».',
  },
  exporter: {
    ...dataTransferTitles.exporter,
    subtitle: 'Exportez les données de votre structure pour votre prochain logiciel : un fichier CSV par objet (apprenants, devis, factures, avoirs, paiements, contrats, planning, documents) avec les montants en euros, plus les documents et photos des apprenants, réunis dans une archive ZIP.',
    start: 'Lancer l’export',
    running: 'Export en cours…',
    progress: (done: number, total: number) => `${done.toLocaleString('fr-FR')} ligne${done > 1 ? 's' : ''} sur ${total.toLocaleString('fr-FR')}`,
    progressLabel: 'Progression de l’export',
    done: 'L’export est prêt.',
    download: 'Télécharger l’archive',
    failed: 'L’export a échoué.',
    error: 'Erreur lors de l’export',
    fileName: 'reversibilite.zip',
  },
} as const;
