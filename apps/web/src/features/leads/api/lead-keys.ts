/** The visitor's side of leads, per account: a sign-out or another account never sees them. */
export const leadKeys = {
  badge: (owner: string) => ['leads', owner, 'badge'] as const,
  consents: (owner: string) => ['leads', owner, 'consents'] as const,
};
