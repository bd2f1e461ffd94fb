import type { MailMessage } from './mailer';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A text e-mail with the same words as simple HTML (line breaks kept, nothing interpreted). */
export function plainMessage(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` };
}
