import { hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const STATE_COOKIE = 'vitrine_oidc';
/** The callback path: the browser sends the cookie there and nowhere else. */
export const CALLBACK_PATH = '/api/login/oauth2/code/google';
const COOKIE_PATH = '/api/login/oauth2';
const LIFETIME_SECONDS = 600;
const AUDIENCE = 'vitrine-oidc-state';

/** What the callback needs to finish the flow the start route began. */
const flowStateSchema = z.object({
  verifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  tenant: z.string().min(1),
});
export type FlowState = z.infer<typeof flowStateSchema>;

/**
 * The cookie key. Derived from the client secret so that every node of a deployment (and a
 * restarted one) accepts a cookie another node set; a random per-process key only when there is
 * no secret, which merely fails sign-ins that straddle a restart. The label keeps this key
 * distinct from the secret as the provider sees it.
 */
export function stateKey(clientSecret: string | undefined): Uint8Array {
  if (!clientSecret) return randomBytes(32);
  return new Uint8Array(hkdfSync('sha256', clientSecret, '', 'vitrine oidc state cookie', 32));
}

export class FlowStateCookie {
  constructor(
    private readonly key: Uint8Array,
    private readonly secure: boolean,
  ) {}

  /** A signed (not encrypted: the browser holding it is the one signing in) Set-Cookie value. */
  async seal(state: FlowState): Promise<string> {
    const jwt = await new SignJWT(state)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${LIFETIME_SECONDS}s`)
      .sign(this.key);
    return this.serialize(jwt, LIFETIME_SECONDS);
  }

  /** The state in the request's Cookie header; null when absent, throws when forged or expired. */
  async open(cookieHeader: string | undefined): Promise<FlowState | null> {
    const jwt = readCookie(cookieHeader, STATE_COOKIE);
    if (!jwt) return null;
    const { payload } = await jwtVerify(jwt, this.key, { audience: AUDIENCE, algorithms: ['HS256'] });
    return flowStateSchema.parse(payload);
  }

  /** A Set-Cookie value that deletes the cookie: a flow state is good for one callback. */
  clear(): string {
    return this.serialize('', 0);
  }

  private serialize(value: string, maxAge: number): string {
    const parts = [`${STATE_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly'];
    // Lax, not Strict: the provider's redirect back is a cross-site top-level navigation.
    parts.push('SameSite=Lax');
    if (this.secure) parts.push('Secure');
    return parts.join('; ');
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
