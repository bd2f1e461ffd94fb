import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { CatalogueNames } from '../catalogue/service';
import type { DemandView } from './repository';
import { quoteDto } from './quotes.repository';

/**
 * The API shape; candidates and the owner's phone only for those who may see them. Candidates
 * and their count are those clients are shown (spec §4: approved, or the chosen one); an admin
 * sees every one who is not suspended.
 */
export function toDemandDto(
  v: DemandView,
  viewer: { id: string; isOwner: boolean; isChosen: boolean; isAdmin?: boolean },
  names: CatalogueNames,
): Demand {
  const d = v.d;
  const list = viewer.isAdmin ? v.candidates : v.shownCandidates;
  const candidates = Array.isArray(list) ? list.map(String) : [];
  const quotes = (Array.isArray(v.quotes) ? v.quotes : []).map(quoteDto);
  const shown = new Set(candidates);
  const requestedAt = viewer.isOwner ? undefined : v.quoteRequests?.[viewer.id];
  return {
    id: d.id,
    user_created: d.userCreated,
    user_full_name: v.ownerName,
    user_cellphone: viewer.isOwner || viewer.isChosen ? v.ownerPhone : null,
    user_has_cellphone: Boolean(v.ownerPhone),
    title: d.title,
    description: d.description,
    service: d.serviceId,
    service_name: names.services.get(d.serviceId) ?? `Serviço ${d.serviceId}`,
    area: d.areaId,
    area_name: names.areas.get(d.areaId) ?? `Área ${d.areaId}`,
    specialty: d.specialtyId,
    specialty_name: names.specialties.get(d.specialtyId) ?? `Especialidade ${d.specialtyId}`,
    availability: d.availabilityId,
    availability_name: names.availabilities.get(d.availabilityId) ?? '—',
    tecid_type: d.tecidType,
    amount: d.amount,
    deadline: d.deadline,
    min_budget: d.minBudget === null ? null : Number(d.minBudget),
    max_budget: d.maxBudget === null ? null : Number(d.maxBudget),
    city: d.city,
    uf: d.uf,
    remote_work_accepted: d.remoteWorkAccepted,
    status: d.status,
    interested_professionals: viewer.isOwner ? candidates : [],
    interested_professionals_count: candidates.length,
    user_is_interested: Boolean(v.viewerInterested),
    chosen_professional: d.chosenProfessionalId,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    finalized_at: d.finalizedAt?.toISOString() ?? null,
    // The owner compares every candidate's quote; a provider sees only its own.
    quotes: viewer.isOwner ? quotes.filter((q) => shown.has(q.professional_id)) : [],
    my_quote: quotes.find((q) => q.professional_id === viewer.id) ?? null,
    chosen_quote: viewer.isOwner || viewer.isChosen ? (d.chosenQuote ?? null) : null,
    quote_requested_at:
      typeof requestedAt === 'string' ? new Date(requestedAt).toISOString() : null,
    has_ficha: d.hasFicha,
  };
}
