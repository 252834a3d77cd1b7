/**
 * Where the browser goes to start Google sign-in. A navigation carries no X-Tenant header, so
 * the tenant travels as a query parameter (DESIGN §5).
 */
export function googleSignInUrl(tenant: string): string {
  return `/api/oauth2/authorization/google?tenant=${encodeURIComponent(tenant)}`;
}
