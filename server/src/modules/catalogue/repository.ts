import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  availabilities,
  machines,
  serviceAreaLinks,
  serviceAreas,
  services,
  specialties,
} from '../../db/schema';

export const catalogueRepository = {
  async loadAll(db: DbOrTx) {
    const [serviceRows, areaRows, links, specialtyRows, machineRows, availabilityRows] =
      await Promise.all([
        db.select().from(services).orderBy(asc(services.id)),
        db.select().from(serviceAreas).orderBy(asc(serviceAreas.id)),
        db.select().from(serviceAreaLinks),
        db.select().from(specialties).orderBy(asc(specialties.id)),
        db.select().from(machines).orderBy(asc(machines.id)),
        db.select().from(availabilities).orderBy(asc(availabilities.id)),
      ]);
    return { serviceRows, areaRows, links, specialtyRows, machineRows, availabilityRows };
  },
};
