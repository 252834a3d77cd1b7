import type { Role } from '@vitrine/contract';

/** The JWT claims the web app reads (docs/ARCHITECTURE.md, 'Rules the code relies on'); the server checks the signature, not us. */
export interface TokenClaims {
  userId: number | string;
  role: Role | (string & {});
  name?: string;
  email?: string;
  image?: string;
  /** False until the e-mail code is confirmed; absent on tokens of older servers. */
  confirmed?: boolean;
  exp?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names carry accents, so the payload is UTF-8, not Latin-1 as atob returns it.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeTokenPayload(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    const userId = claims.userId;
    if (typeof userId !== 'number' && typeof userId !== 'string') return null;
    return {
      userId,
      role: typeof claims.role === 'string' ? claims.role : '',
      name: typeof claims.name === 'string' ? claims.name : undefined,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      image: typeof claims.image === 'string' ? claims.image : undefined,
      confirmed: typeof claims.confirmed === 'boolean' ? claims.confirmed : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return null;
  }
}
