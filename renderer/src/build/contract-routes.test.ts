import { demandsApi, professionalSummarySchema } from '@alinhavo/shared/api/demands';
import { catalogueApi } from '@alinhavo/shared/api/catalogue';
import { describe, expect, it } from 'vitest';
import { routesOf } from './contract-routes';

describe('contract routes for the renderer build', () => {
  it('keeps what the client reads of each endpoint and only marks its schemas', () => {
    const routes = routesOf(demandsApi) as Record<string, Record<string, unknown>>;
    expect(Object.keys(routes)).toEqual(Object.keys(demandsApi));
    for (const [name, route] of Object.entries(routes)) {
      const endpoint = demandsApi[name as keyof typeof demandsApi];
      expect(route).toMatchObject({
        method: endpoint.method,
        path: endpoint.path,
        auth: endpoint.auth,
        status: endpoint.status,
        bodyFormat: endpoint.bodyFormat,
        answer: endpoint.answer,
      });
      // A body schema stays truthy (the client sends a body), no schema object is left.
      expect(Boolean(route.body)).toBe(endpoint.body !== undefined);
      for (const value of Object.values(route)) expect(typeof value).not.toBe('object');
    }
    expect(JSON.stringify(routes)).not.toContain('_zod');
  });

  it('handles groups of groups and leaves anything that is not an endpoint out', () => {
    const routes = routesOf(catalogueApi) as Record<string, Record<string, { path: string }>>;
    expect(routes.services?.list?.path).toBe(catalogueApi.services.list.path);
    expect(routesOf(professionalSummarySchema)).toBeNull();
    expect(routesOf('texto')).toBeNull();
    expect(routesOf({})).toBeNull();
  });
});
