import type {
  Availability,
  Machine,
  Service,
  ServiceArea,
  Specialty,
} from '@alinhavo/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { catalogueRepository } from './repository';

export interface Catalogue {
  services: Service[];
  serviceAreas: ServiceArea[];
  specialties: Specialty[];
  machines: Machine[];
  availabilities: Availability[];
}

export type CatalogueKind = keyof Catalogue;

/** Names by id, for turning the ids of a demand into words without joining four tables. */
export interface CatalogueNames {
  services: Map<number, string>;
  areas: Map<number, string>;
  specialties: Map<number, string>;
  availabilities: Map<number, string>;
}

/** Areas a provider may choose for these services: the union of their areas. */
export function areasOfServices(c: Catalogue, serviceIds: number[]): Set<number> {
  return new Set(c.services.filter((s) => serviceIds.includes(s.id)).flatMap((s) => s.areas));
}

/**
 * The catalogue changes only with a seed (a deploy), so each process reads it once and serves it
 * from memory; profile rules use the same copy to check ids.
 */
export class CatalogueService {
  private loaded: Promise<Catalogue> | undefined;
  private named: Promise<CatalogueNames> | undefined;

  constructor(private readonly db: Db) {}

  all(): Promise<Catalogue> {
    this.loaded ??= this.load().catch((err: unknown) => {
      this.loaded = undefined;
      throw err;
    });
    return this.loaded;
  }

  names(): Promise<CatalogueNames> {
    const byId = (rows: Array<{ id: number; name: string }>) =>
      new Map(rows.map((r) => [r.id, r.name]));
    this.named ??= this.all().then(
      (c) => ({
        services: byId(c.services),
        areas: byId(c.serviceAreas),
        specialties: byId(c.specialties),
        availabilities: byId(c.availabilities),
      }),
      (err: unknown) => {
        this.named = undefined;
        throw err;
      },
    );
    return this.named;
  }

  async list<K extends CatalogueKind>(kind: K): Promise<Catalogue[K]> {
    return (await this.all())[kind];
  }

  async get<K extends CatalogueKind>(kind: K, id: number): Promise<Catalogue[K][number]> {
    const item = (await this.all())[kind].find((i) => i.id === id);
    if (!item) throw notFound();
    return item;
  }

  private async load(): Promise<Catalogue> {
    const r = await catalogueRepository.loadAll(this.db);
    const areasOf = (serviceId: number) =>
      r.links
        .filter((l) => l.serviceId === serviceId)
        .map((l) => l.areaId)
        .sort((a, b) => a - b);
    const servicesOf = (areaId: number) =>
      r.links
        .filter((l) => l.areaId === areaId)
        .map((l) => l.serviceId)
        .sort((a, b) => a - b);
    return {
      services: r.serviceRows.map((s) => ({ ...s, areas: areasOf(s.id) })),
      serviceAreas: r.areaRows.map((a) => ({ ...a, services: servicesOf(a.id) })),
      specialties: r.specialtyRows,
      machines: r.machineRows,
      availabilities: r.availabilityRows,
    };
  }
}
