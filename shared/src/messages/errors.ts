/**
 * The error catalogue of spec §8. The renderer shows only these texts (or a pt-BR text the
 * server chose from this module), never a raw technical message.
 */
export const ERRORS = {
  network: 'Erro de conexão. Verifique sua internet e tente novamente.',
  timeout: 'Tempo limite excedido. Tente novamente.',
  invalidData: 'Dados inválidos. Verifique as informações fornecidas.',
  invalidCredentials: 'Credenciais inválidas. Verifique seu email e senha.',
  forbidden: 'Acesso negado. Você não tem permissão para esta ação.',
  notFound: 'Recurso não encontrado.',
  emailInUse: 'Conflito. Este email já está em uso.',
  tooManyRequests: 'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
  server: 'Erro interno do servidor. Tente novamente mais tarde.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente.',
  invalidResponse: 'Erro de comunicação com o servidor. Tente novamente.',
  unknown: 'Erro inesperado. Tente novamente.',
  /**
   * Spec §8's locked account. Wrong passwords never lock (DESIGN §9.15: they are answered 429
   * with `tooManyRequests`), and the admin's one decision is a suspension with its own text, so
   * only a 423 or a server text naming a lock reaches this.
   */
  locked: 'Conta bloqueada. Entre em contato com o suporte.',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  technical: 'Erro de comunicação. Tente novamente.',
  emailNotVerified:
    'E-mail não verificado. Por favor, verifique sua caixa de entrada e ative sua conta.',
  internal: 'Erro interno. Tente novamente.',
  recoveryEmail: 'Erro ao enviar email de recuperação. Tente novamente.',
  resetPassword: 'Erro ao redefinir senha. Tente novamente.',
  unauthenticated: 'Usuário não autenticado',
} as const;

/** Machine-readable codes sent beside the pt-BR message, so screens never parse prose. */
export const ERROR_CODES = [
  'VALIDATION',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  /** DESIGN §9.13: an admin suspended the account (403, ADMIN_TEXTS.accountSuspended). */
  'ACCOUNT_SUSPENDED',
  /** A report of the same target by the same person (409). */
  'ALREADY_REPORTED',
  /** The terms version accepted is no longer the one in force (409, LEGAL_TEXTS.staleVersion). */
  'TERMS_OUTDATED',
  /** The lot changed on the other side since the device saw it (409, LOT_TEXTS.conflict). */
  'LOT_CONFLICT',
  /** The ficha técnica changed since the form (or the 'Ciente') saw it (409, FICHA_TEXTS). */
  'FICHA_CONFLICT',
  'EMAIL_IN_USE',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function messageForStatus(status: number | undefined): string {
  if (status === undefined) return ERRORS.network;
  switch (status) {
    case 400:
    case 422:
      return ERRORS.invalidData;
    case 401:
      return ERRORS.invalidCredentials;
    case 403:
      return ERRORS.forbidden;
    case 404:
      return ERRORS.notFound;
    case 409:
      return ERRORS.emailInUse;
    case 423:
      return ERRORS.locked;
    case 429:
      return ERRORS.tooManyRequests;
    case 500:
      return ERRORS.server;
    case 502:
    case 503:
      return ERRORS.unavailable;
    default:
      return ERRORS.unknown;
  }
}

/** Substrings (lower case, accents kept) that identify a catalogue case in a server text. */
const SUBSTRING_RULES: ReadonlyArray<readonly [string, string]> = [
  ['não verificado', ERRORS.emailNotVerified],
  ['not verified', ERRORS.emailNotVerified],
  ['bloqueada', ERRORS.locked],
  ['locked', ERRORS.locked],
  ['já está em uso', ERRORS.emailInUse],
  ['already exists', ERRORS.emailInUse],
  ['sessão expirada', ERRORS.sessionExpired],
  ['token is invalid or expired', ERRORS.sessionExpired],
  ['muitas tentativas', ERRORS.tooManyRequests],
  ['throttled', ERRORS.tooManyRequests],
  ['credenciais inválidas', ERRORS.invalidCredentials],
  ['no active account', ERRORS.invalidCredentials],
  ['timeout', ERRORS.timeout],
  ['network', ERRORS.network],
];

const TECHNICAL_WORDS = /\b(api|fetch|request|response|http|status|error)\b/i;

/**
 * Turns a server text into what a person may read: a catalogue case when a known substring is
 * present, the technical fallback when the text is about the plumbing, else the text itself
 * (our server only sends pt-BR texts written for people).
 */
export function friendlyServerMessage(text: string): string {
  const lower = text.toLowerCase();
  for (const [needle, message] of SUBSTRING_RULES) {
    if (lower.includes(needle)) return message;
  }
  if (TECHNICAL_WORDS.test(text)) return ERRORS.technical;
  return text;
}

export interface ErrorLike {
  status?: number;
  serverMessage?: string;
  timedOut?: boolean;
  invalidResponse?: boolean;
}

/** One decision for every failed call: timeout, network, server text, then status. */
export function resolveErrorMessage(error: ErrorLike): string {
  if (error.timedOut) return ERRORS.timeout;
  if (error.invalidResponse) return ERRORS.invalidResponse;
  if (error.status === undefined) return ERRORS.network;
  if (error.serverMessage && error.serverMessage.trim() !== '') {
    return friendlyServerMessage(error.serverMessage.trim());
  }
  return messageForStatus(error.status);
}
