/** pt-BR texts of the ficha técnica models ('Modelos') a client keeps to start new demands. */
export const FICHA_MODEL_TEXTS = {
  title: 'Modelos',
  saved: 'Modelo salvo.',
  deleted: 'Modelo excluído.',
  nameRequired: 'Informe o nome do modelo.',
  nameMax: (max: number) => `O nome do modelo pode ter no máximo ${max} caracteres.`,
  nameTaken: 'Você já tem um modelo com este nome.',
  limit: (max: number) =>
    `Você pode guardar no máximo ${max} modelos. Exclua um para salvar outro.`,
  onlyClients: 'Apenas clientes guardam modelos de ficha técnica.',
  /** Said where a model is saved: the drawings stay with their demand. */
  imagesNotCopied: 'Os desenhos e fotos não vão para o modelo: eles são anexos da demanda.',
} as const;
