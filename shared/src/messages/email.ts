import type { EmailKind, EmailMode } from '../schemas/email-preferences';

/** Names of the e-mail kinds, as Conta and the unsubscribe page show them. */
export const EMAIL_KIND_LABELS: Record<EmailKind, { label: string; description: string }> = {
  new_demand: {
    label: 'Novas demandas',
    description: 'Demandas publicadas para os serviços que você oferece.',
  },
  unread_messages: {
    label: 'Mensagens não lidas',
    description:
      'Quando uma mensagem fica 15 minutos sem ser lida (no máximo uma a cada 6 horas por conversa).',
  },
  selected: {
    label: 'Seleção em demandas',
    description: 'Quando um cliente escolhe você para uma demanda.',
  },
  removed: {
    label: 'Remoção de demandas',
    description: 'Quando um cliente desfaz a escolha de você em uma demanda.',
  },
  completed: {
    label: 'Demandas concluídas',
    description: 'Quando um cliente conclui uma demanda feita com você.',
  },
  new_rating: {
    label: 'Novas avaliações',
    description: 'Quando um cliente avalia o seu trabalho.',
  },
  plan_expiry: {
    label: 'Vencimento do Plano Pro',
    description: 'Avisos 7 dias e 1 dia antes do vencimento, e no dia em que vence.',
  },
};

export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  off: 'Desligado',
  instant: 'Na hora',
  digest: 'Resumo diário (8h)',
};

export const EMAIL_TEXTS = {
  sectionTitle: 'Notificações por e-mail',
  sectionIntro:
    'Escolha o que o Alinhavo envia para o seu e-mail. Os avisos dentro do app continuam.',
  saved: 'Preferências de e-mail salvas.',
  loadError: 'Não foi possível carregar suas preferências de e-mail.',
  saveError: 'Não foi possível salvar. Tente novamente.',
  loading: 'Carregando...',
  retry: 'Tentar novamente',
  invalidToken: 'Link de descadastro inválido. Ajuste os e-mails em Conta, no seu perfil.',
  unsubscribeTitle: 'Cancelar e-mails',
  unsubscribeQuestion: 'Deseja parar de receber e-mails de “{tipo}”?',
  unsubscribeOthers: 'Os outros e-mails do Alinhavo continuam chegando.',
  unsubscribeConfirm: 'Parar de receber',
  unsubscribeSending: 'Enviando...',
  unsubscribeDone: 'Pronto! Você não receberá mais e-mails de “{tipo}”.',
  unsubscribeManage: 'Você pode mudar isso quando quiser em Conta, no seu perfil.',
  unsubscribeError: 'Não foi possível concluir. Tente novamente.',
  backHome: 'Ir para o Alinhavo',
} as const;

/** `{name}` placeholders of EMAIL_TEXTS filled with `values`. */
export function fillEmailText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
