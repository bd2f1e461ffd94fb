import { z } from 'zod';

const item = { id: z.number().int(), name: z.string(), slug: z.string(), description: z.string() };

/** Spec §3 Catalogues; `areas` of a service are the areas a client may pick after it. */
export const serviceSchema = z.object({
  ...item,
  aliases: z.array(z.string()),
  areas: z.array(z.number().int()),
});
export const serviceAreaSchema = z.object({ ...item, services: z.array(z.number().int()) });
export const specialtySchema = z.object(item);
export const machineSchema = z.object({
  ...item,
  category: z.string(),
  aliases: z.array(z.string()),
});
export const availabilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceArea = z.infer<typeof serviceAreaSchema>;
export type Specialty = z.infer<typeof specialtySchema>;
export type Machine = z.infer<typeof machineSchema>;
export type Availability = z.infer<typeof availabilitySchema>;

/** Spec §3: labels shown when a lookup fails. */
export const CATALOGUE_FALLBACK = {
  service: (id: number) => `Serviço ${id}`,
  area: (id: number) => `Área ${id}`,
  specialty: (id: number) => `Especialidade ${id}`,
  machine: (id: number) => `Maquinário ${id}`,
} as const;

export const catalogueIdParams = z.object({ id: z.coerce.number().int().positive() });
