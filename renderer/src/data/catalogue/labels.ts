import { CATALOGUE_FALLBACK } from '@alinhavo/shared/schemas/catalogue';

type Named = { id: number; name: string };

function labelIn(items: readonly Named[], id: number, fallback: (id: number) => string): string {
  return items.find((item) => item.id === id)?.name ?? fallback(id);
}

/** Names of catalogue ids, with the spec's fallbacks when an id is unknown ('Serviço 7'). */
export const catalogueLabel = {
  service: (items: readonly Named[], id: number) => labelIn(items, id, CATALOGUE_FALLBACK.service),
  area: (items: readonly Named[], id: number) => labelIn(items, id, CATALOGUE_FALLBACK.area),
  specialty: (items: readonly Named[], id: number) =>
    labelIn(items, id, CATALOGUE_FALLBACK.specialty),
  machine: (items: readonly Named[], id: number) => labelIn(items, id, CATALOGUE_FALLBACK.machine),
};

/** Select options for a multi-select, keeping chosen ids the catalogue no longer knows. */
export function optionsOf(
  items: readonly Named[],
  chosen: readonly number[],
  fallback: (items: readonly Named[], id: number) => string,
): { value: string; label: string }[] {
  const options = items.map((item) => ({ value: String(item.id), label: item.name }));
  for (const id of chosen) {
    if (!items.some((item) => item.id === id))
      options.push({ value: String(id), label: fallback(items, id) });
  }
  return options;
}
