import type { ApiClient } from '../api/client';

export interface StatusToken {
  token: string;
  /** ISO date-time: the token stops working then (10 minutes, never beyond the session). */
  expiresAt: string;
}

/** `POST /state-api/client-authentication`: a short-lived, read-only token for a status widget (it can only GET). */
export function issueStatusToken(client: ApiClient): Promise<StatusToken> {
  return client.post<StatusToken>('/state-api/client-authentication');
}
