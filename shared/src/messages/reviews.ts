/** pt-BR texts of two-way reviews: the provider's review of the client. */
export const REVIEW_TEXTS = {
  created: 'Avaliação enviada com sucesso!',
  score: 'Escolha de 1 a 5 estrelas.',
  commentMax: 'O comentário pode ter no máximo 255 caracteres.',
  notChosen: 'Só o profissional escolhido de uma demanda concluída pode avaliar o cliente.',
  notCompleted: 'O cliente pode ser avaliado depois que a demanda for concluída.',
  duplicate: 'Você já avaliou este cliente nesta demanda.',
  onlyProviders: 'Só profissionais veem as avaliações de outros clientes.',
  pending: 'Aguardando a avaliação da outra parte',
  /**
   * On the chosen provider's card, to the client whose rating of that job is still held (it
   * counts in no figure until the provider reviews the client, or 14 days pass).
   */
  heldOwn: 'Sua avaliação aguarda a do profissional',
  criteria: {
    payment: 'Pontualidade no pagamento',
    communication: 'Comunicação',
    clarity: 'Clareza da ficha técnica',
  },
} as const;
