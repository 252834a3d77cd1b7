import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { scopeText } from '../identity/scopes.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod schemas as JSON Schema, and on each route an API key may call, the scope it needs
 * (in the description and as the `apiKey` security requirement beside the token's).
 */
function withScopes(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const methods = [input.route.method].flat();
  const scope = methods.map((method) => scopeText(method, input.url)).find(Boolean);
  if (!scope) return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  const description = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
  return {
    ...transformed,
    schema: {
      ...schema,
      description: `${description}API key scope: ${scope}.`,
      security: [{ tenant: [] }, { tenant: [], bearer: [] }, { apiKey: [] }],
    },
  };
}

/** OpenAPI 3 generated from the route schemas (which come from `packages/contract`). */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vitrine API',
          version: options.version,
          description:
            'Event and exhibitor showcase. Every /api route except health, docs and config needs the `X-Tenant` header. Errors are `{ code, message, args }`.',
        },
        components: {
          securitySchemes: {
            // "Authorize" in the docs UI sets the tenant header for "Try it out".
            tenant: { type: 'apiKey', in: 'header', name: 'X-Tenant' },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'vtr_…',
              description:
                "An organizer's API key (producer area, 'Integrações'): `Authorization: Bearer vtr_…`, no `X-Tenant` (the key names its tenant). It reaches only the routes whose description names one of its scopes (`read`, `write:content`, `read:people`); any other route answers 403 SCOPE_REQUIRED. 600 calls a minute per key, then 429 with Retry-After.",
            },
          },
        },
        security: [{ tenant: [] }],
      },
      transform: withScopes,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The app-wide CSP from helmet applies; swagger-ui's own one blocks its inline styles.
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      uiHooks: {},
    });
    app.get('/api/openapi.json', { config: { tenant: 'none' }, schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
