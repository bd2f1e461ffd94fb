import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { forbidden } from '../http/errors';

/**
 * OpenAPI generated from the same zod schemas the routes validate with. In production the page
 * and its documents answer only an admin's bearer token; elsewhere they are open.
 */
export const swaggerPlugin = fp(async function swaggerPlugin(app) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Alinhavo API', version: '1.0.0', description: 'API do marketplace Alinhavo' },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  const adminOnly = (
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (err?: Error) => void,
  ) => {
    app
      .authenticate(request)
      .then(() => {
        done(app.admins.has(request.principal().user.email) ? undefined : forbidden());
      })
      .catch((err: unknown) => done(err as Error));
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    staticCSP: true,
    ...(app.config.env === 'production' ? { uiHooks: { onRequest: adminOnly } } : {}),
  });
});
