/**
 * The landing's Cliente/Marca tab (spec §2 Landing, §7 /user/clients/search/). A module of its
 * own so the public landing loads these two texts, not every text of the provider search.
 */
export const CLIENT_SEARCH_TEXTS = {
  loading: 'Carregando clientes...',
  none: 'Nenhum cliente encontrado com os filtros selecionados.',
} as const;
