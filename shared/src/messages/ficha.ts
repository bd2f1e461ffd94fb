/** pt-BR texts of the ficha técnica (tech pack) of a demand: the issue's, and ours beside them. */
export const FICHA_TEXTS = {
  title: 'Ficha técnica',
  withFicha: 'Com ficha técnica',
  revision: (n: number) => `rev. ${n}`,
  acknowledge: 'Ciente',
  updatedNotification: 'Ficha técnica atualizada',
  updatedNotificationBody: (title: string, revision: number) =>
    `A ficha técnica de "${title}" mudou (rev. ${revision}). Confira o que mudou e marque "Ciente".`,
  acknowledgedNotification: 'Ficha técnica conferida',
  // The form's errors.
  gradeSumMismatch: 'A soma da grade deve ser igual à quantidade da demanda.',
  sizesAndColorsRequired: 'Informe ao menos um tamanho e uma cor.',
  gradeEmpty: 'A grade deve ter ao menos uma peça.',
  gradeTooLarge: 'A grade pode ter no máximo 10.000.000 peças.',
  gradeShape: 'Informe a quantidade de cada tamanho e cor da grade.',
  cellQuantity: 'Informe uma quantidade inteira entre 0 e 10.000.000.',
  sizeRequired: 'Informe o tamanho.',
  sizeMax: 'O tamanho pode ter no máximo 20 caracteres.',
  sizesRepeated: 'Os tamanhos da grade não podem se repetir.',
  colorRequired: 'Informe o nome da cor.',
  colorsRepeated: 'As cores da grade não podem se repetir.',
  tooManySizes: (max: number) => `A grade pode ter no máximo ${max} tamanhos.`,
  tooManyColors: (max: number) => `A grade pode ter no máximo ${max} cores.`,
  textMax: (max: number) => `Este campo pode ter no máximo ${max} caracteres.`,
  modelNameRequired: 'Informe o nome do modelo.',
  imageNotOfDemand: 'A imagem precisa ser um anexo desta demanda.',
  fileInFicha:
    'Este anexo é um desenho ou foto da ficha técnica. Tire-o da ficha antes de excluí-lo.',
  imagesRepeated: 'Cada anexo entra uma vez nos desenhos da ficha.',
  tooManyImages: (max: number) => `A ficha pode ter no máximo ${max} desenhos ou fotos.`,
  materialNameRequired: 'Informe o material.',
  oneMainFabric: 'Indique apenas um tecido principal.',
  consumptionRequired: 'Informe o consumo por peça (maior que zero).',
  trimItemRequired: 'Informe o aviamento.',
  trimQuantityRequired: 'Informe a quantidade por peça (maior que zero).',
  tooManyRows: (max: number) => `Esta lista pode ter no máximo ${max} linhas.`,
  numberRange: (min: number, max: number) =>
    `Informe um número entre ${String(min).replace('.', ',')} e ${String(max).replace('.', ',')}.`,
  twoDecimals: 'Use no máximo duas casas decimais.',
  threeDecimals: 'Use no máximo três casas decimais.',
  pointRequired: 'Informe o ponto de medida.',
  pointsRepeated: 'Os pontos de medida não podem se repetir.',
  baseMeasureRequired: 'Informe a medida do tamanho base (em cm).',
  baseSizeRequired: 'Escolha o tamanho base da tabela de medidas.',
  sizeNotInGrade: 'Este tamanho não está na grade.',
  breakOnFirstSize: 'A quebra de graduação começa a partir do segundo tamanho.',
  repeatedSize: 'Este tamanho já foi informado para este ponto de medida.',
  operationRequired: 'Informe a operação.',
  machineNotFound: 'Máquina não encontrada no catálogo.',
  noteMax: (max: number) => `A observação pode ter no máximo ${max} caracteres.`,
  // Server answers.
  onlyOwnerEdits: 'Apenas quem publicou a demanda pode editar a ficha técnica.',
  notEditable: 'A ficha técnica não pode mais ser editada nesta demanda.',
  noFicha: 'Esta demanda não tem ficha técnica.',
  removeAfterChosen:
    'A ficha técnica não pode ser removida depois que um profissional foi escolhido.',
  onlyChosenAcknowledges: 'Apenas o profissional escolhido marca a ficha técnica como "Ciente".',
  staleRevision:
    'A ficha técnica foi alterada enquanto você editava. Confira a versão atual e salve de novo.',
  staleAcknowledge:
    'A ficha técnica mudou de novo. Confira a revisão atual antes de marcar "Ciente".',
  saved: 'Ficha técnica salva com sucesso!',
  acknowledged: 'Ficha técnica marcada como "Ciente".',
} as const;

/** The section names that label a change between two revisions. */
export const FICHA_SECTION_LABELS = {
  identification: 'Identificação',
  materials: 'Materiais',
  trims: 'Aviamentos',
  grade: 'Grade',
  measurements: 'Tabela de medidas',
  operations: 'Sequência operacional',
  notes: 'Acabamento, etiquetagem e embalagem',
} as const;
