/** pt-BR texts of the help centre, the legal pages and the terms prompt. */
import { countOf } from '../rules/plural';
import { DOCUMENT_NAMES } from './legal-links';

export const LEGAL_TEXTS = {
  ...DOCUMENT_NAMES,
  registrationConsent:
    'Ao criar a conta você concorda com os Termos de Uso e a Política de Privacidade',
  updatedTitle: 'Atualizamos os Termos de Uso e a Política de Privacidade',
  updatedBody:
    'Para continuar usando o Alinhavo, leia as novas versões e confirme que você concorda com elas.',
  accept: 'Li e concordo',
  accepted: 'Obrigado! Sua concordância foi registrada.',
  staleVersion: 'Esta versão dos termos não é mais a vigente. Recarregue a página e leia a nova.',
  versionOf: (date: string) => `Versão de ${date}`,
  helpSearch: 'Buscar nas dúvidas',
  helpSearchPlaceholder: 'Digite uma palavra, por exemplo: aprovação, Pix, excluir conta',
  helpNothingFound: (q: string) => `Nenhuma dúvida encontrada para “${q}”.`,
  helpFoundCount: (n: number) => countOf(n, 'resposta encontrada', 'respostas encontradas'),
  helpForProviders: 'Para prestadores',
  helpForClients: 'Para clientes e marcas',
  helpStillNeed: 'Não encontrou o que procurava?',
  helpTalkToSupport: 'Falar com Suporte',
  helpSupportEmail: 'Ou escreva para',
  supportGreeting: 'Olá! Preciso de ajuda com o Alinhavo.',
} as const;
