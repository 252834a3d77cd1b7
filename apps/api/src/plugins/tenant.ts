import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import { apiKeyOf, type KeyGrant } from '../identity/api-keys.ts';
import { AppError } from '../lib/app-error.ts';

export type Tenant = typeof tenants.$inferSelect;

/**
 * How a route finds its tenant:
 * - `header` (default under /api): the `X-Tenant` header, required;
 * - `navigation`: a browser navigation carries no header (OAuth start, calendar, media, config),
 *   so the header, else the `tenant` query parameter, else DEFAULT_TENANT;
 * - `none`: the route is not tenant-scoped (health, docs).
 */
export type TenantMode = 'header' | 'navigation' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    tenant?: TenantMode;
  }
  interface FastifyRequest {
    tenant: Tenant;
    /** The API key the request came with (ADR 0007), once checked; null for everyone else. */
    apiKey: KeyGrant | null;
  }
}

const CACHE_MS = 30_000;
const slugPattern = /^[a-z0-9-]{1,63}$/;

export class TenantDirectory {
  private readonly cache = new Map<string, { tenant: Tenant | null; at: number }>();

  constructor(private readonly db: Db) {}

  async find(slug: string): Promise<Tenant | null> {
    const hit = this.cache.get(slug);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    const [tenant] = await this.db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
    this.cache.set(slug, { tenant: tenant ?? null, at: Date.now() });
    return tenant ?? null;
  }

  forget(slug?: string) {
    if (slug) this.cache.delete(slug);
    else this.cache.clear();
  }
}

export const tenantPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      db: Db;
      defaultTenant: string;
      /** Checks an `Authorization: Bearer vtr_…` key, which names its tenant. */
      keys?: { resolve(key: string): Promise<KeyGrant | null> };
    },
  ) => {
    const directory = new TenantDirectory(options.db);
    app.decorate('tenants', directory);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('apiKey', null);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const mode = request.routeOptions.config.tenant ?? 'header';
      const url = request.routeOptions.url ?? '';
      // Swagger UI registers its own routes, which carry no tenant option.
      if (mode === 'none' || !url.startsWith('/api') || url.startsWith('/api/docs')) return;
      const header = request.headers['x-tenant'];
      let slug = typeof header === 'string' ? header.trim().toLowerCase() : '';
      const key = options.keys ? apiKeyOf(request.headers.authorization) : null;
      if (key && options.keys) {
        // The key names its tenant: no X-Tenant needed, and another tenant's is refused as the
        // key would be there (unknown), never served from the key's own tenant.
        const grant = await options.keys.resolve(key);
        if (!grant || (slug && slug !== grant.tenantSlug)) throw new AppError(401, 'UNAUTHORIZED');
        const tenant = await directory.find(grant.tenantSlug);
        if (!tenant) throw new AppError(401, 'UNAUTHORIZED');
        request.tenant = tenant;
        request.apiKey = grant;
        return;
      }
      if (!slug && mode === 'navigation') {
        const query = (request.query as Record<string, unknown> | undefined)?.tenant;
        slug = typeof query === 'string' && query ? query.toLowerCase() : options.defaultTenant;
      }
      if (!slug) throw new AppError(400, 'TENANT_REQUIRED');
      const tenant = slugPattern.test(slug) ? await directory.find(slug) : null;
      if (!tenant) throw new AppError(404, 'TENANT_NOT_FOUND', [slug]);
      request.tenant = tenant;
    });
  },
  { name: 'tenant', dependencies: ['errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory;
  }
}
