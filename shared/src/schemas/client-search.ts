import { z } from 'zod';
import { line } from './text';
import { idList, textList } from './query-lists';

/**
 * GET /user/clients/search/ (public, spec §7): only clients who chose 'Aparecer na busca
 * pública'. Filters sent only when non-empty (spec §5).
 */
export const clientSearchQuery = z.object({
  search: line().trim().max(100).optional(),
  specialty_id: idList,
  uf: textList,
  city: textList,
  cursor: line().max(300).optional(),
  page_size: z.coerce.number().int().min(1).max(50).default(12),
});
/** Spec §3 'Client search card'; never e-mail, phone, CPF or address. */
export const clientCardSchema = z.object({
  id: z.uuid(),
  /** Display name: trade name, then corporate name, then full name. */
  nome: z.string(),
  razao_social: z.string().nullable(),
  especialidade: z.array(z.number().int()),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  /** Open demands (ABERTA). */
  total_demandas: z.number().int(),
  trabalhos_concluidos: z.number().int(),
});
export type ClientCard = z.infer<typeof clientCardSchema>;
export const clientSearchPageSchema = z.object({
  results: z.array(clientCardSchema),
  next_cursor: z.string().nullable(),
});
export type ClientSearchPage = z.infer<typeof clientSearchPageSchema>;
