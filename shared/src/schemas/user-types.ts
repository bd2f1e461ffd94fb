/**
 * The account types and their labels, apart from the user schemas (./user.ts, which re-exports
 * them): the shell shows them without loading the schemas or zod.
 */
export const USER_TYPES = ['PROFISSIONAL', 'CLIENTE'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** User labels shown in the shell (spec §2 Shell). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  PROFISSIONAL: 'Profissional',
  CLIENTE: 'Cliente / Marca',
};
