import type { MailDelivery } from '../../shared/mail/types';
import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { SessionUser } from '../../shared/session/types';
import type { MemberHoldings } from '../../shared/users/holdings';
import type { ChangePassword, ProfilePatch, ResetPassword, TeamMemberCreate, TeamMemberPatch } from './schema';
import type { AgencyTeamMember, Asset, TeamMember, UserProfileExtra } from './types';

export const TEAM_MEMBERS_PATH = '/team-members';

/** `GET /team-members` (agency, archived, accountType, simplesearch, order; first then last name). */
export function listMembers(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<TeamMember>> {
  return client.list<TeamMember>(TEAM_MEMBERS_PATH, params, { signal });
}

export function getMember(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<TeamMember>> {
  return client.get<JsonLd<TeamMember>>(`${TEAM_MEMBERS_PATH}/${id}`, undefined, { signal });
}

export function createMember(client: ApiClient, payload: TeamMemberCreate): Promise<JsonLd<TeamMember>> {
  return client.post<JsonLd<TeamMember>>(TEAM_MEMBERS_PATH, payload);
}

export function updateMember(client: ApiClient, id: number, patch: TeamMemberPatch): Promise<JsonLd<TeamMember>> {
  return client.patch<JsonLd<TeamMember>>(`${TEAM_MEMBERS_PATH}/${id}`, patch);
}

/** `DELETE /team-members/{id}?confirm=1`: sent once the confirmation named what the account holds. */
export function deleteMember(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${TEAM_MEMBERS_PATH}/${id}?confirm=1`);
}

/** `GET /team-members/{id}/holdings`: what deleting the account would detach or remove. */
export function getMemberHoldings(client: ApiClient, id: number, signal?: AbortSignal): Promise<MemberHoldings> {
  return client.get<MemberHoldings>(`${TEAM_MEMBERS_PATH}/${id}/holdings`, undefined, { signal });
}

/** `GET /agency_team_members` (agency). */
export function listAgencyTeamMembers(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<AgencyTeamMember>> {
  return client.list<AgencyTeamMember>('/agency_team_members', params, { signal });
}

/** `GET /state-api/team-members`: described with the shared references (the roles screen reads it too). */
export { listStateTeamMembers } from '../../shared/references/api';

/** `GET /users/{id}`: the session fields plus phone and photo. */
export function getProfile(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<SessionUser & UserProfileExtra>> {
  return client.get<JsonLd<SessionUser & UserProfileExtra>>(`/users/${id}`, undefined, { signal });
}

/** `PATCH /users/{id}` (merge-patch). */
export function updateProfile(client: ApiClient, id: number, patch: ProfilePatch): Promise<unknown> {
  return client.patch<unknown>(`/users/${id}`, patch);
}

/** `PATCH /users/change-password/{id}`. */
export function changePassword(client: ApiClient, id: number, payload: ChangePassword): Promise<unknown> {
  return client.patch<unknown>(`/users/change-password/${id}`, payload);
}

/** `POST /users/reset-password` (user, email). */
export function resetPassword(client: ApiClient, payload: ResetPassword): Promise<MailDelivery & { message: string }> {
  return client.post<MailDelivery & { message: string }>('/users/reset-password', payload);
}

/** `POST /materials/assets` (multipart `file`). */
export function uploadAsset(client: ApiClient, file: File): Promise<JsonLd<Asset>> {
  const form = new FormData();
  form.set('file', file);
  return client.upload<JsonLd<Asset>>('/materials/assets', form);
}
