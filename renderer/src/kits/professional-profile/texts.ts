/** Texts of the provider search screen that the spec leaves to us (pt-BR). */
export const SEARCH_UI_TEXTS = {
  intro: 'Filtre por serviço, região e especialidade e fale direto com quem faz.',
  searchLabel: 'Buscar profissionais',
  searchPlaceholder: 'Buscar profissionais...',
  searchTooShort: 'Digite pelo menos 3 caracteres para buscar por texto.',
  clearSearch: 'Limpar busca',
  nearMe: 'Perto de mim',
  nearMeHint: 'Ordena pela distância da sua cidade',
  loadMore: 'Carregar mais',
  idle: 'Escolha os filtros e clique em Buscar Prestadores.',
  emptyHint: 'Tente tirar um filtro ou buscar por outro termo.',
  save: 'Salvar busca',
  saveTitle: 'Salvar busca',
  saveName: 'Nome da busca',
  saveNamePlaceholder: 'Ex.: Facções de malha em SC',
  saved: 'Busca salva com sucesso!',
  saveError: 'Erro ao salvar busca. Tente novamente.',
  savedTitle: 'Buscas salvas',
  savedNotice: 'Você será avisado quando um novo profissional aprovado corresponder a esta busca.',
  runSaved: 'Buscar',
  deleteSaved: 'Excluir busca',
  deleteSavedQuestion: (name: string) => `Excluir a busca salva "${name}"?`,
  deletedSaved: 'Busca excluída com sucesso!',
  deleteSavedError: 'Erro ao excluir busca. Tente novamente.',
  savedProDropped:
    'Esta busca usa filtros do Plano Pro; ela foi aplicada só com texto, Tipo de Serviço e Estado.',
  proBadge: 'PRO',
  profilesLeft: (n: number) =>
    n === 1
      ? 'Você ainda pode abrir 1 perfil completo este mês'
      : `Você ainda pode abrir ${n} perfis completos este mês`,
  noProfilesLeft: 'Você já abriu todos os perfis completos do Plano Básico deste mês.',
  filtersToggle: 'Filtros',
  profileTitle: 'Perfil do profissional',
  greeting: (name: string) =>
    `Olá, ${name}! Encontrei seu perfil no Alinhavo e gostaria de conversar sobre um trabalho.`,
} as const;
