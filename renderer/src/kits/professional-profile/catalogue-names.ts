import { FABRIC_TYPE_LABELS, type FabricType } from '@alinhavo/shared/schemas/profile';
import { useMemo } from 'react';
import {
  catalogueLabel,
  useAvailabilities,
  useServiceAreas,
  useServices,
  useSpecialties,
} from '../../data/catalogue';

export interface CatalogueNames {
  services: (ids: readonly number[]) => string[];
  areas: (ids: readonly number[]) => string[];
  specialties: (ids: readonly number[]) => string[];
  availability: (id: number | null) => string;
}

export const NOT_INFORMED = 'Não informado';

/** Spec §3: Plano, Malha, Ambos. */
export const fabricLabel = (value: string | null) =>
  value ? (FABRIC_TYPE_LABELS[value as FabricType] ?? value) : NOT_INFORMED;

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 1.234 */
export const formatCount = (n: number) => whole.format(n);

/** 22/11/2026, in the viewer's zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('pt-BR');
}

/** 'a 12 km' / 'a menos de 1 km' — the distance of 'Perto de mim'. */
export function distanceLabel(km: number | null): string | null {
  if (km === null) return null;
  if (km < 1) return 'a menos de 1 km';
  return `a ${whole.format(km)} km`;
}

/**
 * Catalogue names for a list of cards, read once for the list (the spec's fallbacks when an id
 * is unknown: 'Serviço 7').
 */
export function useCatalogueNames(): CatalogueNames {
  const services = useServices();
  const areas = useServiceAreas();
  const specialties = useSpecialties();
  const availabilities = useAvailabilities();
  return useMemo(
    () => ({
      services: (ids) => ids.map((id) => catalogueLabel.service(services, id)),
      areas: (ids) => ids.map((id) => catalogueLabel.area(areas, id)),
      specialties: (ids) => ids.map((id) => catalogueLabel.specialty(specialties, id)),
      availability: (id) =>
        id === null ? NOT_INFORMED : (availabilities.find((a) => a.id === id)?.name ?? '—'),
    }),
    [services, areas, specialties, availabilities],
  );
}
