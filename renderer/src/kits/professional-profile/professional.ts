import { countOf } from '@alinhavo/shared/rules/plural';
import { formatRating } from '../../ui/format';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';

/** Spec §8: when the chosen professional cannot be loaded the card still shows someone. */
export function placeholderProfessional(id: string): ProfessionalSummary {
  return {
    id,
    name: 'Profissional',
    city: null,
    uf: null,
    about_me: null,
    services: [],
    areas: [],
    specialties: [],
    tecid_type: null,
    year_experience: null,
    availability: null,
    rating_avg: 0,
    rating_count: 0,
    work_count: 0,
    has_phone: false,
    phone: null,
  };
}

/** Spec §9: a half star only once the fraction reaches 0.5 (4.3 → 4, 4.6 → 4.5). */
export const starValue = (average: number) => Math.floor(average * 2) / 2;

/** '4,5 (3 avaliações)' / 'Sem avaliações'. */
export function ratingSummary(p: Pick<ProfessionalSummary, 'rating_avg' | 'rating_count'>): string {
  if (p.rating_count === 0) return 'Sem avaliações';
  const count = countOf(p.rating_count, 'avaliação', 'avaliações');
  return `${formatRating(p.rating_avg)} (${count})`;
}

/** 'Facção Ponto Certo' → 'FP', for the avatar. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
