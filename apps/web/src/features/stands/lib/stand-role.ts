import type { StandRole } from '@vitrine/contract';

/** 'Responsável' / 'Equipe': a stand role's name in the interface language. */
export const standRoleKeys = {
  OWNER: 'stands.roles.OWNER',
  STAFF: 'stands.roles.STAFF',
} as const satisfies Record<StandRole, string>;

/** Who is looking at a team: the organizer, or someone on the stand (or neither). */
export type TeamViewer = 'ADMIN' | StandRole | null;

/** The roles `viewer` may invite: the organizer any, an OWNER only STAFF (the API's rule). */
export function invitableRoles(viewer: TeamViewer): StandRole[] {
  if (viewer === 'ADMIN') return ['OWNER', 'STAFF'];
  return viewer === 'OWNER' ? ['STAFF'] : [];
}

/** Whether `viewer` may remove a member or withdraw an invitation of `role`. */
export const mayManage = (viewer: TeamViewer, role: StandRole) => invitableRoles(viewer).includes(role);
