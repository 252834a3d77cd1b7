/**
 * Where the browser goes to start Google sign-in. A navigation carries no X-Tenant header, so
 * the tenant travels as a query parameter (docs/ARCHITECTURE.md, 'Rules the code relies on').
 */
export function googleSignInUrl(tenant: string): string {
  return `/api/oauth2/authorization/google?tenant=${encodeURIComponent(tenant)}`;
}
