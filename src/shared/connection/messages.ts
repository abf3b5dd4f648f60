import { CONNECTION_STATUS, type ConnectionStatus } from '../constants';

/** Labels of the connection indicator values (spec part 1 §4). */
export const connectionStatusLabels: Record<ConnectionStatus, string> = {
  [CONNECTION_STATUS.notConnected]: 'Non connecté',
  [CONNECTION_STATUS.connected]: 'Connecté',
  [CONNECTION_STATUS.partlyConnected]: 'Connecté partiellement',
  [CONNECTION_STATUS.notApplicable]: 'Non applicable',
};

export const connectionMessages = {
  loading: 'Vérification de la connexion…',
} as const;
