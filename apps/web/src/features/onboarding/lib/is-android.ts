/** Android phones and tablets; the native app exists only there. */
export function isAndroid(userAgent: string): boolean {
  return /\bandroid\b/i.test(userAgent);
}
