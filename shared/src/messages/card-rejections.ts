/**
 * Why a card was refused, in pt-BR, from Mercado Pago's `status_detail`. The server
 * fills `status_message` with it; an unknown detail gets the general text.
 */
export const CARD_REJECTION_TEXTS: Record<string, string> = {
  cc_rejected_bad_filled_card_number: 'Revise o número do cartão.',
  cc_rejected_bad_filled_date: 'Revise a data de vencimento do cartão.',
  cc_rejected_bad_filled_other: 'Revise os dados do cartão.',
  cc_rejected_bad_filled_security_code: 'Revise o código de segurança do cartão.',
  cc_rejected_blacklist:
    'Não foi possível processar seu pagamento. Use outro cartão ou forma de pagamento.',
  cc_rejected_call_for_authorize:
    'Autorize o pagamento com a operadora do seu cartão e tente novamente.',
  cc_rejected_card_disabled:
    'Seu cartão está inativo. Ligue para a operadora (o telefone está no verso do cartão) para ativá-lo.',
  cc_rejected_card_error: 'Não foi possível processar o pagamento com este cartão.',
  cc_rejected_duplicated_payment:
    'Você já fez um pagamento deste valor. Se precisar pagar de novo, use outro cartão ou outra forma de pagamento.',
  cc_rejected_high_risk: 'Seu pagamento foi recusado. Escolha outra forma de pagamento.',
  cc_rejected_insufficient_amount: 'O cartão não tem limite suficiente para este pagamento.',
  cc_rejected_invalid_installments: 'O cartão não aceita esse número de parcelas.',
  cc_rejected_max_attempts:
    'Você atingiu o limite de tentativas. Escolha outro cartão ou outra forma de pagamento.',
  cc_rejected_other_reason: 'A operadora do cartão recusou o pagamento. Tente outro cartão.',
};
