import * as client from 'openid-client';
import { z } from 'zod';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Config } from '../../config.ts';
import type { TokenService, TokenSubject } from '../../identity/token.service.ts';
import type { Tenant, TenantDirectory } from '../../plugins/tenant.ts';
import { tokenSubject, type UsersRepository } from '../users/users.repository.ts';
import { CALLBACK_PATH, FlowStateCookie, stateKey } from './oidc-state.ts';

/** An expected reason a sign-in cannot go on; the message is for the log only. */
export class OidcFailure extends Error {
  override name = 'OidcFailure';
}

/** The identity the provider vouched for: an e-mail it has verified. */
interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string;
}

type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['byEmail']>>>;

const NAME_MAX = 120;
const emailSchema = z.email();

export interface OidcDeps {
  config: Config;
  users: UsersRepository;
  tokens: TokenService;
  tenants: TenantDirectory;
  /** A new account by Google is recorded as a sign-up's is: user.registered, in the same transaction. */
  changes: ChangeSeam;
}

/** Sign-in with an OpenID Connect provider (Google by default): authorization code with PKCE. */
export class OidcService {
  private readonly cookie: FlowStateCookie;
  private discovered: Promise<client.Configuration> | undefined;

  constructor(private readonly deps: OidcDeps) {
    this.cookie = new FlowStateCookie(
      stateKey(deps.config.oidcGoogle.clientSecret),
      deps.config.publicUrl.startsWith('https:'),
    );
  }

  /** Without a client id the provider is off (and the web app hides its button). */
  get enabled(): boolean {
    return Boolean(this.deps.config.oidcGoogle.clientId);
  }

  get redirectUri(): string {
    return `${this.deps.config.publicUrl}${CALLBACK_PATH}`;
  }

  /** Where to send the browser, and the cookie that lets the callback check what comes back. */
  async start(tenantSlug: string): Promise<{ location: string; cookie: string }> {
    const configuration = await this.configuration();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const cookie = await this.cookie.seal({ verifier, state, nonce, tenant: tenantSlug });
    return { location: url.href, cookie };
  }

  /**
   * Checks the provider's answer against the cookie, redeems the code and signs the person in:
   * the location of the web app's callback page carrying our token.
   */
  async finish(cookieHeader: string | undefined, currentUrl: URL): Promise<string> {
    const flow = await this.cookie.open(cookieHeader);
    if (!flow) throw new OidcFailure('state cookie missing (expired, or another browser)');
    const tenant = await this.deps.tenants.find(flow.tenant);
    if (!tenant) throw new OidcFailure(`tenant ${flow.tenant} not found`);
    const configuration = await this.configuration();
    const response = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const identity = verifiedIdentity(response.claims());
    const subject = await this.accountFor(tenant, identity);
    const token = await this.deps.tokens.issue(subject, tenant.slug);
    return `${this.deps.config.publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
  }

  clearCookie(): string {
    return this.cookie.clear();
  }

  /**
   * The account this identity signs in as: the one with the same e-mail in the tenant (confirmed
   * now, since the provider vouched for the address; role kept), else a new confirmed USER.
   */
  private async accountFor(tenant: Tenant, identity: VerifiedIdentity): Promise<TokenSubject> {
    const { users } = this.deps;
    const found = await users.byEmail(tenant.id, identity.email);
    if (found) return this.confirmed(found);
    const account = {
      tenantId: tenant.id,
      email: identity.email,
      passwordHash: null,
      role: 'USER' as const,
      confirmed: true,
      name: identity.name,
      googleSubject: identity.subject,
      locale: 'pt-BR',
    };
    const created = await this.deps.changes.transaction(async (tx) => {
      const row = await users.create(account, tx);
      if (row) {
        await tx.record('user.registered', tenant.id, {
          id: row.user.id,
          name: row.user.name,
          email: row.user.email,
          locale: row.user.locale,
        });
      }
      return row;
    });
    if (created) return tokenSubject(created);
    // The address was registered between our lookup and the insert: that account it is.
    const raced = await users.byEmail(tenant.id, identity.email);
    if (!raced) throw new OidcFailure('user could not be created');
    return this.confirmed(raced);
  }

  private async confirmed(row: UserRow): Promise<TokenSubject> {
    // Guests have no e-mail of their own, so a match means bad data: refuse rather than upgrade.
    if (row.user.role === 'GUEST') throw new OidcFailure('e-mail belongs to a guest account');
    if (row.user.confirmed) return tokenSubject(row);
    // Whoever set this account's password never proved the address; the provider just did.
    await this.deps.users.markConfirmed(row.user.id, undefined, { dropPassword: true });
    this.deps.tokens.forget(row.user.id);
    return tokenSubject({ ...row, user: { ...row.user, confirmed: true } });
  }

  /** Discovered once per app; a failed discovery is forgotten so the next sign-in retries it. */
  private configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }

  private discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.deps.config.oidcGoogle;
    if (!clientId) return Promise.reject(new OidcFailure('no client id configured'));
    const server = new URL(issuer);
    // Plain http is refused by default; only a local test or development provider uses it.
    const options = server.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
    const auth = clientSecret ? client.ClientSecretPost(clientSecret) : client.None();
    return client.discovery(server, clientId, undefined, auth, options);
  }
}

function verifiedIdentity(claims: client.IDToken | undefined): VerifiedIdentity {
  if (!claims) throw new OidcFailure('no ID token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!emailSchema.safeParse(email).success) throw new OidcFailure('no usable e-mail claim');
  // Anything but a literal true (absent, false, the string "true") leaves the address unproven.
  if (claims.email_verified !== true) throw new OidcFailure('e-mail not verified by the provider');
  const claimed = typeof claims.name === 'string' ? claims.name.trim() : '';
  const name = (claimed || email.slice(0, email.indexOf('@'))).slice(0, NAME_MAX);
  return { subject: claims.sub, email, name };
}
