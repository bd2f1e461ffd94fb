import type { MailMessage } from '../../lib/mail/mailer';
import { plainMessage } from '../../lib/mail/plain-message';

/** Approval or rejection; a rejection's optional reason is quoted to the provider. */
export function approvalEmail(
  to: string,
  approved: boolean,
  publicUrl: string,
  reason?: string | null,
): MailMessage {
  if (approved)
    return plainMessage(
      to,
      'Seu perfil no Alinhavo foi aprovado',
      `Olá!\n\nSeu perfil de prestador de serviços foi aprovado e já está visível para clientes e marcas.\nAcesse ${publicUrl}/app para ver as oportunidades.\n\nEquipe Alinhavo`,
    );
  const why = reason ? `\n\nMotivo: ${reason}` : '';
  return plainMessage(
    to,
    'Seu perfil no Alinhavo não foi aprovado',
    `Olá!\n\nRevisamos seu perfil de prestador de serviços e ele ainda não foi aprovado.${why}\n\nConfira se os dados estão completos em ${publicUrl}/app/perfil ou fale com o suporte.\n\nEquipe Alinhavo`,
  );
}

/** The owner of a demand removed by moderation, with the admin's reason. */
export function demandRemovedEmail(
  to: string,
  title: string,
  reason: string,
  publicUrl: string,
): MailMessage {
  return plainMessage(
    to,
    'Sua demanda no Alinhavo foi removida',
    `Olá!\n\nSua demanda "${title}" foi removida pela moderação do Alinhavo.\n\nMotivo: ${reason}\n\nSe tiver dúvidas, fale com o suporte. Você pode publicar uma nova demanda em ${publicUrl}/app.\n\nEquipe Alinhavo`,
  );
}
