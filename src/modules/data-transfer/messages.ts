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
    outcome: (imported: number, updated: number, skipped: number) =>
      [
        `${imported} ligne${imported > 1 ? 's' : ''} importée${imported > 1 ? 's' : ''}`,
        ...(updated > 0 ? [`${updated} apprenant${updated > 1 ? 's' : ''} mis à jour`] : []),
        ...(skipped > 0 ? [`${skipped} doublon${skipped > 1 ? 's' : ''} ignoré${skipped > 1 ? 's' : ''}`] : []),
      ].join(', ') + '.',
    template: 'Télécharger le modèle',
    templateFile: (kind: string) => `modele-import-${kind}.csv`,
    duplicatesTitle: (n: number) => `${n} doublon${n > 1 ? 's' : ''} trouvé${n > 1 ? 's' : ''}`,
    duplicateCaption: 'Doublons',
    duplicateColumns: { line: 'Ligne', name: 'Apprenant', reason: 'Doublon de' },
    duplicateOfLine: (line: number) => `la ligne ${line} du fichier`,
    duplicateOfLearner: (name: string, email: string) => `l’apprenant existant ${name} (${email})`,
    duplicateChoice: 'Que faire des doublons ?',
    duplicateChoices: {
      skip: 'Les ignorer',
      import: 'Les importer quand même',
      update: 'Mettre à jour les apprenants existants (les lignes répétées du fichier sont ignorées)',
    },
    tooMany: `Le fichier contient 100 000 lignes ou plus : découpez-le en fichiers de ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes au plus.`,
    error: 'Erreur lors de l’import',
    teamNote: 'Les comptes importés n’ont pas de mot de passe : envoyez-leur un lien pour en choisir un depuis « Utilisateurs » (réinitialiser le mot de passe).',
  },
  exporter: {
    ...dataTransferTitles.exporter,
    subtitle: 'Exportez les données de votre structure pour votre prochain logiciel : un fichier CSV par objet (agences, équipe, organismes, apprenants et leurs formations, groupes, prestations, formules, devis, factures, avoirs, paiements, échéances, contrats, suivi pédagogique, planning, documents) avec les montants en euros, plus les documents et photos des apprenants, réunis dans une archive ZIP.',
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
