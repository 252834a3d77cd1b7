import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
          },
        },
        security: [{ tenant: [] }],
      },
      transform: jsonSchemaTransform,
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
