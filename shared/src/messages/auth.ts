import { countOf } from '../rules/plural';
/** pt-BR texts of the account flows (spec §2, §5 and §8), to the letter. */
export const AUTH_TEXTS = {
  required: 'Este campo é obrigatório.',
  invalidEmail: 'Email inválido. Verifique o formato.',
  passwordsDontMatch: 'As senhas não conferem.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  resetPasswordsDontMatch: 'As senhas não coincidem',
  resetPasswordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  invalidUserType: 'Tipo de usuário inválido',
  invalidCode: 'Código inválido. Verifique e tente novamente.',
  invalidPassword: 'Senha inválida. Verifique os requisitos.',
  codeExpired: 'Código expirado. Solicite um novo código.',
  codeBurned: 'Muitas tentativas com este código. Solicite um novo código.',
  resendCooldown: (seconds: number) =>
    `Aguarde ${countOf(seconds, 'segundo', 'segundos')} para solicitar um novo código.`,
  registered: 'Cadastro realizado! Enviamos um código de verificação para o seu e-mail.',
  verified: 'E-mail verificado com sucesso!',
  alreadyVerified: 'Este e-mail já foi verificado. Faça login.',
  codeResent: 'Enviamos um novo código para o seu e-mail.',
  resetRequested: 'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha.',
  resetDone: 'Senha redefinida com sucesso! Você será redirecionado para o login.',
  resetInvalidCode: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  passwordChanged: 'Senha alterada com sucesso!',
  currentPasswordWrong: 'Senha atual incorreta.',
  accountDeleted: 'Sua conta foi excluída.',
  loggedOut: 'Sessão encerrada.',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
} as const;
