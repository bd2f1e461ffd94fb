import type { EmailKind, EmailMode } from '../schemas/email-preferences';

/** Issue 16: names of the e-mail kinds, as Conta and the unsubscribe page show them. */
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
  // E-mails
  greeting: 'Olá, {nome}!',
  greetingNoName: 'Olá!',
  signature: 'Equipe Alinhavo',
  footerWhy: 'Você recebe este e-mail porque tem uma conta no Alinhavo.',
  footerUnsubscribe: 'Não quero mais receber e-mails de “{tipo}”',
  footerManage: 'Ajustar notificações por e-mail',
  subjectNewDemand: 'Nova demanda para você: {titulo}',
  subjectDigest: 'Resumo do dia: {n} novas demandas para você',
  subjectDigestOne: 'Resumo do dia: 1 nova demanda para você',
  introNewDemand: 'Uma nova demanda combina com os serviços que você oferece:',
  introDigest:
    'Estas demandas foram publicadas nas últimas 24 horas para os serviços que você oferece:',
  seeOpportunities: 'Ver oportunidades',
  subjectUnread: 'Nova mensagem em “{conversa}”',
  introUnread:
    '{remetente} enviou uma mensagem para você em “{conversa}” e ela ainda não foi lida.',
  someone: 'Alguém',
  openMessages: 'Abrir mensagens',
  subjectSelected: 'Você foi escolhido para “{titulo}”',
  introSelected:
    'O cliente escolheu você para a demanda “{titulo}”. Combine os próximos passos pelas mensagens.',
  subjectRemoved: 'Escolha desfeita em “{titulo}”',
  introRemoved: 'O cliente desfez a escolha de você na demanda “{titulo}”.',
  subjectCompleted: 'Demanda concluída: “{titulo}”',
  introCompleted: 'O cliente marcou como concluída a demanda “{titulo}”. Obrigado pelo trabalho!',
  seeJobs: 'Ver meus trabalhos',
  subjectRating: 'Você recebeu uma nova avaliação',
  introRating: '{cliente} avaliou o seu trabalho com {nota} de 5 estrelas.',
  seeProfile: 'Ver meu perfil',
  seePlans: 'Ver planos',
} as const;

/** `{name}` placeholders of EMAIL_TEXTS filled with `values`. */
export function fillEmailText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
