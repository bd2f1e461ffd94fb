import type { MailMessage } from '../../lib/mail/mailer';
import { escapeHtml } from '../../lib/mail/plain-message';

const NOT_ASKED = 'Se você não fez este pedido, ignore este e-mail.';

function layout(title: string, body: string, why = NOT_ASKED): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#2b2130;background:#faf7f5;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="color:#7a2e4f;font-size:22px;margin-top:0">${escapeHtml(title)}</h1>${body}
<p style="color:#7d7285;font-size:12px;margin-top:32px">Alinhavo — conectando moda e profissionais. ${escapeHtml(why)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, code: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: 'Seu código de verificação Alinhavo',
    text: `Olá!\n\nSeu código de verificação é ${code}.\nEle vale por ${ttlMinutes} minutos e pode ser usado uma única vez.\n\nEquipe Alinhavo`,
    html: layout(
      'Confirme seu e-mail',
      `<p>Use o código abaixo para ativar sua conta:</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p><p>Ele vale por ${ttlMinutes} minutos e pode ser usado uma única vez.</p>`,
    ),
  };
}

export function passwordResetEmail(to: string, link: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: 'Redefinição de senha Alinhavo',
    text: `Olá!\n\nRecebemos um pedido para redefinir a sua senha. Abra o link abaixo para escolher uma nova senha:\n${link}\n\nO link vale por ${ttlMinutes} minutos e pode ser usado uma única vez.\n\nEquipe Alinhavo`,
    html: layout(
      'Redefinir sua senha',
      `<p>Recebemos um pedido para redefinir a sua senha.</p><p><a href="${escapeHtml(link)}" style="background:#7a2e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Escolher nova senha</a></p><p>Ou copie este endereço no navegador:<br>${escapeHtml(link)}</p><p>O link vale por ${ttlMinutes} minutos e pode ser usado uma única vez.</p>`,
    ),
  };
}

const whenFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "28/11/2026 às 14:05" as a person in Brasília reads it. */
export const brDateTime = (d: Date) => whenFormat.format(d).replace(', ', ' às ');

export const SIGN_IN_ALERT_SUBJECT = 'Alguém tentou entrar na sua conta Alinhavo';

/**
 * The owner's warning after repeated wrong passwords (DESIGN §9.15). It names the time and says
 * the password was refused; it never carries the passwords tried or where they came from.
 */
export function signInAlertEmail(
  to: string,
  a: { at: Date; failures: number; resetLink: string; ttlMinutes: number },
): MailMessage {
  const when = brDateTime(a.at);
  const tried = `Alguém tentou entrar na sua conta Alinhavo com a senha errada: ${a.failures} tentativas na última hora, a mais recente em ${when} (horário de Brasília). A senha não foi aceita e ninguém entrou.`;
  const calm =
    'Sua conta continua funcionando: com a sua senha correta você entra normalmente. Se foi você, não é preciso fazer nada.';
  const change = `Se não foi você, recomendamos escolher uma nova senha pelo link abaixo (ele vale por ${a.ttlMinutes} minutos e pode ser usado uma única vez):`;
  return {
    to,
    subject: SIGN_IN_ALERT_SUBJECT,
    text: `${tried}\n\n${calm}\n\n${change}\n${a.resetLink}\n\nEquipe Alinhavo`,
    html: layout(
      'Alguém tentou entrar na sua conta',
      `<p>${escapeHtml(tried)}</p><p>${escapeHtml(calm)}</p><p>${escapeHtml(change)}</p><p><a href="${escapeHtml(a.resetLink)}" style="background:#7a2e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Escolher nova senha</a></p><p>Ou copie este endereço no navegador:<br>${escapeHtml(a.resetLink)}</p>`,
      'Este aviso de segurança é enviado a quem é dono da conta e não pode ser desativado.',
    ),
  };
}
