/** Real URLs of the account flows (DESIGN §9.5). */
export const AUTH_PATHS = {
  login: '/entrar',
  register: '/cadastro',
  forgot: '/recuperar-senha',
  verify: '/verificar-email',
  reset: '/redefinir-senha',
} as const;

/** State handed to the verification screen; the e-mail also travels in ?email= for reloads. */
export interface VerifyState {
  email: string;
  /** A code was just sent (registration): the resend button starts cooling down. */
  codeSent?: boolean;
}

export function verifyUrl(email: string): string {
  return `${AUTH_PATHS.verify}?email=${encodeURIComponent(email)}`;
}
