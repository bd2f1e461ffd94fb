/** pt-BR texts of priced quotes: ours, in the spec's voice. */
export const QUOTE_TEXTS = {
  priceRequired: 'Informe o preço por peça.',
  priceMin: 'O preço por peça deve ser maior que zero.',
  priceMax: 'O preço por peça pode ser no máximo R$ 100.000,00.',
  /** Prices by size band (ficha técnica). */
  bandsNeedFicha:
    'O preço por faixa de tamanho usa a grade da ficha técnica; esta demanda não tem uma.',
  bandSizeNotInGrade: 'Escolha tamanhos da grade da ficha técnica para a faixa.',
  bandOrder: 'O primeiro tamanho da faixa deve vir antes do último na grade.',
  bandsOverlap: 'As faixas de tamanho não podem se sobrepor.',
  tooManyBands: 'Informe no máximo 10 faixas de tamanho.',
  /** The form's own rule: with 'Preço por faixa' every size of the grade has its band. */
  bandsCoverAll: (sizes: string) =>
    `As faixas devem cobrir todos os tamanhos da grade (faltam: ${sizes}).`,
  bandPriceRequired: 'Informe o preço por peça da faixa.',
  leadTimeRequired: 'Informe o prazo de entrega em dias.',
  leadTimeRange: 'O prazo de entrega deve ficar entre 1 e 365 dias.',
  minQuantityRange: 'A quantidade mínima deve ficar entre 1 e 10.000.000.',
  validityRange: 'A validade deve ficar entre 1 e 90 dias.',
  noteMax: 'A observação pode ter no máximo 500 caracteres.',
  onlyProviders: 'Apenas profissionais podem enviar propostas.',
  onlyOpen: 'Só é possível enviar proposta em demandas abertas.',
  requestOnlyOpen: 'Só é possível pedir proposta para uma demanda aberta.',
  requestOnlyOwner: 'Apenas quem publicou a demanda pode pedir propostas.',
  requestNotProvider: 'Só é possível pedir proposta a um profissional aprovado.',
  requestAlreadyCandidate: 'Este profissional já demonstrou interesse nesta demanda.',
  expiredNeedsConfirm: (day: string) =>
    `A proposta deste profissional venceu em ${day}. Confirme para selecioná-lo mesmo assim.`,
  sent: 'Proposta enviada com sucesso!',
  revised: 'Proposta atualizada com sucesso!',
  requested: 'Pedido de proposta enviado!',
  /** The comparison's mark on a total outside the demand's budget range. */
  budgetAbove: 'Acima do orçamento',
  budgetBelow: 'Abaixo do orçamento',
  /** The quote form's warnings, as the total is typed (they never block sending). */
  totalFarAbove: (max: string) =>
    `O total passa do dobro do orçamento máximo do cliente (${max}). Confira o preço por peça.`,
  totalFarBelow: (min: string) =>
    `O total fica abaixo de um décimo do orçamento mínimo do cliente (${min}). Confira o preço por peça.`,
  requestConversationTitle: (title: string) => `Pedido de proposta: ${title}`.slice(0, 100),
} as const;
