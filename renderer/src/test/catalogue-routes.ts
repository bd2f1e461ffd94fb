import { CATALOGUE } from './fixtures';
import { ok, type FakeRoute } from './fake-server';

/** The public catalogue and geography endpoints answering with the CATALOGUE fixture. */
export function catalogueRoutes(): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    'GET /user/services/': () => ok(CATALOGUE.services),
    'GET /user/service-areas/': () => ok(CATALOGUE.serviceAreas),
    'GET /user/specialties/': () => ok(CATALOGUE.specialties),
    'GET /user/machines/': () => ok(CATALOGUE.machines),
    'GET /user/availabilities/': () => ok(CATALOGUE.availabilities),
    'GET /geo/states/': () => ok(CATALOGUE.states),
  };
  for (const [stateId, rows] of Object.entries(CATALOGUE.municipios))
    routes[`GET /geo/states/${stateId}/municipios/`] = () => ok(rows);
  return routes;
}
