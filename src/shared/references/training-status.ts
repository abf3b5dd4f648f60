/** The statuses of a learner's training, with the French label the screens and the structure's export show. */
export const TRAINING_STATUS_LABELS = { en_cours: 'En cours', terminee: 'Terminée', abandonnee: 'Abandonnée' } as const;

export type TrainingStatus = keyof typeof TRAINING_STATUS_LABELS;
