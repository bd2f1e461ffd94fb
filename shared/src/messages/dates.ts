/** pt-BR texts of calendar dates in any form or body (the spec has none of its own). */
export const DATE_TEXTS = {
  invalid: 'Data inválida.',
} as const;
