import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../http/errors';
import { bearerFrom } from '../modules/auth/cookie';
import type { Principal } from '../modules/auth/service';

const PRINCIPAL = Symbol('principal');
type WithPrincipal = FastifyRequest & { [PRINCIPAL]?: Principal };

/** Resolves the bearer token to a live session on every guarded request. */
export const authPlugin = fp(async function authPlugin(app) {
  app.decorateRequest('principal', function (this: FastifyRequest) {
    const principal = (this as WithPrincipal)[PRINCIPAL];
    if (!principal) throw unauthenticated();
    return principal;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerFrom(request);
    if (!token) throw unauthenticated();
    const principal = await app.services.auth.authenticate(token);
    if (!principal) throw unauthenticated();
    (request as WithPrincipal)[PRINCIPAL] = principal;
  });
});
