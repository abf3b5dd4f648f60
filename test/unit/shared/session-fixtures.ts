import type { AuthResponse, SessionUser } from '../../../src/shared/session/types';

/** An unsigned JWT whose `exp` is `expSeconds` (decodeJwt only reads the payload). */
export function jwt(expSeconds: number | null): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = expSeconds === null ? { sub: '1' } : { sub: '1', exp: expSeconds };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const user: SessionUser = {
  id: 7,
  email: 'claire.martin@volant.test',
  firstName: 'Claire',
  lastName: 'Martin',
  roles: ['MANAGER'],
  structure: { id: 1, codeClient: 'AE001', studentsPhotoAllowed: true },
  agencies: [{ '@id': '/api/agencies/3', id: 3, name: 'Lyon Centre', isPrincipal: true }],
  allAgencies: false,
  permissions: ['isCreateQuotation'],
  selectedAgency: 3,
  isConfigGeneral: false,
  managed_structures: [],
  avis_solution: false,
  survey_link: null,
  adminType: null,
  missing_modal: { agencies: [], formateurs: [] },
};

export function authResponse(token: string, refresh = 'refresh-1'): AuthResponse {
  return { token, refresh_token: refresh, user: structuredClone(user) };
}
