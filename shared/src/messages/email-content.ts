/**
 * The words of the e-mails themselves, for the server's templates only: kept apart
 * from messages/email.ts so the renderer's bundle does not carry them.
 */
export const EMAIL_CONTENT = {
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
  removalReason: 'Motivo informado pelo cliente: “{motivo}”',
  subjectCompleted: 'Demanda concluída: “{titulo}”',
  introCompleted: 'O cliente marcou como concluída a demanda “{titulo}”. Obrigado pelo trabalho!',
  seeJobs: 'Ver meus trabalhos',
  subjectRating: 'Você recebeu uma nova avaliação',
  introRating: '{cliente} avaliou o seu trabalho com {nota} de 5 estrelas.',
  seeProfile: 'Ver meu perfil',
  seePlans: 'Ver planos',
} as const;
