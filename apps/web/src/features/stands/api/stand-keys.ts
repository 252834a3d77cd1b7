/** Query keys of stand teams; every team and the caller's stands sit under one prefix. */
export const standKeys = {
  all: ['stands'] as const,
  mine: (owner: string) => ['stands', 'mine', owner] as const,
  team: (exhibitorId: number) => ['stands', 'team', exhibitorId] as const,
  page: (exhibitorId: number) => ['stands', 'page', exhibitorId] as const,
  revision: (exhibitorId: number) => ['stands', 'revision', exhibitorId] as const,
  review: (exhibitorId: number) => ['stands', 'review', exhibitorId] as const,
  propertyRevisions: (exhibitorId: number) => ['stands', 'property-revisions', exhibitorId] as const,
  invite: (token: string) => ['stand-invite', token] as const,
};
