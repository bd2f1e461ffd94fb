import type { MailMessage } from '../../lib/mail/mailer';

export function approvalEmail(to: string, approved: boolean, publicUrl: string): MailMessage {
  const subject = approved
    ? 'Seu perfil no Alinhavo foi aprovado'
    : 'Seu perfil no Alinhavo não foi aprovado';
  const text = approved
    ? `Olá!\n\nSeu perfil de prestador de serviços foi aprovado e já está visível para clientes e marcas.\nAcesse ${publicUrl}/app para ver as oportunidades.\n\nEquipe Alinhavo`
    : `Olá!\n\nRevisamos seu perfil de prestador de serviços e ele ainda não foi aprovado.\nConfira se os dados estão completos em ${publicUrl}/app/perfil ou fale com o suporte.\n\nEquipe Alinhavo`;
  return { to, subject, text, html: `<p>${text.replace(/\n/g, '<br>')}</p>` };
}
