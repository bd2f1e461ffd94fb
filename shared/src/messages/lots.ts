import { countOf, plural } from '../rules/plural';
/** pt-BR texts of production tracking by lot ('acompanhamento por lote'): ours. */
export const LOT_TEXTS = {
  sectionTitle: 'Lotes (remessas)',
  dashboardTitle: 'Lotes em produção',
  /** Ours: a demand reopened after its facção was removed keeps its lots, read only. */
  reopenedHistory:
    'Estes lotes são da facção removida desta demanda; o histórico fica aqui para consulta.',
  quantityRange: 'A quantidade deve ficar entre 1 e 10.000.000 peças.',
  stepQuantityRange: 'Informe uma quantidade entre 0 e 10.000.000.',
  defectsRange: 'Informe os defeitos como um número entre 0 e 10.000.000.',
  itemsMax: 'A descrição do que foi enviado pode ter no máximo 500 caracteres.',
  noteMax: 'A observação pode ter no máximo 500 caracteres.',
  dateInvalid: 'Informe uma data válida.',
  returnBeforeSent: 'O retorno previsto não pode ser antes da data de envio.',
  onlyInProgress: 'Os lotes só podem ser registrados em demandas em andamento.',
  onlyOwnerCreates: 'Apenas quem publicou a demanda pode criar lotes.',
  tooManyLots: (max: number) => `Uma demanda pode ter no máximo ${max} lotes.`,
  lotsAboveDemand: 'A soma dos lotes não pode passar da quantidade da demanda.',
  cellsSumMismatch: 'A soma dos tamanhos e cores deve ser igual à quantidade do lote.',
  cellsRepeated: 'Cada tamanho e cor entra uma vez no lote.',
  cellNotInGrade: 'Escolha um tamanho e uma cor da grade da ficha técnica.',
  cellsOnlyReadyOrDelivered: 'Os tamanhos e cores são informados nas etapas "Pronto" e "Entregue".',
  stepCellsSumMismatch: 'A soma dos tamanhos e cores deve ser igual à quantidade informada.',
  stepCellsDefectsMismatch:
    'A soma dos defeitos por tamanho e cor deve ser igual ao total de defeitos.',
  lotSentAsTotal: 'Este lote foi enviado como total; informe só o total.',
  cellNotInLot: 'Este tamanho e cor não está no lote.',
  cellAboveLot: (size: string, color: string, max: number) =>
    `${size} / ${color}: o lote tem ${countOf(max, 'peça', 'peças')} deste tamanho e cor.`,
  cellAboveReady: (size: string, color: string, max: number) =>
    `${size} / ${color}: ${countOf(max, 'peça ficou pronta', 'peças ficaram prontas')}.`,
  cellsNeedFicha: 'Os tamanhos e cores do lote vêm da ficha técnica; esta demanda não tem uma.',
  cellAboveRemaining: (size: string, color: string, remaining: number) =>
    `${size} / ${color}: restam ${countOf(remaining, 'peça', 'peças')} para enviar.`,
  notYourStep: (step: string) => `Esta etapa ("${step}") é registrada pelo outro lado.`,
  stepOutOfOrder: (step: string) => `A próxima etapa deste lote é "${step}".`,
  stepDone: 'Este lote já foi entregue.',
  aboveLot: (max: number) =>
    `A quantidade não pode passar de ${countOf(max, 'peça', 'peças')} deste lote.`,
  aboveReceived: (max: number) =>
    `A quantidade não pode passar ${plural(max, 'da', 'das')} ${countOf(max, 'peça recebida', 'peças recebidas')}.`,
  aboveReady: (max: number) =>
    `A quantidade não pode passar ${plural(max, 'da', 'das')} ${countOf(max, 'peça pronta', 'peças prontas')}.`,
  defectsOnlyWhenReady: 'Os defeitos são informados na etapa "Pronto".',
  photoNotOfLot: 'A foto precisa ser um anexo deste lote.',
  conflict:
    'Este lote foi alterado pelo outro lado enquanto você estava sem conexão. Confira a linha do tempo e registre de novo se ainda for preciso.',
  created: 'Lote criado com sucesso!',
  stepRecorded: 'Etapa registrada com sucesso!',
  late: 'Atrasado',
  finalizeWithOpenLots: (n: number) =>
    n === 1
      ? 'Há 1 lote que ainda não foi entregue. Deseja finalizar a demanda mesmo assim?'
      : `Há ${n} lotes que ainda não foram entregues. Deseja finalizar a demanda mesmo assim?`,
} as const;
