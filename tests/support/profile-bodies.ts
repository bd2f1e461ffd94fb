/**
 * The provider half of a complete profile in the API's names (spec §3), shared by the server
 * tests, the e2e builders and the demo seed: services 1–2, areas 1 and 3, availability '1 semana'.
 */
export const PROVIDER_PROFILE_FIELDS = {
  services_ids: [1, 2],
  areas_ids: [1, 3],
  machines_ids: [1, 2],
  tecid_type: 'AMBOS',
  year_experience: 12,
  daily_production_capacity: 300,
  min_required_production: 50,
  max_required_production: 1000,
  availability_id: 2,
} as const;
