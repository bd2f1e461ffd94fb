import { CLIENT_SEARCH_TEXTS } from './client-search';

/** Spec §2 'Provider search (client)', §8 Search, and the Basic/PRO limits (DESIGN §9.9). */
export const SEARCH_TEXTS = {
  heading: 'Encontre o prestador ideal para a sua demanda',
  loadingFilters: 'Carregando filtros...',
  results: 'Resultados encontrados',
  noneFound: 'Nenhum profissional encontrado com os filtros aplicados.',
  noneComplete: 'Nenhum profissional com perfil completo encontrado com os filtros aplicados.',
  citiesNeedState: 'Primeiro selecione um estado',
  reset: 'Redefinir Filtros',
  run: 'Buscar Prestadores',
  serverError: 'Erro ao buscar profissionais',
  networkError: 'Erro ao conectar com o servidor',
  /** Beyond '1.000' the count is not exact (keyset pages never count the whole table). */
  manyResults: '1.000+',
  /** A Basic client sent a filter that only PRO may use (Área, Especialidade, Disponibilidade, Tecido, Cidade, Perto de mim). */
  proFilters:
    'Os filtros avançados estão disponíveis no Plano Pro. Assine agora para acessar esta funcionalidade!',
  /** A Basic client opening a sixth different full profile in the calendar month. */
  profileLimit:
    'Você já abriu 5 perfis completos este mês no Plano Básico. Assine o Plano Pro para ver perfis ilimitados!',
  onlyClients: 'A busca de profissionais é exclusiva para clientes.',
  professionalNotFound: 'Profissional não encontrado.',
  savedSearchLimit: 'Você pode salvar até 10 buscas.',
  // Landing 'Cliente/Marca' tab (spec §2 Landing, §7 /user/clients/search/).
  clientsLoading: CLIENT_SEARCH_TEXTS.loading,
  clientsNone: CLIENT_SEARCH_TEXTS.none,
} as const;
