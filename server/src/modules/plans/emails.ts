import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { MailMessage } from '../../lib/mail/mailer';
import { plainMessage } from '../../lib/mail/plain-message';
import { brDate, brl } from './dates';

const plansLink = (publicUrl: string) => `${publicUrl}/app/planos`;

/** The receipt: plan, amount in BRL and the period bought. */
export function paymentConfirmedEmail(
  to: string,
  r: { planName: string; amountCents: number; startsAt: Date; endsAt: Date; paymentId: string },
  publicUrl: string,
): MailMessage {
  return plainMessage(
    to,
    PLAN_TEXTS.mailConfirmed,
    `Olá!\n\nRecebemos seu pagamento e seu Plano Pro está ativo até ${brDate(r.endsAt)}.\n\n` +
      `Plano: ${r.planName}\nValor: ${brl(r.amountCents)}\n` +
      `Período: ${brDate(r.startsAt)} a ${brDate(r.endsAt)}\nPagamento: ${r.paymentId}\n\n` +
      `Veja seus recibos em ${plansLink(publicUrl)}.\n\nEquipe Alinhavo`,
  );
}

export function paymentRejectedEmail(to: string, publicUrl: string): MailMessage {
  return plainMessage(
    to,
    PLAN_TEXTS.notifyRejectedTitle,
    `Olá!\n\nSeu pagamento do Plano Pro não foi aprovado. Nada foi cobrado por este pagamento.\n\n` +
      `Você pode tentar de novo em ${plansLink(publicUrl)}.\n\nEquipe Alinhavo`,
  );
}

export function proRevokedEmail(to: string, publicUrl: string): MailMessage {
  return plainMessage(
    to,
    PLAN_TEXTS.notifyRevokedTitle,
    `Olá!\n\n${PLAN_TEXTS.notifyRevoked} Seus dados continuam salvos.\n\n` +
      `Para voltar ao Plano Pro, acesse ${plansLink(publicUrl)}.\n\nEquipe Alinhavo`,
  );
}

/** 7 days and 1 day before the end, and on the end: sent from the e-mail queue (plan_expiry). */
export function expiryNotice(
  kind: '7d' | '1d' | 'expired',
  endsAt: Date,
  publicUrl: string,
): { subject: string; paragraphs: string[]; link: string } {
  const link = plansLink(publicUrl);
  if (kind === 'expired')
    return {
      subject: PLAN_TEXTS.mailExpired,
      paragraphs: [
        `Seu Plano Pro venceu em ${brDate(endsAt)} e sua conta voltou ao Plano Básico. Nada foi apagado.`,
        `Para renovar, acesse ${link}.`,
      ],
      link,
    };
  return {
    subject: kind === '7d' ? PLAN_TEXTS.mailExpiresIn7 : PLAN_TEXTS.mailExpiresIn1,
    paragraphs: [
      `Seu Plano Pro vence em ${brDate(endsAt)}. A renovação é manual: o novo período começa quando o atual termina.`,
      `Renove em ${link}.`,
    ],
    link,
  };
}
